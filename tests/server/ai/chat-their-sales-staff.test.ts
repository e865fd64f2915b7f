import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a snack distributor whose own salespeople call on the shops. A question about "o
 * representante" or "o vendedor" who visits each customer, or "o vendedor deles", asks about the client's
 * staff, so the client's line answers it, not this call's seller.
 */
const snacks = madeUpCall('Salgadinhos Crocante', [
  ['Marcos Teles', 'Bom dia, Joana. Como vocês vendem hoje?'],
  ['Joana Freitas', 'O nosso vendedor passa em cada mercadinho a cada dez dias e tira o pedido no papel.'],
  ['Joana Freitas', 'São catorze vendedores, cada um com uma rota fixa.'],
  ['Marcos Teles', 'Com o aplicativo, eu passo pra vocês uma visita por semana de acompanhamento.'],
]);

test.each([
  ['De quanto em quanto tempo o representante visita cada cliente?', 's1', 'a cada dez dias'],
  ['Com que frequência o vendedor deles passa nos pontos?', 's1', 'a cada dez dias'],
  ['A cada quanto tempo o vendedor de campo visita cada ponto?', 's1', 'a cada dez dias'],
])('"%s" asks about the client\'s own sales staff', async (question, line, fact) => {
  const answer = await ask(ai, question, [snacks]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
