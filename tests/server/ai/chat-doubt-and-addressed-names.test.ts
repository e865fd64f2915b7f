import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { nameableStems, withoutAddressedNames } from '../../../server/providers/ai/chat/speaker-named.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * An uploaded call (a gym chain buying a booking app) whose speakers are labelled "Speaker 1" and "Speaker 2";
 * the seller calls the client by her first name, Clarice, which no label carries.
 */
const gymSaying = (concern: string) =>
  madeUpCall('Academias Movimento', [
    ['Speaker 1', 'Oi, Clarice, tudo bem? Obrigado por receber a gente.'],
    ['Speaker 2', 'Tudo. Hoje as aulas são marcadas numa lista de papel na recepção.'],
    ['Speaker 1', 'E quantas unidades vocês têm?'],
    ['Speaker 2', 'São quatro unidades, todas em Curitiba, com umas seiscentas matrículas.'],
    ['Speaker 1', 'O aplicativo faz a reserva das aulas e avisa o aluno da vaga.'],
    ['Speaker 2', concern],
    ['Speaker 1', 'Dá para reservar pelo WhatsApp também, sem instalar nada.'],
    ['Speaker 2', 'Isso ajuda. A recepção vive lotada no horário das seis.'],
    ['Speaker 1', 'E quem aprova a contratação aí?'],
    ['Speaker 2', 'Sou eu mesma, junto com o meu sócio.'],
    ['Speaker 1', 'Perfeito. Eu mando a proposta na sexta, Clarice.'],
  ]);
const gym = gymSaying(
  'Olha, uma coisa que me preocupa: os alunos mais velhos não gostam de baixar aplicativo.',
);

test.each([
  'O que deixa a cliente insegura?',
  'O que deixa ela com o pé atrás?',
  'Do que a cliente tem receio?',
  'O que tira o sono da dona da academia?',
  'Com o que ela está preocupada?',
  'O que incomoda a cliente?',
])('a feeling of doubt asked in other words ("%s") finds the line saying a concern', async (question) => {
  const answer = await ask(ai, question, [gym]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain('s5');
  expect(answer.content).toContain('alunos mais velhos');
});

test.each([
  'Meu receio é que os alunos mais velhos não gostam de baixar aplicativo.',
  'Tenho medo que os alunos mais velhos não gostam de baixar aplicativo.',
  'A dúvida é se os alunos mais velhos vão baixar aplicativo.',
])('the concern is found however the call says it: "%s"', async (concern) => {
  const answer = await ask(ai, 'O que deixa a cliente insegura?', [gymSaying(concern)]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain('s5');
});

test('a first name the lines only say to someone is no subject: the question is answered by its other words', async () => {
  const answer = await ask(ai, 'O que deixa a Clarice insegura?', [gym]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s5']);
  expect(answer.content).toContain('alunos mais velhos');
  // Who said it is told by its label: nothing is said of Clarice that the lines do not say.
  expect(answer.content).toContain('Speaker 2');
  expect(answer.content).not.toMatch(/Clarice disse/);
});

test('a name the lines speak of is a subject, and stays one', () => {
  const segments = madeUpCall('Academias Movimento', [
    ['Speaker 1', 'Oi, Clarice. Quem cuida das matrículas?'],
    ['Speaker 2', 'A Bruna do financeiro cuida das matrículas e dos boletos.'],
  ]).segments;
  const question = 'O que a Bruna e a Clarice fazem?';
  expect(withoutAddressedNames(question, nameableStems(question), segments)).toBe(
    'O que a Bruna e a  fazem?',
  );
});
