import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import { contentStems, sentences } from './text.ts';
import { thesaurus } from './thesaurus.ts';
import { saysNothing, withoutOpeners } from './writing/fillers.ts';

export type ScoredSegment = { segment: TranscriptSegment; score: number };

export type QueryTerms = Map<string, number>;

/** Words every template question uses about its subject; they say nothing about what is asked. */
const questionFiller = new Set(
  contentStems(
    'cliente clientes disponível toma relatou enxerga desses dessas principal projeto negócio pessoa pessoas',
  ),
);

/** A paraphrase counts, but less than the question's own word, so the question's own words lead. */
const paraphraseWeight = 0.5;
/**
 * A paraphrase standing in for a word of the question nobody said: more than a paraphrase beside it, less
 * than the word itself (a subject's many words, "mensal" for price, must not outweigh a word said).
 */
const standInWeight = 0.65;

/** The question's own stems weigh 1; words of the same sales subject (the thesaurus) weigh less. */
export function queryTerms(question: string): QueryTerms {
  const terms: QueryTerms = new Map();
  const own = contentStems(question).filter((term) => !questionFiller.has(term));
  for (const term of own) terms.set(term, 1);
  for (const term of own)
    for (const extra of thesaurus.get(term) ?? []) if (!terms.has(extra)) terms.set(extra, paraphraseWeight);
  return terms;
}

/**
 * queryTerms for one meeting: a word of the question nobody said in it ("Quem dá a palavra final?" where the
 * client said "quem bate o martelo"; "estudantes" where they said "alunos") leaves its paraphrases, and the
 * words said of its family ("vende" for "vendedores", "queixa" for "queixaram"), to stand in for it,
 * weighing more than paraphrases beside a word said.
 */
export function meetingQueryTerms(question: string, segments: TranscriptSegment[]): QueryTerms {
  const terms = queryTerms(question);
  const said = saidStems(segments);
  for (const [term, weight] of terms) {
    if (weight !== 1 || said.has(term)) continue;
    for (const extra of [...(thesaurus.get(term) ?? []), ...family(term, said)])
      if ((terms.get(extra) ?? 0) < standInWeight) terms.set(extra, standInWeight);
  }
  return terms;
}

const saidStems = (segments: TranscriptSegment[]) =>
  new Set(segments.flatMap((segment) => [...stemCounts(segment).keys()]));

/** A stem short enough to be a prefix of unrelated words ("con", "par") has no family. */
const familyStemLength = 4;

/**
 * The stems said that share a root with `term`: one starts with the other ("vend" / "vendedor", "digit" /
 * "digitand"), or does once its "re-" is off ("digit" / "redigit"). The Snowball stemmer strips inflections,
 * not derivations, so "vende" and "vendedores" stay apart without it.
 */
function family(term: string, said: Set<string>): string[] {
  if (term.length < familyStemLength) return [];
  const root = rootOf(term);
  return [...said].filter(
    (stem) =>
      stem.length >= familyStemLength &&
      (stem.startsWith(term) || term.startsWith(stem) || rootOf(stem).startsWith(root)),
  );
}

/** A root this short after "re-" may be another word's ("reserva" is no "serv-iço"). */
const repeatedRootLength = 5;

/**
 * A stem without the "re-" that says doing again ("redigita", "reprocessa", "reutiliza"), so that a question
 * saying "digita de novo" or "utiliza" meets the call's "redigita"; short roots keep their "re".
 */
const rootOf = (stem: string) =>
  stem.startsWith('re') && stem.length - 2 >= repeatedRootLength ? stem.slice(2) : stem;

/** The stems of what a question asks about: its words less those every question uses ("cliente"). */
export const ownStems = (question: string) =>
  contentStems(question).filter((term) => !questionFiller.has(term));

/**
 * True when the question is mostly about words nobody said and no sales subject covers ("Eles usam
 * inteligência artificial?" on a call that never mentions it): a passage sharing its one common word
 * ("usam") would be an invented answer.
 */
export function unheardSubject(question: string, segments: TranscriptSegment[]): boolean {
  const own = [...new Set(ownStems(question))];
  if (own.length === 0) return false;
  const said = saidStems(segments);
  const isUnheard = (term: string) =>
    !said.has(term) && !thesaurus.has(term) && family(term, said).length === 0;
  // "De quanto foi o furo que o franqueado achou?": what someone did or would do ("achou", "somando",
  // "largaria") says what happened to the subject, not what it is; unsaid, it does not make the subject unheard.
  const told = tellingVerbs(question);
  const unheard = own.filter((term) => isUnheard(term) && !told.has(term));
  // "O time de futebol" where nobody said "time" nor "futebol" nor anything else the question asks about:
  // "time" only reaches the call through its paraphrases ("equipe", "colaboradores"), and the word that says
  // which one was never said.
  const heard = own.filter((term) => said.has(term) || family(term, said).length > 0);
  const narrowedUnheard =
    heard.length === 0 &&
    narrowings(question).some(([noun, narrowing]) => !said.has(noun) && isUnheard(narrowing));
  return unheard.length * 2 > own.length || narrowedUnheard;
}

