/**
 * Speech turned into a written note: what someone said in the first person, told in the third ("Temos uma
 * verba de oito mil" → "têm uma verba de oito mil"). No library conjugates Portuguese verbs or tags parts
 * of speech in Node without a model download (see docs/ai.md), so this is a small set of rules over the
 * words a sales call uses: pronouns, possessives and first-person verbs. A word it does not know is kept as
 * said, so a note is never less true than the quote it comes from.
 */

import { withoutClosers, withoutLeadIn, withoutOpeners } from './fillers.ts';
import {
  beforeTheVerb,
  determiners,
  notVerbs,
  pastMarkers,
  plural,
  possessives,
  predicative,
  singular,
  thirdOfFirst,
  written,
} from './person-words.ts';

/**
 * After a word that could be a first-person verb ("gasto", "custo"), what says it is a noun: an adjective that
 * only follows nouns ("custo fixo"), or one that may come before a noun but here has a verb after it ("mas gasto
 * novo passa por ele", not "uso novo sistema").
 */
const onlyAfterNouns = /^(?:fixo|fixa|fixos|fixas|mensal|mensais|anual|anuais|manual|manuais|total|totais)$/;
const eitherSide = /^(?:novo|nova|novos|novas|extra|extras|alto|alta|grande|maior|menor)$/;
const verbsAfterASubject = /^(?:passa|passam|precisa|tem|fica|vai|sai|entra|depende|custa|pesa|é)$/;

/** Verbs in the first person plural told in the third: "usamos" → "usam", in the past "perderam". */
function pluralVerb(word: string, past: boolean): string | undefined {
  const lower = word.toLocaleLowerCase('pt-BR');
  if (plural[lower]) return plural[lower];
  if (notVerbs.has(lower) || lower.length < 5) return undefined;
  const subjunctive = /(ar|er|ir)mos$/.exec(lower);
  if (subjunctive) return `${lower.slice(0, -3)}em`;
  if (lower.endsWith('ávamos')) return `${lower.slice(0, -6)}avam`;
  if (lower.endsWith('íamos')) return `${lower.slice(0, -5)}iam`;
  if (/[áéíóú]/.test(lower)) return undefined;
  const regular = /(a|e|i)mos$/.exec(lower);
  if (!regular) return undefined;
  const stem = lower.slice(0, -4);
  if (past) return `${stem}${regular[1] === 'a' ? 'aram' : regular[1] === 'e' ? 'eram' : 'iram'}`;
  return `${stem}${regular[1] === 'a' ? 'am' : 'em'}`;
}

/** "passei" → "passou": the regular past of "-ar" verbs in the first person singular. */
const pastSingular = (lower: string) =>
  /^\p{L}{2,}ei$/u.test(lower) ? `${lower.slice(0, -2)}ou` : undefined;

/** "a gente usa" → "usam": the subject left out, the verb in the plural. */
function pluralOfThird(word: string): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  const irregular: Record<string, string> = {
    é: 'são',
    está: 'estão',
    tem: 'têm',
    vai: 'vão',
    faz: 'fazem',
    tá: 'estão',
    quer: 'querem',
    pode: 'podem',
  };
  if (irregular[lower]) return irregular[lower];
  if (/[ae]$/.test(lower)) return `${lower}m`;
  return lower;
}

/**
 * One sentence said by someone, in the third person and without its fillers: the clause a note puts after
 * "Juliana disse que". Starts in lower case (unless a name) and ends without its final punctuation. "Eu" alone
 * is left out (the note names who said it), but "eu" beside someone else in the subject ("eu e mais um
 * analista vamos...", "a Juliana e eu") is `speaker` (the note's name for who said it): left out, the
 * sentence would lose half its subject ("e mais um analista vão...").
 */
