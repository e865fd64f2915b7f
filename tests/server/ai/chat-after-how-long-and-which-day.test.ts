import { expect, test } from 'vitest';
import { saysAnswerType } from '../../../server/providers/ai/chat/answer-type.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  // After how long something happens: "noventa dias depois", "sessenta dias após".
  ['As fotos do laudo somem do sistema noventa dias depois da vistoria.', true],
  ['O boleto é cancelado sessenta dias após o vencimento.', true],
  // How long a wait grows to: "chega a quarenta minutos".
  ['No sábado a fila do caixa chega a uma hora.', true],
  ['Em dezembro a espera na oficina chegava a três semanas.', true],
  // Look-alikes: how often, and a count that arrives.
  ['A coleta passa a cada trinta dias depois da primeira visita.', false],
  ['Chegam dois caminhões por dia no depósito.', false],
] as const)('"%s" says a length of time: %s', (line, says) => {
  expect(saysAnswerType('duration', line)).toBe(says);
});

test.each([
  // The day a body meets, said by its place in the month.
  ['O conselho se reúne na primeira segunda do mês.', true],
  ['A diretoria senta toda última sexta pra aprovar compra.', true],
  // Look-alike: a week said by its place is no day.
  ['Na última semana entraram três pedidos.', false],
] as const)('"%s" says a date: %s', (line, says) => {
  expect(saysAnswerType('date', line)).toBe(says);
});

/** A made-up call: a private school whose board meets monthly; the seller names a deadline of her own. */
const school = madeUpCall('Colégio Horizonte', [
  ['Paula Reis', 'Quem aprova a troca do sistema da secretaria?'],
  ['Sérgio Matos', 'A mantenedora. Eles se reúnem uma vez por mês, sempre na primeira terça.'],
  ['Paula Reis', 'Então eu mando a proposta até sexta, pra entrar na reunião da mantenedora.'],
]);

test('"Em que dia..." a body meets is answered with the day it meets, said by its place in the month', async () => {
  const answer = await ask(ai, 'Em que dia a mantenedora se junta pra decidir?', [school]);
  expect(answer.citations.map(({ segmentId }) => segmentId)).toContain('s1');
  expect(answer.content).toContain('primeira terça');
});

/** A made-up call: a gym chain told the price of a face-reading turnstile by the seller. */
const gym = madeUpCall('Academia Pulso', [
  ['Lívia Campos', 'Renato, como vocês controlam a entrada dos alunos hoje?'],
  [
    'Renato Alves',
    'Somos três academias, com duas catracas velhas em cada uma, e a gente gasta uns quatro mil por mês de manutenção.',
  ],
  ['Lívia Campos', 'A nossa catraca facial sai 9 mil cada, ou aluguel de 300 por mês.'],
  ['Renato Alves', 'Vou ver com o meu sócio.'],
]);

test.each([
  ['Quanto custa cada catraca se eles comprarem?', '9 mil'],
  ['Qual o preço de cada catraca caso eles comprem?', '9 mil'],
  ['Quanto fica a catraca se eles quiserem alugar?', '300 por mês'],
])('the price of what the client would buy ("%s") is the seller\'s line', async (question, fact) => {
  const answer = await ask(ai, question, [gym]);
  expect(answer.citations.map(({ segmentId }) => segmentId)).toContain('s2');
  expect(answer.content).toContain(fact);
});

test("what the client spends today is still only the client's line", async () => {
  const answer = await ask(ai, 'Quanto eles gastam com manutenção por mês?', [gym]);
  expect(answer.citations.map(({ segmentId }) => segmentId)).toEqual(['s1']);
});
