import { normalize } from '../text.ts';

/**
 * Questions about money and the sentences that say an amount of it. "Quanto a rede deixa de faturar?" is
 * answered by "passa de trinta mil", not by the sentence beside it counting lost appointments, though both
 * say a number: of a line's numbers, the money is what was asked.
 */

const asksHowMuch = /\bquanto\b/;
const moneyWords =
  /\b(?:custa\w*|custo|pag\w*|gast\w*|fatur\w*|cobr\w*|invest\w*|preco|precos|orcamento|verba|mensalidade|receita|prejuizo|dinheiro|reais|valor)\b/;

/** True when a question asks how much money: "quanto" and a word of money ("faturar", "custa", "preço"). */
export const asksMoney = (question: string) => {
  const plain = normalize(question);
  return asksHowMuch.test(plain) && moneyWords.test(plain);
};

/** True when a sentence says an amount of money: "trinta mil", "R$ 22", "dois milhões", "oitocentos reais". */
export const saysMoneyAmount = (sentence: string) =>
  /\b(?:mil|milhao|milhoes|bilhao|bilhoes|reais|real)\b|r\$/.test(normalize(sentence));
