import { expect, test } from 'vitest';
import { computeEnrichment } from '../../../server/providers/ai/enrichment.ts';
import { madeUpCall as call } from './made-up-call.ts';

/**
 * The summary's "Orçamento" is a budget said, as the template's budget answer reads one: in a trade whose
 * quotes are "orçamentos" (a print shop) the quotes share the word without saying what the client can spend.
 */
const printShop: Array<[string, string]> = [
  ['Vendedor', 'Bom dia, Camila! Obrigado pelo tempo. Me conta um pouco como vocês tocam a gráfica hoje.'],
  [
    'Cliente',
    'Bom dia. A gente tem duas unidades, aqui em Sorocaba e uma em Itu, e imprime uns quatrocentos pedidos por mês. Hoje o orçamento é todo na planilha e no WhatsApp.',
  ],
  ['Vendedor', 'E onde isso mais aperta pra vocês?'],
  [
    'Cliente',
    'O orçamento demora. O cliente pede de manhã e a resposta sai no fim do dia, às vezes no outro. No mês passado a gente perdeu uns doze pedidos porque o concorrente respondeu antes.',
  ],
  ['Vendedor', 'Doze pedidos, quanto isso representa em faturamento?'],
  [
    'Cliente',
    'Dá uns trinta mil reais por mês que escapam. E a equipe fica apagando incêndio em vez de vender.',
  ],
  [
    'Vendedor',
    'Com o nosso sistema o orçamento sai em cinco minutos, com preço de papel e acabamento já calculado. O plano pra duas unidades fica em novecentos reais por mês.',
  ],
  [
    'Cliente',
    'Novecentos está acima do que eu tinha pensado. Eu tenho uns seiscentos aprovados pra sistema esse ano.',
  ],
  ['Vendedor', 'Entendo. E quem decide a compra além de você?'],
  ['Cliente', 'Quem assina é o meu sócio, o Renato. Ele vai querer ver funcionando antes.'],
  [
    'Cliente',
    'E outra coisa: os arquivos dos clientes ficam onde? Tem cliente nosso que é banco e pede sigilo.',
  ],
  [
    'Vendedor',
    'Ficam em servidor no Brasil, criptografados. Eu te mando o documento de segurança hoje ainda e marco uma demonstração com o Renato na quinta.',
  ],
  ['Cliente', 'Fechado. Eu separo três orçamentos reais pra gente testar na demonstração.'],
];
const budgetLine = (lines: Array<[string, string]>) =>
  computeEnrichment('m', call(...lines))
    .summary.split('\n')
    .find((line) => line.startsWith('Orçamento:'));

test('the budget said is the summary\'s "Orçamento", not the quotes brought to a test', () => {
  expect(budgetLine(printShop)).toMatch(/^Orçamento: Cliente disse que tem uns seiscentos aprovados/);
});

test('a call whose only "orçamentos" are quotes has no "Orçamento" line', () => {
  const withoutBudget = printShop.map(([speaker, text]): [string, string] => [
    speaker,
    text.replace(/ Eu tenho uns seiscentos aprovados pra sistema esse ano\./, ''),
  ]);
  expect(budgetLine(withoutBudget)).toBeUndefined();
});