export function reportedClause(sentence: string, speaker?: string): string {
  const text = withoutClosers(withoutLeadIn(withoutOpeners(sentence)))
    .replace(/[.!?…]+$/, '')
    .replace(/,?\s*por favor\b/gi, '');
  const past = pastMarkers.test(text);
  const tokens = text.split(/(\s+|[,;:()“”"])/);
  const out: string[] = [];
  let afterEu = false;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const lower = token.toLocaleLowerCase('pt-BR');
    if (!/\p{L}/u.test(token)) {
      out.push(token);
      continue;
    }
    const wordBefore = out
      .filter((piece) => piece.trim())
      .at(-1)
      ?.toLocaleLowerCase('pt-BR');
    // "fica apertado pra nós", "muda o jogo pra gente", "sobra pra a gente": after a preposition "nós" and
    // "(a) gente" are who it is for, told as "eles".
    const afterPreposition =
      wordBefore !== undefined && /^(?:para|pra|com|de|por|sem|entre|a)$/.test(wordBefore);
    const asThem = afterPreposition && (lower === 'nós' || lower === 'gente');
    const asThemWithArticle =
      afterPreposition && lower === 'a' && tokens[index + 2]?.toLocaleLowerCase('pt-BR') === 'gente';
    if (asThem || asThemWithArticle) {
      out.push(asThem ? keepCase(token, 'eles') : 'eles');
      if (asThemWithArticle) index += 2;
      // "pra gente ver os nomes" → "para eles verem os nomes": the infinitive agrees with its subject.
      const next = tokens[index + 2];
      if (/^para$/.test(wordBefore) && next !== undefined && /^\p{Ll}+[aei]r$/u.test(next))
        tokens[index + 2] = `${next}em`;
      continue;
    }
    // "está há mais tempo no jornal do que eu", "faz igual eu": the speaker compared is named, not left out
    // (the clause would end "do que").
    const comparedWith =
      wordBefore !== undefined &&
      (/^(?:igual|nem)$/.test(wordBefore) ||
        // "tão cedo como eu", not "como eu disse", told "como disse".
        (wordBefore === 'como' &&
          !/\p{L}/u.test(tokens.slice(index + 1).find((piece) => piece.trim()) ?? '')) ||
        (wordBefore === 'que' &&
          out
            .filter((piece) => piece.trim())
            .slice(-4, -1)
            .some((word) => /^(?:do|mais|menos|melhor|pior)$/i.test(word))));
    if ((lower === 'eu' || lower === 'nós') && comparedWith) {
      out.push(lower === 'eu' ? (speaker ?? 'ele') : 'eles');
      continue;
    }
    if (lower === 'eu' || lower === 'nós') {
      // "eu e mais um analista", "a Juliana e eu vamos": one subject. "o motorista anota e eu confiro":
      // two clauses, the second the speaker's alone.
      const next = tokens[index + 2]?.toLocaleLowerCase('pt-BR');
      const joined =
        next === 'e' ||
        (tokens[index - 2]?.toLocaleLowerCase('pt-BR') === 'e' && /(?:mos|vão)$/.test(next ?? ''));
      out.push(joined && speaker ? speaker : '');
      afterEu = lower === 'eu' && !joined;
      // "Eu mesmo não sei": the emphasis belongs to the pronoun and goes with it.
      if (!joined && /^mesm[oa]s?$/.test(tokens[index + 2]?.toLocaleLowerCase('pt-BR') ?? '')) index += 2;
      continue;
    }
    if (afterEu && !beforeTheVerb.has(lower)) {
      afterEu = false;
      if (!singular[lower] && /^\p{L}{2,}o$/u.test(lower)) {
        out.push(keepCase(token, thirdOfFirst(lower)));
        continue;
      }
    }
    if (lower === 'a' && tokens[index + 2]?.toLocaleLowerCase('pt-BR') === 'gente') {
      // "a gente usa": left out, the next verb in the plural; "a gente ainda não tem", "a gente se reúne": the
      // verb after the adverbs and the pronoun that come before it.
      let verbAt = index + 4;
      while (beforeTheVerb.has(tokens[verbAt]?.toLocaleLowerCase('pt-BR') ?? '')) verbAt += 2;
      const verb = tokens[verbAt];
      index += 2;
      out.push('');
      if (verb !== undefined && /^\p{L}+$/u.test(verb)) {
        tokens[verbAt] = pluralOfThird(verb);
      }
      continue;
    }
    const possessive = possessives[lower];
    if (possessive) {
      // "o nosso CRM" → "o CRM"; "nossa margem" → "a margem".
      const before = out
        .filter((piece) => piece.trim())
        .at(-1)
        ?.toLocaleLowerCase('pt-BR');
      if (before && /^(é|são|foi|era|fica)$/.test(before)) {
        // "a decisão é minha" → "a decisão é sua": said of the person, not of a thing.
        out.push(keepCase(token, predicative[lower]!));
        continue;
      }
      // "tem cliente nosso que é banco", "é um problema nosso.": after its noun, the possessive says whose;
      // dropped as an article would be, it garbles the sentence ("tem cliente o que é banco").
      const wordAfter = tokens.slice(index + 1).find((piece) => piece.trim());
      const afterItsNoun =
        before !== undefined &&
        /^\p{L}+$/u.test(before) &&
        !determiners.has(before) &&
        (wordAfter === undefined || /^(?:que|,|;|:|\))$/i.test(wordAfter));
      if (afterItsNoun) {
        out.push(predicative[lower]!);
        continue;
      }
      out.push(
        before && /^(o|a|os|as|do|da|dos|das|no|na|nos|nas|pelo|pela|ao|à)$/.test(before) ? '' : possessive,
      );
      continue;
    }
    // "o retorno", "o próximo passo", "um uso": a noun after a determiner, not "eu retorno".
    const previousWord = out
      .filter((piece) => /\p{L}/u.test(piece))
      .at(-1)
      ?.toLocaleLowerCase('pt-BR');
    const [nextWord = '', wordAfterNext = ''] = tokens
      .slice(index + 1)
      .filter((piece) => piece.trim())
      .map((piece) => piece.toLocaleLowerCase('pt-BR'));
    const asNoun =
      (previousWord !== undefined && determiners.has(previousWord)) ||
      onlyAfterNouns.test(nextWord) ||
      (eitherSide.test(nextWord) && verbsAfterASubject.test(wordAfterNext));
    const replaced =
      (asNoun ? undefined : singular[lower]) ??
      pluralVerb(token, past) ??
      pastSingular(lower) ??
      written[lower];
    out.push(replaced === undefined ? token : keepCase(token, replaced));
  }
  const clause = out
    .join('')
    .replace(/\s+([,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
    .replace(/\bde eles\b/g, 'deles')
    .replace(/\bem eles\b/g, 'neles')
    .replace(/\bde o\b/g, 'do')
    .replace(/\bde a\b/g, 'da')
    .replace(/\bem o\b/g, 'no')
    .replace(/\bem a\b/g, 'na')
    .replace(/\bpor o\b/g, 'pelo')
    .replace(/\bpor a\b/g, 'pela');
  // "Carla e mais um analista vão...": a name opening the clause keeps its capital.
  return speaker && clause.startsWith(`${speaker} `) ? clause : lowerFirst(clause);
}

function keepCase(original: string, replacement: string): string {
  if (replacement === '') return '';
  return /^\p{Lu}/u.test(original)
    ? replacement.charAt(0).toLocaleUpperCase('pt-BR') + replacement.slice(1)
    : replacement;
}

/** "Temos" → "temos", "Doze, treze dias" → "doze, treze dias", but "Fernando" and "LGPD" stay as written. */
function lowerFirst(text: string): string {
  const [first = ''] = text.split(/\s/);
  const number =
    /^(?:Uma?|Dois|Duas|Tr[êe]s|Quatro|Cinco|Seis|Sete|Oito|Nove|Dez|Onze|Doze|Treze|Quinze|Vinte|Trinta|Quarenta|Cinquenta|Cem|Mil),$/u;
  // "Serra e Litoral entram primeiro": a list of names opening the clause keeps them as written.
  if (/^\p{Lu}\p{Ll}+(?:,?\s+\p{Lu}\p{L}*)*\s+e\s+\p{Lu}/u.test(text)) return text;
  if ((/^\p{Lu}\p{Ll}*$/u.test(first) && !properLike(first)) || number.test(first))
    return text.charAt(0).toLocaleLowerCase('pt-BR') + text.slice(1);
  return text;
}

/** Words capitalised because they are names, not because they open the sentence. */
const properLike = (word: string) => /^\p{Lu}{2,}/u.test(word) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word);

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}