/**
 * The stems of the question's verbs in forms that tell what was done, is being done or would be ("achou",
 * "somando", "largaria"): past, gerund, conditional. Read by the word's ending, as pt-BR inflects them;
 * nouns seldom end so (participles do, "mercado", "entrada": they are left out).
 */
function tellingVerbs(question: string): Set<string> {
  const words = question.toLocaleLowerCase('pt-BR').match(/\p{L}+/gu) ?? [];
  return new Set(contentStems(words.filter((word) => tellingEnding.test(word)).join(' ')));
}
const tellingEnding = /(?:ou|aria|ariam|eria|eriam|iria|iriam|ando|endo|indo)$/u;

/**
 * A noun of the question with the word that narrows it down to its subject, as stems: "time" and "futebol"
 * in "o time de futebol", "sistema" and "cobrança" in "o sistema de cobrança".
 */
function narrowings(question: string): Array<[noun: string, narrowing: string]> {
  const pairs = question.toLocaleLowerCase('pt-BR').matchAll(/([\p{L}]{3,}) d[eoa]s? ([\p{L}]{3,})/gu);
  return [...pairs].flatMap(([, noun, narrowing]) => {
    const [nounStem] = contentStems(noun!);
    const [narrowingStem] = contentStems(narrowing!);
    return nounStem && narrowingStem && !questionFiller.has(narrowingStem) ? [[nounStem, narrowingStem]] : [];
  });
}

// BM25's usual constants: how fast repeats stop counting, and how much long lines are discounted.
const k1 = 1.2;
const b = 0.75;
/** The question a line replies to is part of its passage, at this weight: it says what the reply is about. */
const askedWeight = 0.8;
/**
 * A question is rarely the answer: the reply that follows it is. A line that also says something ("E o
 * sistema de contratos? A gente não vai largar o Imobzi.", "Já temos o Tasy. Vocês integram?") may be,
 * though less than its reply.
 */
const questionDamping = 0.4;
const askAndSayDamping = 0.75;
/** Fewer words than this, once greetings and names are off ("Seu Osvaldo, boa tarde."), say nothing. */
const leastSaying = 4;
const says = (sentence: string) =>
  !sentence.trim().endsWith('?') &&
  !saysNothing(sentence) &&
  withoutOpeners(sentence).split(/\s+/).length >= leastSaying;

/**
 * A one-sentence reply that opens by pointing back ("Isso é uns setenta por cento do que entra.") is about
 * the line before it, asked or not: that line is part of its passage, as a question is. A longer one
 * ("Isso é verdade. Cada consulta perdida custa...") says its own subject.
 */
const leansOnPrevious = (text: string) => pointsBack.test(text.trim()) && sentences(text).length === 1;
const pointsBack =
  /^(?:e |mas |olha,? |sim,? |n[aã]o,? )?(?:isso|isto|esse|essa|esses|essas|aquilo|a[ií])(?!\p{L})/iu;

/**
 * BM25 over passages: each line together with the question it replies to (the previous line, when another
 * speaker asked it), so "E o prazo?" / "Em abril." ranks the reply. Best first, zero scores dropped.
 */
