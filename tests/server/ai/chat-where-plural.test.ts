import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a chain of bakeries. "Em que cidades ficam...?" asks for a place as "Em que cidade fica...?"
 * does: "ficam" is the question's form, and a line where something "fica" parado is no answer.
 */
const bakeries = madeUpCall('Padarias Trigal', [
  ['Igor Matos', 'Me conta da rede, Luana.'],
  ['Luana Reis', 'A gente tem seis lojas, em Londrina e Maringá.'],
  ['Luana Reis', 'O forno fica parado das duas às quatro, e a massa fica esperando no balcão.'],
  ['Luana Reis', 'Se o pedido fica pra amanhã, a loja fica sem pão de queijo.'],
]);

test.each([
  ['Em que cidades ficam as lojas?'],
  ['Em quais municípios ficam as lojas da rede?'],
  ['Em que lugares ficam as lojas deles?'],
])('"%s" asks where: the line naming the places answers, not one that only says "fica"', async (question) => {
  const answer = await ask(ai, question, [bakeries]);
  expect(answer.citations.map((citation) => citation.segmentId)).not.toContain('s2');
  expect(answer.citations.map((citation) => citation.segmentId)).not.toContain('s3');
  expect(answer.citations[0]?.segmentId).toBe('s1');
  expect(answer.content).toContain('Londrina');
});
