import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { answerTypeOf } from '../../../server/providers/ai/chat/answer-type.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  ['Quanto o povo aguarda na segunda de manhã?', 'duration'],
  ['Quanto o paciente espera pra ser atendido?', 'duration'],
  ['Quanto os motoristas esperavam na doca?', 'duration'],
  ['Quanto ele espera de desconto?', 'number'],
  ['Quanto eles esperam vender no ano?', 'number'],
] as const)('"%s" asks for a %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

/** A made-up call: a clinic whose patients wait; another line says a price with the same subject's words. */
const clinic = madeUpCall('Clínica Bem Viver', [
  ['Fábio Lins', 'Onde dói mais hoje?'],
  ['Rosa Teixeira', 'Na recepção. Segunda cedo tem gente esperando duas horas.'],
  [
    'Rosa Teixeira',
    'O atendimento do paciente na recepção custa uns trinta mil por mês, com as quatro atendentes.',
  ],
]);

test('"Quanto o paciente aguarda na recepção?" is answered by how long, not by a price', async () => {
  const answer = await ask(ai, 'Quanto o paciente aguarda no atendimento da recepção?', [clinic]);
  expect(answer.citations[0]?.segmentId).toBe('s1');
  expect(answer.content).toContain('duas horas');
});
