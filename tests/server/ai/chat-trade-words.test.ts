import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a drinks distributor looking at route planning. Each question names its subject in another
 * word of the same trade than the client used ("condutores" for "motoristas", "concorrente" for "outras
 * opções", "agricultores" for "produtores"), which the thesaurus joins.
 */
const distributor = madeUpCall('Distribuidora Gelada', [
  ['Renata Lopes', 'Bom dia, Carlos. Como funciona a distribuidora de vocês hoje?'],
  ['Carlos Meireles', 'A gente entrega bebidas para uns trezentos bares da zona norte.'],
  ['Renata Lopes', 'Vocês já olharam outras opções?'],
  ['Carlos Meireles', 'Conversamos com a Roteiriza, mas achamos complicado demais para a equipe.'],
  ['Renata Lopes', 'Quantos caminhões vocês têm?'],
  ['Carlos Meireles', 'São doze caminhões e dezoito motoristas.'],
  ['Carlos Meireles', 'Parte da cerveja artesanal vem de sete produtores do interior.'],
  ['Carlos Meireles', 'Os clientes pagam em até três parcelas no boleto.'],
  ['Renata Lopes', 'Combinado, eu te mando a proposta até sexta.'],
]);

test.each([
  ['Que concorrente eles avaliaram?', 's3', 'Roteiriza'],
  ['Quantos condutores eles têm?', 's5', 'dezoito motoristas'],
  ['De quantos agricultores vem a cerveja artesanal?', 's6', 'sete produtores'],
  ['Em quantas prestações os bares pagam?', 's7', 'três parcelas'],
])('"%s" finds the line that says it in the trade\'s other word', async (question, line, fact) => {
  const answer = await ask(ai, question, [distributor]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
