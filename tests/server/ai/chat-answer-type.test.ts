import { expect, test } from 'vitest';
import {
  answerTypeOf,
  countedNoun,
  saysAnswerType,
  statesCount,
} from '../../../server/providers/ai/chat/answer-type.ts';

test.each([
  ['Quantos pedidos saem por dia?', 'number'],
  ['Em quanto a tarifa cresceu recentemente?', 'number'],
  ['A taxa de cancelamento caiu pra quanto?', 'number'],
  ['O orçamento cabe no bolso deles?', 'number'],
  ['Quanto tempo leva a migração?', 'duration'],
  ['Quanto demora pra treinar a equipe?', 'duration'],
  ['Dá pra fazer tudo em duas semanas?', 'duration'],
  ['Qual painel eles usam?', 'name'],
  ['Qual é a taxa de instalação?', 'number'],
  ['Quando começa a vacinação?', 'date'],
  ['Até quando estão presos ao contrato?', 'date'],
  ['Em que mês querem a ferramenta funcionando?', 'date'],
  ['Quem assina o contrato?', 'person'],
  ['Com quem o Giovanni divide a escolha?', 'person'],
  ['Qual software de prontuário eles usam?', 'name'],
  ['Em que cidade fica a fábrica nova?', 'place'],
  ['Que parte das vendas vem do site?', 'share'],
  ['Qual banco eles usam para cobrar?', 'name'],
  ['Em quantos dias fica pronto?', 'duration'],
  ['O preço coube no bolso?', 'number'],
  ['Com que transportadora trabalham hoje?', 'name'],
  ['Qual é o gasto mensal com frete?', 'number'],
  ['Qual foi o pior efeito da demora?', undefined],
  ['Por que perderam clientes?', undefined],
])('“%s” asks for %s', (question, type) => {
  expect(answerTypeOf(question)).toBe(type);
});

test('a line says the kind of answer asked for by what it holds, not by its subject', () => {
  expect(saysAnswerType('number', 'Onze restaurantes, e devemos abrir mais dois.')).toBe(true);
  expect(saysAnswerType('number', 'Chega atrasado, sempre.')).toBe(false);
  expect(saysAnswerType('date', 'O ideal é já estar rodando em maio.')).toBe(true);
  expect(saysAnswerType('person', 'No fim quem dá o ok são os sócios, o Henrique e a Sônia.')).toBe(true);
  expect(saysAnswerType('person', 'Vai pro conselho do grupo.')).toBe(true);
  // A capital that opens a sentence is not a name.
  expect(saysAnswerType('name', 'Cada loja tem um tablet. Tudo é redigitado.')).toBe(false);
  expect(saysAnswerType('name', 'A gente usa o VetSoft há anos.')).toBe(true);
  // A length of time is what something takes, not how often nor what is covered.
  expect(saysAnswerType('duration', 'A migração leva umas três semanas.')).toBe(true);
  expect(saysAnswerType('duration', 'Temos sessenta dias pra trocar.')).toBe(true);
  expect(saysAnswerType('duration', 'Sincroniza a cada quinze minutos.')).toBe(false);
  expect(saysAnswerType('duration', 'Falta vigilância vinte e quatro horas.')).toBe(false);
});

test('a share said without a number answers a number question', () => {
  expect(saysAnswerType('number', 'Quase um terço não aparece.')).toBe(true);
  expect(saysAnswerType('number', 'Metade some no segundo mês.')).toBe(true);
});

test('a line counts things when a number is followed by what it counts, not by money, time or a share', () => {
  expect(countedNoun('Quantos veículos a frota tem?')).toBe('veiculos');
  // "Quantos dias...?" asks for a length of time, "Quantos reais...?" for money: nothing counted.
  expect(countedNoun('Em quantos dias fica pronto?')).toBeUndefined();
  expect(countedNoun('Quantos reais pagam por mês?')).toBeUndefined();
  expect(statesCount('Temos dezoito caminhões e seis vans.')).toBe(true);
  expect(statesCount('Uns seis mil alunos nas cinco unidades.')).toBe(true);
  expect(statesCount('Há quinze dias ninguém liga.')).toBe(false);
  expect(statesCount('Custa quarenta mil reais.')).toBe(false);
  expect(statesCount('Caiu vinte por cento.')).toBe(false);
});
