import type { ScoredSegment } from '../retrieval.ts';
import { readNumber, numberTokens } from '../signals/numbers.ts';
import { contentStems, normalize } from '../text.ts';

/**
 * "Quanto cabe em cada barril?", "Quantos litros comporta o tanque?", "Qual a capacidade do salão?": how much
 * a container or a room holds. A call says it beside the thing's name ("junta no tambor de 300 quilos", "o
 * Safira pega trezentos convidados"), not with the question's verb, while other lines count the same things
 * ("76 tambores foram recusados"); the line that measures what one holds is the answer.
 */
const asksCapacity =
  /^(?:e |mas )?(?:quanto|quantos|quantas|qual)\b.*\b(?:cabe|cabem|comporta|comportam|capacidade)\b/;

/** What a capacity is measured in. */
const measures =
  /^(?:quilos?|kg|litros?|l|toneladas?|t|gramas?|metros?|m|pessoas|lugares|convidados|assentos|leitos|vagas|caixas|sacas|pares|unidades)$/;
/** "tambor de 300 quilos", "tanque com mil litros", "salão pra duzentas pessoas". */
const joins = /^(?:de|com|pra|para)$/;
/** "pega trezentos convidados", "cabem 40 pessoas", "capacidade de 5 mil litros". */
const holds = /^(?:cabe|cabem|comporta|comportam|pega|pegam|capacidade|recebe|recebem)$/;

export const asksHowMuchItHolds = (question: string) => asksCapacity.test(normalize(question).trim());

/** True when the text says how much something it names among `things` (stems) holds, or holds at all. */
export function saysCapacity(text: string, things: ReadonlySet<string>): boolean {
  const tokens = numberTokens(normalize(text));
  return tokens.some((token, index) => {
    const measured = (from: number) => {
      const phrase = readNumber(tokens, from);
      return phrase !== undefined && measures.test(tokens[phrase.end] ?? '');
    };
    if (holds.test(token))
      return measured(index + 1) || (joins.test(tokens[index + 1] ?? '') && measured(index + 2));
    const [stem] = contentStems(token);
    return (
      stem !== undefined && things.has(stem) && joins.test(tokens[index + 1] ?? '') && measured(index + 2)
    );
  });
}

/**
 * The ranked lines with those that say how much the thing asked about holds weighing, beside their words,
 * what one word of the question would (`weight`); nothing changes for a question of another kind.
 */
export function withCapacity(
  question: string,
  things: ReadonlySet<string>,
  weight: number,
  ranked: ScoredSegment[],
): ScoredSegment[] {
  if (!asksHowMuchItHolds(question)) return ranked;
  return ranked
    .map(({ segment, score }) => ({
      segment,
      score: saysCapacity(segment.text, things) ? score + weight : score,
    }))
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}
