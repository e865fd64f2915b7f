import { expect, test } from 'vitest';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { placesIn } from '../../../server/providers/ai/chat/answer-type.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  ['A gente tem uma câmara fria aqui no Maracanaú, e dez caminhões.', 'Maracanaú'],
  ['A fábrica é aqui na Mooca, perto do metrô.', 'Mooca'],
  ['Os barcos ficam cá no Mucuripe.', 'Mucuripe'],
])('"%s" says where: "aqui no..." locates', (text, place) => {
  expect(placesIn(text)).toContain(place);
});

test('"aqui do Nordeste" says what kind of business, not where one is', () => {
  expect(placesIn('Em outro BPO aqui do Nordeste, a gente começou por venda casada.')).toEqual([]);
});

/** A made-up call: a frozen-fish distributor whose cold room is "aqui no" a town, said to the seller. */
const fish = madeUpCall('Pescados Maré Alta', [
  ['Ricardo Lima', 'Como é a estrutura de vocês hoje?'],
  ['Sônia Prates', 'A câmara fria fica aqui no Pecém, e tem seis caminhões baú.'],
  ['Sônia Prates', 'Dá pra ver a câmara e os caminhões num painel só?'],
  ['Ricardo Lima', 'Dá, o mesmo sensor vai na câmara e no baú, e fica tudo num painel.'],
]);

test('"Onde fica o depósito deles?" finds the line that locates it with "aqui no"', async () => {
  const answer = await ask(ai, 'Onde fica o depósito refrigerado deles?', [fish]);
  expect(answer.citations[0]?.segmentId).toBe('s1');
  expect(answer.content).toContain('Pecém');
});
