import { expect, test } from 'vitest';
import { answerTypeOf, saysAnswerType } from '../../../server/providers/ai/chat/answer-type.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { intentOf } from '../../../server/providers/ai/chat/question-intent.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/** A made-up call: a chain of pet shops looking at a customer-service platform. */
const petShops = madeUpCall('Rede Bicho Feliz', [
  ['Tatiane Lobo', 'Fábio, como vocês atendem os clientes hoje?'],
  [
    'Fábio Nery',
    'Temos catorze lojas, nove franqueadas e cinco nossas, e cada uma atende no próprio celular.',
  ],
  ['Tatiane Lobo', 'E já tiveram problema com isso?'],
  ['Fábio Nery', 'O shopping aplicou uma multa de doze mil porque a loja ficou sem atendimento no feriado.'],
  ['Fábio Nery', 'E o site teve três quedas em novembro, uma delas de cinco horas na Black Friday.'],
  ['Tatiane Lobo', 'Nossa central grava as ligações e mostra quantas ficam sem resposta.'],
  ['Fábio Nery', 'Hoje a gente ouve umas vinte ligações por semana, nem dois por cento do total.'],
  ['Fábio Nery', 'Nosso contrato com a cooperativa de crédito vence em agosto.'],
  ['Tatiane Lobo', 'Posso incluir o módulo de avaliação sem custo no primeiro ano.'],
  ['Fábio Nery', 'Pra cada loja, até uns trezentos por mês passa no conselho.'],
  ['Fábio Nery', 'A convenção dos franqueados é em março, e todo mundo vai querer ver os números.'],
]);

test.each([
  ['Quantos pontos de venda a rede tem?', 's1', 'catorze'],
  ['De quanto foi a penalidade que o shopping cobrou?', 's3', 'doze mil'],
  ['Quanto tempo o site ficou fora do ar?', 's4', 'cinco horas'],
  ['Que fatia das chamadas eles auditam?', 's6', 'dois por cento'],
  ['Qual o teto por unidade que eles acham aceitável?', 's9', 'trezentos'],
  ['Que módulo foi oferecido de brinde?', 's8', 'avaliação'],
  // "marca" stems as "março" does: the brand is the company, not a date.
  ['Quantos pontos de venda a marca tem ao todo?', 's1', 'catorze'],
])('"%s" is answered in the call\'s own words', async (question, line, fact) => {
  const answer = await ask(ai, question, [petShops]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain(line);
  expect(answer.content).toContain(fact);
});

test('a question asking for one value is a search though it names a commitment or a risk', () => {
  expect(intentOf('Quando termina o compromisso atual com a financeira?')).toEqual({ kind: 'search' });
  expect(intentOf('Quais os próximos passos e quando vencem?')).toEqual({ kind: 'next-steps' });
  expect(intentOf('Quais compromissos ficaram combinados?')).toEqual({ kind: 'next-steps' });
});

test('a cap, a limit or a chance asks for a number', () => {
  expect(answerTypeOf('Qual o teto que a diretoria aceita?')).toBe('number');
  expect(answerTypeOf('Qual é o limite de usuários?')).toBe('number');
  // "fechar com" would read as who they buy from: the noun asked says a number.
  expect(answerTypeOf('Qual a chance de fechar com a construtora?')).toBe('number');
});

test('an answer to one value opens with the line likeliest to say it, then the others as said', async () => {
  const software = madeUpCall('Escritório Lima & Filhos', [
    ['Vera Lima', 'Vocês têm quantos usuários no sistema hoje?'],
    ['Caio Prates', 'Uns quarenta usuários, e hoje a licença custa duzentos reais por mês.'],
    ['Vera Lima', 'A nossa licença custa noventa reais por usuário por mês.'],
  ]);
  const answer = await ask(ai, 'Quanto custa a licença por usuário?', [software]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s2', 's1']);
  expect(answer.content.indexOf('noventa')).toBeLessThan(answer.content.indexOf('duzentos'));
});

/** A made-up call: a language school looking at a learning platform. */
const school = madeUpCall('Escola Falar Bem', [
  ['Rita Nunes', 'Dona Clara, como vocês dão as aulas hoje?'],
  ['Clara Souza', 'Temos uns dois mil alunos, entre turmas na escola e online. Só online são oitocentos.'],
  ['Rita Nunes', 'E que plataforma vocês usam pras aulas online?'],
  ['Clara Souza', 'A gente já paga o Zoom por sala, e o material vai por e-mail.'],
]);

test('a sentence of the line that narrows the value to what was asked is told with it', async () => {
  const answer = await ask(ai, 'Quantos estudantes fazem curso a distância?', [school]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(answer.content).toContain('oitocentos');
});

test('what they hire is what they pay for', async () => {
  const answer = await ask(ai, 'Que ferramenta de videochamada eles contratam?', [school]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain('s3');
  expect(answer.content).toContain('Zoom');
});

test('an average ticket asks a number, and a fall "de três horas" says how long it lasted', () => {
  expect(answerTypeOf('Qual é o ticket médio de cada assinante?')).toBe('number');
  expect(saysAnswerType('duration', 'Foram duas quedas, uma delas de três horas no checkout.')).toBe(true);
  expect(saysAnswerType('duration', 'A cada quinze minutos o painel atualiza.')).toBe(false);
});

test('"ticket médio" is what each customer pays, not a help-desk ticket', async () => {
  const clinic = madeUpCall('Clínica Sorriso Pleno', [
    ['Lia Matos', 'Quantos chamados de suporte vocês abrem por mês?'],
    [
      'Davi Prado',
      'Uns quarenta chamados. E cada paciente deixa uns trezentos reais de mensalidade no plano.',
    ],
  ]);
  const answer = await ask(ai, 'Qual é o ticket médio de cada paciente?', [clinic]);
  expect(answer.content).toContain('trezentos');
});

/** A made-up call: an ice-cream franchise looking at a stock system. */
const iceCream = madeUpCall('Gelatos Brisa', [
  ['Paulo Dias', 'Como vocês controlam o estoque das lojas hoje?'],
  ['Marta Reis', 'São trinta lojas, vinte e quatro franqueadas e seis próprias.'],
  ['Marta Reis', 'O estoque fica num sistema que a gente implantou em 2018, e ninguém mais mexe nele.'],
  ['Paulo Dias', 'Entendi. E o que mais atrapalha?'],
  ['Marta Reis', 'No verão falta sabor em metade das lojas.'],
]);

test.each([
  ['Quantas lojas são geridas diretamente pela franqueadora?', 's1', 'seis próprias'],
  ['Desde quando eles usam o programa de estoque?', 's2', '2018'],
])('"%s" is answered in the call\'s own words', async (question, line, fact) => {
  const answer = await ask(ai, question, [iceCream]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain(line);
  expect(answer.content).toContain(fact);
});

test('a year said after "em" or "desde" is a date', () => {
  expect(saysAnswerType('date', 'O sistema roda desde 2019 no servidor deles.')).toBe(true);
  expect(saysAnswerType('date', 'São 2019 alunos matriculados.')).toBe(false);
});
