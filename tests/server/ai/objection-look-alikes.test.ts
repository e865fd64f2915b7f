import { describe, expect, test } from 'vitest';
import { findSignals } from '../../../server/providers/ai/signals/index.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * Lines that look like an objection of one kind but voice another or none, each made up in businesses unlike
 * the labelled calls' (a bakery chain, a veterinary clinic, a printing shop, a dance school, a car rental),
 * so what is tested is the class, not a sentence the rules were tuned on.
 */
const kindsAfter = (sellerLine: string, reply: string) =>
  findSignals(
    call(
      ['Vendedor', 'Como vocês fazem isso hoje?'],
      ['Cliente', 'Cada loja faz do seu jeito, numa planilha.'],
      ['Vendedor', sellerLine],
      ['Cliente', reply],
    ),
  )
    .filter((signal) => signal.kind === 'objection' && signal.segmentId === 's3')
    .map((signal) => signal.value);

const pitch = 'A plataforma junta os pedidos de todas as lojas num painel só.';
const price = 'O plano para as doze lojas sai por dois mil e quatrocentos por mês.';

describe('objections and their look-alikes', () => {
  test.each([
    // Set against what they pay today, the offer wins: a reason to buy, not a rival.
    ['Hoje a gente paga quase o dobro pro fornecedor atual, então já sairia mais barato.', []],
    // A worry that names its topic is about that topic only.
    ['Uma preocupação: as fichas dos animais ficariam guardadas onde?', ['segurança']],
    ['Meu receio é que isso precise passar pelo comitê de compras, que segura tudo.', ['aprovação']],
    // A worry about their people is still a doubt of fit.
    ['Meu receio é que as professoras não vão usar.', ['aderência']],
    // Asking to be sent a document is a step, not a concern.
    ['Me encaminha a política de privacidade de vocês, que eu quero ler.', []],
    // Orders lost because a rival answered first are the pain the offer answers, not a rival weighed.
    ['Semana passada a gente perdeu três encomendas porque a concorrente entregou antes.', []],
    ['Perdemos uns vinte clientes que a concorrência atendeu mais rápido.', []],
    // Three quotes the client brings to a test are a task; three quotes a rule demands are a gate.
    ['Fechado. Eu separo três orçamentos reais pra gente testar na demonstração.', []],
    ['Aqui toda compra precisa de três orçamentos antes de ir pro financeiro.', ['aprovação']],
  ])('"%s" voices %j', (reply, kinds) => {
    expect(kindsAfter(pitch, reply)).toEqual(kinds);
  });

  test('an amount beside a gate is its threshold, not a pushback on price', () => {
    expect(
      kindsAfter(price, 'Acima de cinco mil qualquer compra precisa do aval da diretoria da gráfica.'),
    ).toEqual(['aprovação']);
  });

  test('a price judged after the price is still one', () => {
    expect(kindsAfter(price, 'Achei bem salgado pra uma locadora do nosso tamanho.')).toEqual(['preço']);
  });
});
