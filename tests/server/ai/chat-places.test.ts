import { expect, test } from 'vitest';
import { answerTypeOf, placesIn } from '../../../server/providers/ai/chat/answer-type.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask, madeUpCall } from './chat-support.ts';

const ai = createEmbeddedChatAi();

test.each([
  ['Em que cidade fica o depósito?', 'place'],
  ['Onde fica a fábrica deles, geograficamente?', 'place'],
  ['Pra onde vão os pedidos?', 'place'],
  ['Qual é o estado da sede?', 'place'],
  ['Qual sistema eles usam?', 'name'],
] as const)('"%s" asks for a %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

test('a place is a name after "em"/"de" or after a noun of places, not a person after "pra"', () => {
  expect(placesIn('Temos duas lojas, uma em Ribeirão Preto e outra perto do shopping.')).toEqual([
    'Ribeirão Preto',
  ]);
  expect(placesIn('O galpão da Vila Leopoldina já está cheio.')).toEqual(['Vila Leopoldina']);
  expect(placesIn('Eu mando a proposta pra Fernanda e pro Otávio amanhã.')).toEqual([]);
  expect(placesIn('Cuido das contas de TI aqui.')).toEqual([]);
});

/** A made-up call: a veterinary distributor looking at route software. */
const distributor = madeUpCall('Distribuidora Pet Norte', [
  ['Helena Duarte', 'Otávio, como vocês montam as rotas dos caminhões hoje?'],
  ['Otávio Ramos', 'Na mão. São doze caminhões saindo todo dia do nosso centro em Feira de Santana.'],
  ['Helena Duarte', 'E quantas entregas cada um faz?'],
  ['Otávio Ramos', 'Umas trinta por dia, mas sempre sobra pedido pra amanhã.'],
  ['Helena Duarte', 'Posso fazer um teste com duas rotas no mês que vem, sem custo.'],
  ['Otávio Ramos', 'Aí sim. Pode ser na filial de Alagoinhas, que é menor.'],
  ['Helena Duarte', 'Perfeito, mando o termo do teste pro Otávio na segunda.'],
]);

/** A made-up call: a dairy cooperative looking at cold-chain sensors. */
const dairy = madeUpCall('Laticínios Serra Azul', [
  ['Bruna Teles', 'Seu Aurélio, como vocês acompanham a temperatura dos tanques hoje?'],
  ['Aurélio Castro', 'Um técnico passa de manhã e anota. São quarenta tanques, todos lá em Poços de Caldas.'],
  ['Bruna Teles', 'E já perderam leite por isso?'],
  ['Aurélio Castro', 'Mês passado foram uns oito mil litros, um compressor parou de madrugada.'],
]);

test('where something is, said in a line the question does not reach, is the one line naming a place', async () => {
  // Nobody says "cidade" or "medem": the question's form asks for a place, its subject is said ("temperatura"),
  // and one line names a place.
  const answer = await ask(ai, 'Em que cidade eles medem a temperatura?', [dairy]);
  expect(answer.citations.map((citation) => citation.segmentId)).toEqual(['s1']);
  expect(answer.content).toContain('Poços de Caldas');
});

test('the reply to the line the question reaches answers it when only the reply says the kind asked', async () => {
  const answer = await ask(ai, 'Onde vai acontecer o piloto gratuito?', [distributor]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain('s5');
  expect(answer.content).toContain('Alagoinhas');
});

/** A made-up call: a bus company looking at fleet telemetry; the seller asks first. */
const buses = madeUpCall('Viação Litoral', [
  ['Renan Costa', 'Dona Sílvia, como está o consumo da frota?'],
  ['Sílvia Moura', 'Tem ônibus fazendo dois e meio de média, quando deveria fazer três e vinte.'],
  ['Renan Costa', 'Dois e meio quilômetros por litro?'],
  ['Sílvia Moura', 'Isso. E o motorista que dirige mal nem percebe.'],
  ['Jorge Moura', 'E a garagem já tem vinte e dois anos, precisa de reforma.'],
]);

test('an echoing question points back at the line it repeats, which says the number', async () => {
  const answer = await ask(ai, 'Quantos quilômetros por litro faz o pior ônibus?', [buses]);
  expect(answer.citations.map((citation) => citation.segmentId)).toContain('s1');
  expect(answer.content).toContain('dois e meio');
});

test('a client going on from another client is no reply: it does not take their line’s score', async () => {
  // Sílvia's line is about drivers and says no number; Jorge's after it says one about something else.
  const answer = await ask(ai, 'Quantos motoristas dirigem mal?', [buses]);
  expect(answer.citations.map((citation) => citation.segmentId)).not.toContain('s4');
});

test.each([
  ['Qual o limite pra ter o sistema rodando?', 'date'],
  ['Qual o limite de usuários por licença?', 'number'],
] as const)('"%s" asks for a %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

test('among several meetings, each naming one place, a place is not guessed for a subject none spoke of', async () => {
  const other = madeUpCall('Padaria Trigo Bom', [
    ['Bruna Teles', 'Como vocês fazem as encomendas hoje?'],
    ['Rui Lopes', 'Pelo telefone, e a farinha vem de um moinho em Ponta Grossa.'],
  ]);
  const answer = await ask(ai, 'Em que cidade fica o galpão?', [dairy, { ...other, id: 'm2' }]);
  expect(answer.citations).toEqual([]);
});
