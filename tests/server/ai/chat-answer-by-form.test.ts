import { expect, test } from 'vitest';
import { answerByForm } from '../../../server/providers/ai/chat/answer-by-form.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/** A made-up call: a gym chain looking at an access-control system. The seller asks most questions. */
const call = (lines: Array<[speaker: string, text: string]>) => madeUpCall('Academias Movimento', lines);

const gym = call([
  ['Paula Reis', 'Obrigada pelo tempo, Vítor. Como é a entrada dos alunos hoje?'],
  ['Vítor Alencar', 'Na catraca com cartão. Ano passado ficamos dez dias sem sistema por causa de um raio.'],
  ['Paula Reis', 'E o nosso sistema, quando vocês gostariam de ter?'],
  ['Vítor Alencar', 'A gente consegue estar rodando em três semanas, se a obra da recepção acabar.'],
  ['Paula Reis', 'Certo. Eu mando a proposta amanhã.'],
]);

test('words that barely reach the call still find the one line of the kind the question asks for', async () => {
  // Nobody says "começar"; "rodando" is of its subject, and only that line says a length of time.
  const answer = await ask(ai, 'Quanto tempo pra começar?', [gym]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s3']);
  expect(answer.content).toContain('três semanas');
});

test('with no word of the question reaching any line of its kind, there is no answer', async () => {
  const answer = await ask(ai, 'Quanto tempo dura a garantia do equipamento?', [gym]);
  expect(answer.citations).toEqual([]);
});

const bakeryDeal = call([
  ['Caio Brandão', 'Sueli, como vocês controlam as encomendas?'],
  ['Sueli Prado', 'No caderno, e às vezes uma encomenda se perde.'],
  ['Caio Brandão', 'Quanto vocês pagam no sistema de caixa?'],
  ['Sueli Prado', 'Pagamos oitocentos reais por mês pro sistema do caixa.'],
  ['Caio Brandão', 'O nosso custa novecentos reais por mês, com o caixa incluído.'],
  ['Sueli Prado', 'Vou pensar.'],
]);

test('a question about one side of the call is answered by that side', async () => {
  const seller = await ask(ai, 'O vendedor pediu quanto pelo sistema do caixa?', [bakeryDeal]);
  expect(seller.citations.map((citation) => citation.segmentId)).toEqual(['s4']);
  const client = await ask(ai, 'E eles, pagam quanto pelo sistema do caixa?', [bakeryDeal]);
  expect(client.citations.map((citation) => citation.segmentId)).toEqual(['s3']);
  // Said of neither side, both prices answer.
  const either = await ask(ai, 'Quanto pagam pelo sistema do caixa?', [bakeryDeal]);
  expect(either.citations.map((citation) => citation.segmentId)).toEqual(['s3', 's4']);
});

test('two lines of the kind asked for, reached alike, are no answer rather than a guess', () => {
  const lines = call([
    ['Caio Brandão', 'E a implantação?'],
    ['Sueli Prado', 'A implantação do caixa levou duas semanas.'],
    ['Sueli Prado', 'A implantação da balança levou três semanas.'],
  ]).segments;
  expect(answerByForm('duration', 'Quanto tempo a implantação?', 'Quanto tempo a implantação?', lines)).toBe(
    undefined,
  );
  // One of them reached by more of the question's words is the answer.
  expect(
    answerByForm(
      'duration',
      'Quanto tempo a implantação da balança?',
      'Quanto tempo a implantação da balança?',
      lines,
    )?.id,
  ).toBe('s2');
});

test('a question about something the call does not speak of is not answered by the kind it asks for', async () => {
  const lines = call([
    ['Paula Reis', 'Quando vocês querem começar?'],
    ['Vítor Alencar', 'Em abril, antes da Páscoa. O gerente da Unidade Centro já aprovou.'],
    ['Paula Reis', 'E quantas unidades são?'],
    ['Vítor Alencar', 'Quatro unidades, com dois mil alunos.'],
    ['Vítor Alencar', 'A verba de dez mil por mês o Rogério já separou.'],
  ]);
  // Nobody speaks of an accountant: the one line with a name that "orçamento" reaches (its subject: "verba",
  // "mil") is no answer, as a name is said loosely (any capital).
  expect((await ask(ai, 'Quem é o contador que cuida do orçamento?', [lines])).citations).toEqual([]);
  expect((await ask(ai, 'Quem é o contador da empresa?', [lines])).citations).toEqual([]);
});

test('about several meetings, the form-led answer comes from the meetings whose lines it singles out', async () => {
  const other = { ...gym, id: 'm2', title: 'Academias Movimento' };
  const answer = await ask(ai, 'O vendedor pediu quanto pelo sistema do caixa?', [bakeryDeal, other]);
  expect(answer.citations.map((citation) => [citation.meetingId, citation.segmentId])).toEqual([
    ['m1', 's4'],
  ]);
});

test('"nos" (in the) is not "nós" (we): the question still asks about the client', async () => {
  const answer = await ask(ai, 'E eles, pagam quanto nos sistemas do caixa?', [bakeryDeal]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s3']);
});
