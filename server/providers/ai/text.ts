import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';

/**
 * pt-BR text processing for retrieval: Orama's Portuguese (Snowball) stemmer and stop words, accent-free
 * stems so "decisão" and "decisao" meet.
 */

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Words the library's list lacks because it is written for text, not speech: spoken fillers ("né", "tá",
 * "tipo", "então"), question words ("quanto", "quais": every template question has one, and they say what
 * kind of answer is wanted, not what about), and courtesy words. Compared without accents.
 */
const spokenFiller = `né ne tá ta aí ai tipo então entao assim aqui lá cá olha bom boa bem beleza certo claro
  ok okay sim coisa coisas gente pra pro pras pros pois vai vou vamos ir fazer faz feito ah eh hum ahn uhum
  qual quais quanto quanta quantos quantas onde porque porquê ainda obrigado obrigada tudo todo toda todos
  todas cada outro outra outros outras acho entendi perfeito ótimo otimo legal pode posso dá da the and of to
  in is`;

const ignored = new Set([...stopwords, ...spokenFiller.split(/\s+/)].map(normalize));

export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+/g) ?? [];
}

/** One word's stem, without accents: "orçamentos" → "orcament", "decisão" → "decisa". */
function stemOf(word: string): string {
  // The stemmer leaves "salões" apart from "salão" ("salo", "sala"): a plural in "-ões" is its "-ão" word's.
  return normalize(stemmer(word.toLocaleLowerCase('pt-BR').replace(/ões$/u, 'ão')));
}

/** The stems of the words that carry meaning, in the order said. */
export function contentStems(text: string): string[] {
  return (text.toLocaleLowerCase('pt-BR').match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => (word.length >= 3 || /^\d+$/.test(word)) && !ignored.has(normalize(word)))
    .map(stemOf);
}

/**
 * Sentences of a line, keeping their punctuation; "10.000" and "R$ 2,5" stay whole, and so does "o Dr.
 * Castro" (a title's point ends no sentence).
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=(?<!\b(?:Dr|Dra|Sr|Sra|Srta|Prof|Profa))[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
