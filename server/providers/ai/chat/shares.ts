/**
 * Questions about a share of a whole ("Que porcentagem das peças volta?", "De cada cem pedidos, quantos
 * atrasam?") and the ways a call says one ("uns trinta por cento", "três em cada dez", "metade"). Such a
 * question rarely shares a word with its answer, so the kind of answer is what finds it: a share, not any
 * number ("trinta e dois caminhões" does not say how many of them break down).
 */

/** The base a question measures a share against ("de cada cem", "a cada dez"): part of its form, no subject. */
const shareBase = /\b(?:de|em|a) cada (?:cem|dez|mil|vinte|cinquenta|\d+)\b/;

/** Asked on accent-free lower case (normalize). */
const asksShareOf =
  /\b(?:qual|que) (?:e |foi |era |seria )?(?:o |a )?(?:percentual|porcentagem|parte|parcela|fatia|proporcao|fracao)\b|\bquant[oa]s? por ?cento\b|\bem quantos por ?cento\b/;

/** True when a question (accent-free lower case) asks what share of a whole something is. */
export const asksShare = (plain: string) => asksShareOf.test(plain) || shareBase.test(plain);

/** The question without the base its share is measured against: "de cada cem" is not about a hundred. */
export const withoutShareBase = (question: string) =>
  question.replace(new RegExp(shareBase.source, 'gi'), ' ');

const timeUnit = /^(?:segundos?|minutos?|horas?|dias?|semanas?|mes|meses|anos?)$/;
const proportions = /\b(?:metade|tercos?|quintos?|decimos?|maioria|minoria)\b/;

/**
 * True when an accent-free sentence says a share: "trinta por cento", "30%", "três em cada dez", "um de cada
 * cinco", "a cada dez clientes, três...", "metade". "A cada quinze minutos" is how often, not a share.
 */
export function saysShare(plain: string): boolean {
  if (/\bpor ?cento\b|%/.test(plain) || proportions.test(plain)) return true;
  const tokens = plain.match(/[a-z0-9]+/g) ?? [];
  return tokens.some(
    (token, index) =>
      token === 'cada' &&
      ['em', 'de', 'a'].includes(tokens[index - 1] ?? '') &&
      /^(?:cem|dez|mil|vinte|cinco|cinquenta|\d+)$/.test(tokens[index + 1] ?? '') &&
      !timeUnit.test(tokens[index + 2] ?? ''),
  );
}
