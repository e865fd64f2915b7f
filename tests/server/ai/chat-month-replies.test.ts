import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a chain of gyms. A reply that opens with a month ("Março, depois do carnaval.") answers
 * "Quando...?" with it, though no "em" comes before the month; a line sharing the question's words and
 * saying an hour must not answer in its place.
 */
const gyms = madeUpCall('Academia Pulso', [
  ['Sérgio Vidal', 'Como está o movimento das unidades?'],
  [
    'Patrícia Gomes',
    'De manhã lota das seis às oito, e à tarde a recepção fica parada, o movimento cai muito.',
  ],
  ['Sérgio Vidal', 'E quando dá pra treinar a recepção no sistema novo?'],
  ['Patrícia Gomes', 'Março, depois do carnaval. Aí o movimento cai e dá pra treinar todo mundo.'],
  ['Sérgio Vidal', 'E a troca das catracas?'],
  ['Patrícia Gomes', 'Só em agosto, quando acaba o contrato da locadora das catracas.'],
]);

test.each([
  ['Quando o fluxo diminui o bastante pra capacitar a equipe?', 's3', 'Março'],
  ['Em que época dá pra treinar a recepção?', 's3', 'Março'],
  ['Quando eles trocam as catracas?', 's5', 'agosto'],
])('"%s" is answered by the reply that opens with a month', async (question, line, fact) => {
  const answer = await ask(ai, question, [gyms]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
