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

/** A made-up call: a wedding-cake bakery looking at an order system. */
const bakery = madeUpCall('Confeitaria Doce Véu', [
  ['Paulo Siqueira', 'Como vocês trabalham hoje, Márcia?'],
  ['Márcia Rangel', 'O laboratório onde a gente confeita fica na Rua das Flores, atrás da loja.'],
  ['Márcia Rangel', 'A sala de degustação recebe até trinta convidados por vez.'],
  ['Paulo Siqueira', 'Pra começar, fica em quatro mil de implantação e seiscentos por mês.'],
  ['Márcia Rangel', 'O bufê parceiro usa o Festeja pra controlar os pedidos.'],
]);

test.each([
  ['Onde fica a oficina deles?', 's1', 'Rua das Flores'],
  ['Quantas pessoas cabem na sala de degustação?', 's2', 'trinta'],
  ['Qual o valor de entrada pra instalar?', 's3', 'quatro mil'],
  ['Que programa o fornecedor de comida usa?', 's4', 'Festeja'],
])('"%s" finds the line that says it in the trade\'s other word', async (question, line, fact) => {
  const answer = await ask(ai, question, [bakery]);
  expect(answer.citations[0]?.segmentId).toBe(line);
  expect(answer.content).toContain(fact);
});
