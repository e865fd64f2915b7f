import { expect, test } from 'vitest';
import { asksHowMuchItHolds, saysCapacity } from '../../../server/providers/ai/chat/capacity.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { contentStems } from '../../../server/providers/ai/text.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  ['Quanto cabe em cada tanque?', true],
  ['Quantos convidados comporta o salão?', true],
  ['Qual a capacidade da câmara fria?', true],
  // Look-alikes: how many there are, and a fit that is no amount.
  ['Quantos tanques eles têm?', false],
  ['O sistema cabe no orçamento?', false],
] as const)('"%s" asks how much something holds: %s', (question, asks) => {
  expect(asksHowMuchItHolds(question)).toBe(asks);
});

test.each([
  ['O leite vai pro tanque de 5 mil litros.', 'tanque', true],
  ['O salão grande pega duzentos convidados.', 'salão', true],
  // Look-alikes: a price beside the thing, and things counted.
  ['O tanque de 5 mil reais quebrou.', 'tanque', false],
  ['Temos três tanques na fazenda.', 'tanque', false],
] as const)('"%s" says how much a %s holds: %s', (line, thing, says) => {
  expect(saysCapacity(line, new Set(contentStems(thing)))).toBe(says);
});

/** A made-up call: a dairy whose tanks are counted in one line and measured in another. */
const dairy = madeUpCall('Laticínio Serra Azul', [
  ['Bruna Teles', 'Seu Otávio, como vocês recebem o leite hoje?'],
  ['Otávio Prado', 'O produtor entrega no fim da tarde e o leite vai pro tanque de 5 mil litros, resfriado.'],
  ['Bruna Teles', 'E já teve perda?'],
  [
    'Otávio Prado',
    'Mês passado dois tanques azedaram, e jogamos fora três tanques inteiros, uns 40 mil reais de prejuízo.',
  ],
]);

test('how much each tank holds is answered by the line that measures it, not by one counting tanks', async () => {
  const answer = await ask(ai, 'Quanto cabe em cada tanque?', [dairy]);
  expect(answer.citations[0]?.segmentId).toBe('s1');
  expect(answer.content).toContain('5 mil litros');
});
