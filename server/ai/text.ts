/** Light pt-BR text processing for retrieval: accent-free tokens, stop words out, crude suffix stemming. */

const stopWords = new Set(
  `a o as os um uma uns umas de da do das dos em na no nas nos num numa por pra pro pras pros para com sem
  que qual quais quem como onde quando porque porquê se e ou mas nem ja la ca ai aqui isso isto esse essa
  esses essas este esta estes estas aquele aquela ele ela eles elas eu tu voce voces nos vos me te lhe
  meu minha meus minhas seu sua seus suas nosso nossa nossos nossas dele dela deles delas ao aos ate
  e foi ser sao era sou estao estar esta estou tem ter temos tinha ha vai vou vamos fazer faz feito
  muito muita muitos muitas mais menos bem bom boa so tambem ainda entao assim tipo coisa gente hoje
  sim nao ok ta pois sobre entre depois antes agora cada outro outra todo toda todos todas mesmo mesma
  the and of to in is`.split(/\s+/),
);

export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const suffixes = [
  'amentos',
  'amento',
  'imentos',
  'imento',
  'idades',
  'idade',
  'mente',
  'acoes',
  'icoes',
  'acao',
  'icao',
  'coes',
  'cao',
  'oes',
  'ados',
  'adas',
  'ando',
  'endo',
  'indo',
  'ado',
  'ada',
  'ais',
  'eis',
  'ias',
  'ia',
  'ar',
  'er',
  'ir',
  'am',
  'em',
  'es',
  'as',
  'os',
  'a',
  'o',
  'e',
  's',
];

/** Strips one common ending and keeps at most six letters, so "orçamento"/"orçamentos" meet. */
export function stem(word: string): string {
  let base = word;
  for (const suffix of suffixes) {
    if (base.length - suffix.length >= 4 && base.endsWith(suffix)) {
      base = base.slice(0, -suffix.length);
      break;
    }
  }
  return base.slice(0, 6);
}

export function words(text: string): string[] {
  return normalize(text).match(/[a-z0-9]+/g) ?? [];
}

/** The stems of the words that carry meaning. */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((word) => word.length >= 3 && !stopWords.has(word))
    .map(stem);
}

/** Sentences of a line, keeping their punctuation; "10.000" and "R$ 2,5" stay whole. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}
