import { expect, test } from 'vitest';
import {
  answerTypeOf,
  countedNoun,
  placesIn,
  saysAnswerType,
} from '../../../server/providers/ai/chat/answer-type.ts';
import { saysBareNumber } from '../../../server/providers/ai/chat/counted-in-other-words.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { asksRecord, saysRecord } from '../../../server/providers/ai/chat/records.ts';
import { asksShare, saysShare } from '../../../server/providers/ai/chat/shares.ts';
import { normalize } from '../../../server/providers/ai/text.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

/**
 * A made-up call: a chain of laundries looking at garment tracking. Its answers are said the way a reply
 * says them, not in the question's words: a bare number, a length of time alone, a share, a peak, a place
 * after "fica no", a cost in the next turn, a list of names.
 */
const laundries = madeUpCall('Lavanderias Lava Bem', [
  ['Paula Reis', 'Boa tarde, Marcos. Me conta como é a operação de vocês.'],
  [
    'Marcos Dantas',
    'A gente lava roupa de hotel e de cliente de balcão, tudo centralizado numa lavanderia industrial.',
  ],
  ['Paula Reis', 'E quantas lojas de balcão vocês têm?'],
  ['Marcos Dantas', 'Dezesseis. Dez próprias e seis franqueadas.'],
  ['Paula Reis', 'E do balcão até devolver a peça, demora?'],
  ['Marcos Dantas', 'Três, quatro dias úteis, dependendo da peça.'],
  ['Paula Reis', 'E tem muita peça que volta?'],
  ['Marcos Dantas', 'Duas em cada dez, mancha que não saiu, botão quebrado.'],
  ['Marcos Dantas', 'No pior mês, lá em dezembro, a gente chegou a lavar noventa toneladas.'],
  ['Paula Reis', 'E a lavanderia central, é aqui perto?'],
  ['Marcos Dantas', 'Fica no Ipiranga, perto da Via Anchieta.'],
  ['Marcos Dantas', 'A gente também quer reformar a caldeira.'],
  ['Marcos Dantas', 'Essa fica em torno de trezentos mil, pelo que o técnico passou.'],
  ['Marcos Dantas', 'A concorrente, a Lavix, veio aqui mês passado.'],
  ['Paula Reis', 'E o que eles mostraram?'],
  ['Marcos Dantas', 'Um aplicativo deles, o LavaFácil, com chat pro cliente.'],
  ['Paula Reis', 'Pra começar, podemos fazer um teste em três lojas.'],
  ['Marcos Dantas', 'Pode ser. Tatuapé, Santana e Lapa, que são as mais cheias.'],
]);

test.each([
  // A count said as a bare number, its parts after it.
  ['Quantos pontos de atendimento eles têm ao todo?', 's3', 'dezesseis'],
  ['De que tamanho é a rede de balcão?', 's3', 'dezesseis'],
  // A length of time said alone, as a range.
  ['Em quanto tempo a roupa fica pronta?', 's5', 'três, quatro dias'],
  // A share, asked by its base or its name.
  ['De cada cem peças, quantas voltam com problema?', 's7', 'duas em cada dez'],
  ['Que porcentagem das peças precisa ser refeita?', 's7', 'duas em cada dez'],
  // A record, told as a peak.
  ['Qual a maior quantidade de roupa já registrada?', 's8', 'noventa toneladas'],
  // A place after a word that locates it.
  ['Que bairro abriga a lavanderia central?', 's10', 'Ipiranga'],
  // A cost the same speaker says in the next line.
  ['Quanto custaria a reforma da caldeira?', 's12', 'trezentos mil'],
  // A competitor's product, named in the reply to a follow-up about it.
  ['Que sistema o concorrente apresentou?', 's15', 'LavaFácil'],
  // A list of names, in reply to an offer.
  ['Quais lojas entram no teste?', 's17', 'Tatuapé, Santana e Lapa'],
])('"%s" is answered by the line that says it', async (question, line, fact) => {
  const answer = await ask(ai, question, [laundries]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain(line);
  expect(answer.content).toContain(fact);
});

test('a bare count is told before its parts, and the total before a count of something else', async () => {
  const answer = await ask(ai, 'De que tamanho é a rede de balcão?', [laundries]);
  expect(answer.citations[0]?.segmentId).toBe('s3');
  expect(answer.content).toContain('Marcos respondeu: dezesseis; dez próprias e seis franqueadas [1].');
});

test('a record nobody spoke of is not answered by any peak nor by the largest price', async () => {
  expect((await ask(ai, 'Qual a maior multa ambiental já recebida?', [laundries])).citations).toEqual([]);
  // "paga" is a word of price, and the call says a price: still no fine was spoken of.
  expect((await ask(ai, 'Qual a maior multa já paga?', [laundries])).citations).toEqual([]);
});

test('a share, a record and a size are read from how the question is built', () => {
  expect(answerTypeOf('Que porcentagem dos pedidos atrasa?')).toBe('share');
  expect(answerTypeOf('De cada dez clientes, quantos renovam?')).toBe('share');
  expect(answerTypeOf('Qual a maior fila já registrada?')).toBe('number');
  expect(answerTypeOf('Qual o maior cliente deles?')).toBeUndefined();
  expect(answerTypeOf('Quais cidades recebem o piloto?')).toBe('name');
  expect(answerTypeOf('Quais filiais entram primeiro?')).toBe('name');
  expect(answerTypeOf('Qual o prazo de entrega hoje?')).toBe('duration');
  expect(countedNoun('De que tamanho é a frota?')).toBe('frota');
  expect(countedNoun('Quantos pontos de venda eles têm?')).toBe('pontos');
  expect(asksShare(normalize('Em quantos por cento caiu?'))).toBe(true);
  expect(asksRecord(normalize('Qual foi a maior conta já paga?'))).toBe(true);
  expect(asksRecord(normalize('Qual a maior dificuldade hoje?'))).toBe(false);
});

test('a line says a share, a bare number, a record, a length of time or a place by its form', () => {
  expect(saysShare(normalize('Uns trinta por cento, por aí.'))).toBe(true);
  expect(saysShare(normalize('Um de cada cinco não paga.'))).toBe(true);
  expect(saysShare(normalize('A cada dez minutos o painel atualiza.'))).toBe(false);
  expect(saysBareNumber('São onze, ao todo.')).toBe(true);
  expect(saysBareNumber('Onze lojas.')).toBe(false);
  expect(saysRecord('Teve um dia que chegou a trezentos caminhões na fila.')).toBe(true);
  expect(saysRecord('O pior é a fila.')).toBe(false);
  expect(saysAnswerType('duration', 'Doze, treze dias, no máximo.')).toBe(true);
  expect(saysAnswerType('duration', 'Falta vigilância vinte e quatro horas.')).toBe(false);
  expect(placesIn('A oficina fica no Cambuí, perto da Norte-Sul.')).toContain('Cambuí');
  expect(placesIn('Quem assina é o Sérgio.')).toEqual([]);
});
