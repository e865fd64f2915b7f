import { expect, test } from 'vitest';
import type { ChatContextMeeting } from '../../../server/providers/ai/chat/chat-ai.ts';
import { createEmbeddedChatAi } from '../../../server/providers/ai/chat/embedded.ts';
import { ask } from './chat-support.ts';
import { madeUpCall } from './made-up-call.ts';

const ai = createEmbeddedChatAi();

const meeting = (title: string, segments: ChatContextMeeting['segments']): ChatContextMeeting => ({
  id: 'm1',
  title,
  startTime: '2026-03-02T14:00:00Z',
  segments,
});

/**
 * A made-up call: a chain of bakeries looking at an ordering system. It says counts, prices, times, a share,
 * places and names, but never speaks of cars, trucks, insurance, rent, fuel, beer or football.
 */
const bakeries = meeting(
  'Padaria Trigo Bom',
  madeUpCall(
    ['Lívia Castro', 'Boa tarde, seu Adalberto. Quantas lojas vocês têm hoje?'],
    ['Adalberto Pires', 'São nove lojas, com uns sessenta funcionários ao todo.'],
    ['Lívia Castro', 'E quanto vocês pagam pelo sistema de pedidos?'],
    ['Adalberto Pires', 'Pagamos seiscentos reais por mês pela licença, e a fornada da manhã atrasa sempre.'],
    ['Adalberto Pires', 'Uns trinta por cento das encomendas chegam pelo WhatsApp.'],
    ['Adalberto Pires', 'A loja maior fica em Pinheiros, perto da estação.'],
    ['Adalberto Pires', 'Quem decide a compra é a minha sócia, a Dona Cecília, até o fim de abril.'],
  ),
);

test.each([
  // Counts.
  'De que tamanho é a frota de caminhões?',
  'Quantos sócios tem o clube de futebol?',
  // Prices.
  'Quanto custaria o seguro dos carros?',
  'Qual o valor do aluguel do galpão?',
  // Times.
  'Quando vence o contrato de aluguel do galpão?',
  'Quanto tempo dura a reforma da fachada?',
  // Shares.
  'Qual a porcentagem de motoristas terceirizados?',
  // Places.
  'Onde fica o depósito de combustível?',
  // Names.
  'Quais marcas de cerveja eles vendem?',
  'Qual o nome do time de futebol da empresa?',
  // Who.
  'Quem cuida da manutenção dos fornos a lenha?',
])('"%s" is about something the call never spoke of: no answer', async (question) => {
  const answer = await ask(ai, question, [bakeries]);
  expect(answer.citations).toEqual([]);
  expect(answer.content).toContain('Não encontrei');
});

/**
 * The same kinds of questions about things the call did speak of, some in other words the thesaurus knows
 * ("frota" where they count "vans", "equipe" where they count "funcionários").
 */
const bakeriesThatDeliver = meeting(
  'Padaria Trigo Bom',
  madeUpCall(
    ['Lívia Castro', 'Boa tarde, seu Adalberto. Como funcionam as entregas?'],
    ['Adalberto Pires', 'Temos sete vans de entrega, e o seguro delas custa novecentos reais por mês.'],
    ['Adalberto Pires', 'O contrato de aluguel do galpão vence em agosto.'],
    ['Adalberto Pires', 'Uns quarenta por cento dos motoristas são terceirizados.'],
    ['Adalberto Pires', 'O depósito de farinha fica em Osasco, do lado da rodovia.'],
    ['Adalberto Pires', 'Na equipe são sessenta funcionários, e o Rogério cuida da manutenção dos fornos.'],
  ),
);

test.each([
  ['De que tamanho é a frota de veículos?', 'sete'],
  ['Quanto custa o seguro dos carros?', 'novecentos'],
  ['Quando vence o contrato de aluguel do galpão?', 'agosto'],
  ['Qual a porcentagem de motoristas terceirizados?', 'quarenta'],
  ['Onde fica o depósito de farinha?', 'Osasco'],
  ['Qual o tamanho da equipe de vendedores?', 'sessenta'],
  ['Quem cuida da manutenção dos fornos?', 'Rogério'],
])('"%s", said in the call or in other words, is answered', async (question, fact) => {
  const answer = await ask(ai, question, [bakeriesThatDeliver]);
  expect(answer.citations.length).toBeGreaterThan(0);
  expect(answer.content).toContain(fact);
});