export function rankSegments(terms: QueryTerms, segments: TranscriptSegment[]): ScoredSegment[] {
  const stemsOf = segments.map(stemCounts);
  // "E como funciona a integração? A gente usa o Protheus." asks too.
  const asks = segments.map((segment) => segment.text.includes('?'));
  const damping = segments.map((segment, index) =>
    !asks[index] ? 1 : alsoSays(segment) ? askAndSayDamping : questionDamping,
  );
  const passages = segments.map((segment, index) => {
    const previous = segments[index - 1];
    const replies =
      index > 0 &&
      (asks[index - 1]! || leansOnPrevious(segment.text)) &&
      previous!.speaker !== segment.speaker;
    return { own: stemsOf[index]!, asked: replies ? stemsOf[index - 1]! : undefined };
  });
  const lengthOf = (passage: (typeof passages)[number]) =>
    size(passage.own) + (passage.asked ? askedWeight * size(passage.asked) : 0);
  const averageLength =
    passages.reduce((sum, passage) => sum + lengthOf(passage), 0) / (passages.length || 1);
  const documentFrequency = new Map<string, number>();
  for (const stems of stemsOf)
    for (const term of stems.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => {
    const frequency = documentFrequency.get(term) ?? 0;
    return Math.log(1 + (segments.length - frequency + 0.5) / (frequency + 0.5));
  };

  return passages
    .map((passage, index) => {
      const norm = k1 * (1 - b + (b * lengthOf(passage)) / (averageLength || 1));
      let score = 0;
      for (const [term, weight] of terms) {
        const frequency = (passage.own.get(term) ?? 0) + askedWeight * (passage.asked?.get(term) ?? 0);
        if (frequency > 0) score += weight * idf(term) * ((frequency * (k1 + 1)) / (frequency + norm));
      }
      return { segment: segments[index]!, score: score * damping[index]! };
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/**
 * A line's stems with their counts, kept while the line lives: a template asks a transcript many questions
 * and stemming its lines again for each one was most of the time an answer took.
 */
const stemmed = new WeakMap<TranscriptSegment, { text: string; counts: Map<string, number> }>();

function stemCounts(segment: TranscriptSegment): Map<string, number> {
  const known = stemmed.get(segment);
  if (known?.text === segment.text) return known.counts;
  const counts = new Map<string, number>();
  for (const stem of contentStems(segment.text)) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  stemmed.set(segment, { text: segment.text, counts });
  return counts;
}

/** Whether a line that asks also says something, kept while the line lives, as its stems are. */
const saying = new WeakMap<TranscriptSegment, { text: string; says: boolean }>();

function alsoSays(segment: TranscriptSegment): boolean {
  const known = saying.get(segment);
  if (known?.text === segment.text) return known.says;
  const result = sentences(segment.text).some(says);
  saying.set(segment, { text: segment.text, says: result });
  return result;
}

function size(stems: Map<string, number>): number {
  let total = 0;
  for (const count of stems.values()) total += count;
  return total;
}

/**
 * Nouns that say what kind of answer is asked ("o valor do seguro", "o tamanho da frota", "o nome do
 * gerente"), not what it is about: the subject is the word they are "of".
 */
const answerKindNouns = new Set(
  contentStems(
    'tamanho número quantidade total valor preço custo faixa média nome nomes data dia hora horário prazo lugar local endereço percentual porcentagem parte fatia tipo',
  ),
);

/**
 * True when the thing a question asks about, a noun and the words narrowing it ("o seguro dos carros", "a
 * frota de caminhões"), was never said in the call: no word of it said, nor of a family said, nor in other
 * words of its own subject (the thesaurus). Then a line that a neighbour of another question word, or the
 * kind of answer (a price, a count), reaches answers something else. Said in other words ("o tamanho da
 * equipe" where the client counts "vendedores", "a frota" where they count "vans") it is heard. Speakers'
 * names say whose, not what.
 */
export function unheardNarrowedSubject(question: string, segments: TranscriptSegment[]): boolean {
  const said = saidStems(segments);
  // "O time de futebol do Paulo": whose it is says nothing of what it is.
  const names = new Set(segments.flatMap(({ speaker }) => contentStems(speaker)));
  // "Gente" is anyone, "a empresa" the client's: they narrow nothing down.
  const nobodyInParticular = new Set(contentStems('gente empresa'));
  const saidItself = (stem: string) => said.has(stem) || family(stem, said).length > 0;
  const saidInOtherWords = (stem: string) => (thesaurus.get(stem) ?? []).some((other) => said.has(other));
  return nounChains(question).some((chain) => {
    // "O valor do seguro" is about the insurance; "engoliram de custo" or "faixa de preço" narrow something
    // down to a kind of answer, naming no thing.
    const first = chain.findIndex((stem) => !answerKindNouns.has(stem));
    const afterKind = first < 0 ? [] : chain.slice(first);
    if (afterKind.some((stem) => answerKindNouns.has(stem))) return false;
    const subject = afterKind.filter(
      (stem) => !questionFiller.has(stem) && !names.has(stem) && !nobodyInParticular.has(stem),
    );
    // One word left names a thing only after a kind of answer ("o valor do seguro"); "o cargo do Paulo" or "sai
    // da empresa" leave a word that may be anything, a verb even.
    const namesAThing = subject.length >= 2 || (first > 0 && subject.length === afterKind.length);
    return namesAThing && !subject.some((stem) => saidItself(stem) || saidInOtherWords(stem));
  });
}

/**
 * The question's nouns joined by "de" ("valor do seguro dos carros"), as stems, each chain holding at least
 * two words: a noun alone may be any word of the question.
 */
function nounChains(question: string): string[][] {
  const tokens = question.toLocaleLowerCase('pt-BR').match(/\p{L}+/gu) ?? [];
  const chains: string[][] = [];
  let chain: string[] = [];
  const close = () => {
    if (chain.length >= 2) chains.push(chain);
    chain = [];
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const joined = /^d[eoa]s?$/u.test(token) && chain.length > 0;
    if (joined) {
      const next = tokens[index + 1];
      const [stem] = next && next.length >= 3 ? contentStems(next) : [];
      if (stem) {
        chain.push(stem);
        index++;
        continue;
      }
    }
    close();
    const [stem] = token.length >= 3 ? contentStems(token) : [];
    if (stem) chain = [stem];
  }
  close();
  return chains;
}
