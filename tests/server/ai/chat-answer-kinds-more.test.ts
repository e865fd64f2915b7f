import { expect, test } from 'vitest';
import {
  answerTypeOf,
  countedNoun,
  placesIn,
  saysAnswerType,
} from '../../../server/providers/ai/chat/answer-type.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a chain of bicycle shops that also rents bikes, looking at a booking system. Its answers
 * are said in other words than a seller asks about them: a promise or a past length of time, a trial "por"
 * so many days, a place named by its kind, a season said as the weather, a cost put off, a free tool
 * compared, a fleet counted as bikes, what the seller offered, what a competitor uses.
 */
const bikes = madeUpCall('Pedal Certo', [
  ['Irene Macedo', 'Boa tarde, Caio. Como funciona o conserto hoje?'],
  ['Caio Fontes', 'A gente promete quatro dias úteis pra revisão completa, mas atrasa muito.'],
  ['Caio Fontes', 'No sistema antigo, o cadastro de cada aluguel levava quinze minutos no balcão.'],
  ['Irene Macedo', 'E onde vocês têm mais procura?'],
  [
    'Caio Fontes',
    'No inverno é tranquilo. No verão falta bicicleta na loja do Jardim Aurora, que fica perto do lago.',
  ],
  [
    'Caio Fontes',
    'A gente queria reformar o galpão de manutenção, que é uma obra de uns novecentos mil, mas dá pra adiar.',
  ],
  [
    'Caio Fontes',
    'Hoje a agenda é num aplicativo de graça, o Agendinha, e ele até manda lembrete. Qual a diferença?',
  ],
  ['Irene Macedo', 'Ele não controla as bicicletas alugadas nem cobra caução.'],
  ['Caio Fontes', 'Temos trezentas e vinte bicicletas de aluguel, entre urbanas e elétricas.'],
  ['Irene Macedo', 'Pra esse porte, a mensalidade fica entre dois e três mil reais.'],
  ['Caio Fontes', 'Três mil por mês eu acho salgado.'],
  ['Caio Fontes', 'A Roda Viva, aqui do lado, a gente conhece o gerente. Eles usam o BikeFlow e gostam.'],
  ['Irene Macedo', 'Podemos fazer um teste por quarenta e cinco dias numa loja.'],
]);

test.each([
  ['Em quanto tempo eles dizem que a bicicleta fica pronta?', 's1', 'quatro dias'],
  ['Quanto tempo o cadastro demorava no sistema velho?', 's2', 'quinze minutos'],
  ['Em que bairro falta bicicleta na época de calor?', 's4', 'Jardim Aurora'],
  ['Quanto custaria a obra que eles poderiam empurrar pra frente?', 's5', 'novecentos mil'],
  ['Com qual app gratuito ele comparou a gente?', 's6', 'Agendinha'],
  ['Qual o tamanho da frota de aluguel?', 's8', 'trezentas e vinte'],
  ['Que faixa de mensalidade a gente passou pra eles?', 's9', 'entre dois e três mil'],
  ['Que sistema usa a loja concorrente que eles conhecem?', 's11', 'BikeFlow'],
  ['Quanto tempo vai durar a experiência na loja?', 's12', 'quarenta e cinco dias'],
])('"%s" is answered by the line that says it', async (question, line, fact) => {
  const answer = await ask(ai, question, [bikes]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain(line);
  expect(answer.content).toContain(fact);
});

test('what we offered them is told from our side, not from their echo of it', async () => {
  const answer = await ask(ai, 'Que faixa de mensalidade a gente passou pra eles?', [bikes]);
  expect(answer.citations[0]?.segmentId).toBe('s9');
});

test('a length of time promised, taken before or given to a trial is what something takes', () => {
  expect(saysAnswerType('duration', 'A gente promete dez dias pro conserto.')).toBe(true);
  expect(saysAnswerType('duration', 'Levava meia hora por pedido.')).toBe(true);
  expect(saysAnswerType('duration', 'Um teste por trinta dias, sem custo.')).toBe(true);
  expect(saysAnswerType('duration', 'São três vezes por semana.')).toBe(false);
});

test('a range of price asks for a number, a share counts no noun, a kind of place names one', () => {
  expect(answerTypeOf('Que faixa de preço eles esperam?')).toBe('number');
  expect(countedNoun('De cada dez visitantes, quantos compram?')).toBeUndefined();
  expect(placesIn('A fila maior é na Vila Esperança.')).toEqual(['Vila Esperança']);
  expect(placesIn('A conta é na Caixa.')).toEqual([]);
});
