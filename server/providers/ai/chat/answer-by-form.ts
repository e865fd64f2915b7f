import type { TranscriptSegment } from '../../../../src/api-contract/transcription.ts';
import { queryTerms, rankSegments, type ScoredSegment } from '../retrieval.ts';
import { sellerOf } from '../signals/seller.ts';
import { contentStems, normalize, sentences } from '../text.ts';
import { thesaurus } from '../thesaurus.ts';
import { saysAnswerType, type AnswerType } from './answer-type.ts';

/**
 * The line a question's form points at when its words barely reach the call: "Quanto tempo leva pra ligar
 * o sistema deles ao nosso?" asks for a length of time, and if one line of the call says one and shares
 * even a word's family or a subject of the thesaurus with the question, that line is the answer. A
 * question-answering system without word vectors leans on the expected answer type this way. A wrong
 * confident answer is worse than none, so the line must be the only one of its kind the question's words
 * reach, or reached far more than the next.
 */

/** The line of the kind asked for must score this many times the next one of its kind. */
const clearMargin = 2;
/** Kinds of answer a call says seldom, so that the one line saying it may be the answer by its kind alone. */
const rareKinds = new Set<AnswerType>(['duration', 'share', 'frequency']);

/** Which side of the call a question asks about, when it says so. */
type Side = 'seller' | 'client';

const asksAboutSeller = /\b(?:o vendedor|a vendedora|o consultor|a consultora|o representante)\b/;
const asksAboutClient =
  /\b(?:o cliente|a cliente|os clientes|eles|elas|deles|delas|a empresa deles|o prospect)\b/;
/** "o sistema deles ao nosso": a question that speaks of both sides says neither. */
const speaksOfUs = /\b(?:nosso|nossa|nossos|nossas|a gente|o vendedor|a vendedora)\b/;
/** "pra eles", "ao cliente": who something was said or offered to. */
const toThem = /\b(?:pra|para|a|pro|ao) (?:eles|elas|o cliente|a cliente|cliente)\b/;
/** "Que mensalidade a gente cotou?", "Qual desconto nós oferecemos?": what the seller's side put forward. */
const weOffered =
  /\b(?:a gente|nos) (?:ja )?(?:cotou|cotamos|ofereceu|oferecemos|propos|propusemos|passou|passamos|apresentou|apresentamos|sugeriu|sugerimos|cobrou|cobramos)\b/;
/** "nós", with its accent: without it, "nos" is "in the" ("nos hotéis"). */
const we = /(?:^|[^\p{L}])nós(?![\p{L}])/u;

/**
 * "O representante visita cada cliente", "o vendedor deles": the client's own sales staff, who call on their
 * customers, not the seller of this call.
 */
const theirSalesStaff =
  /\b(?:vendedor|vendedora|consultor|consultora|representante)s? (?:deles|delas|da empresa|da rede|de campo)\b|\bcada (?:cliente|ponto|loja|comprador)\b/;

/**
 * "Quanto sai cada máquina se eles comprarem?", "Qual a mensalidade caso elas contratem?": the price of what the
 * client would buy, which the seller quotes; the client is only who would buy.
 */
const ifTheyBuy =
  /\b(?:se|caso|quando) (?:eles|elas|o cliente|a cliente) (?:(?:quiserem|quiser|forem|resolverem|decidirem) )?(?:compr|contrat|fech|assin|alug|ader|levar|leve)\w*/;

function sideAsked(question: string): Side | undefined {
  const text = normalize(question);
  if (theirSalesStaff.test(text) || ifTheyBuy.test(text)) return undefined;
  if (asksAboutSeller.test(text)) return 'seller';
  const aboutUs = speaksOfUs.test(text) || we.test(question.toLocaleLowerCase('pt-BR'));
  // "Que faixa de preço a gente sinalizou pra eles?": what we said to them is the seller's line.
  if (aboutUs && (toThem.test(text) || weOffered.test(text))) return 'seller';
  if (asksAboutClient.test(text) && !aboutUs) return 'client';
  return undefined;
}

/**
 * Whether a line is on the side of the call the question asks about ("o vendedor ofereceu", "eles pagam"),
 * the seller being who asks most questions; every line is when the question says no side.
 */
export function onSideAsked(asked: string, segments: TranscriptSegment[]) {
  const side = sideAsked(asked);
  const seller = side ? sellerOf(segments) : undefined;
  return (segment: TranscriptSegment) =>
    !side || !seller || (side === 'seller') === (segment.speaker === seller);
}

/** A stem this short is a prefix of unrelated words ("con", "par"): it has no family. */
const familyStemLength = 4;

/**
 * "Qual a marca do carro do gerente?": a thing narrowed down by a word ("marca do carro") where neither word
 * is said in the call, nor of a subject or a family of words said, asks about something the call does not
 * speak of, whatever line its other words ("gerente") reach.
 */
function narrowsToUnheard(question: string, segments: TranscriptSegment[]): boolean {
  const said = new Set(segments.flatMap(({ text }) => contentStems(text)));
  const isUnheard = (stem: string) =>
    !said.has(stem) &&
    !thesaurus.has(stem) &&
    (stem.length < familyStemLength ||
      ![...said].some(
        (other) => other.length >= familyStemLength && (other.startsWith(stem) || stem.startsWith(other)),
      ));
  const pairs = question.toLocaleLowerCase('pt-BR').matchAll(/([\p{L}]{3,}) d[eoa]s? ([\p{L}]{3,})/gu);
  return [...pairs].some(([, noun, narrowing]) => {
    const stems = [...contentStems(noun!), ...contentStems(narrowing!)];
    return stems.length === 2 && stems.every(isUnheard);
  });
}

/**
 * A line next to one the question's words reach, that says the kind asked for where that one does not,
 * weighs this share of its score (before its own boost): the reply to an offer or a question ("Posso fazer
 * um piloto numa unidade, sem custo." / "Aí sim. Pode ser na unidade do Bairro Alto." answers "Onde vai ser
 * o teste gratuito?"), and the line an echoing question repeats ("tem cooperado fazendo um e oitenta de
 * média" / "Um e oitenta quilômetros por litro?").
 */
const neighbourShare = 0.8;

/** "Posso fazer...", "A gente pode...": an offer, which the other side's reply takes up. */
const offers = /\b(?:posso|podemos|consigo|conseguimos|a gente pode|proponho|sugiro|que tal)\b/iu;
/** A question, or a request to tell ("me explica como é a operação, que tipo de carga"). */
const asks = (segment: TranscriptSegment) =>
  segment.text.includes('?') || /\bme (?:explica|conta|fala|diz|descreve)\b/iu.test(segment.text);
/** "Essa fica em...", "Isso dá uns...", "Aí sai por...": a line opening on what the one before said. */
const opensPointingBack =
  /^\s*(?:(?:e|mas|olha),?\s+)?(?:isso|isto|esse|essa|esses|essas|a[ií]|ela|ele|dessa|desse)(?![\p{L}])/iu;
/** Kinds of answer a call says by name, which a follow-up question draws out of the same subject. */
const named = new Set<AnswerType>(['name', 'person', 'place']);
/** "E o que eles mostraram?", "Mas e o prazo?": a question that goes on from what was just said. */
const followsUp = /^\s*(?:e|mas)\s/iu;
const onlyAsks = (segment: TranscriptSegment) =>
  sentences(segment.text).every((sentence) => sentence.trim().endsWith('?'));

/**
 * The ranked lines, best first, with the line that answers each ranked line saying nothing of the kind
 * asked for scored at least `neighbourShare` of it: the other speaker's reply to a question or an offer, and
 * the other speaker's line before a question that only asks (an echo, or "E isso dá quanto?").
 */
export function withAnsweringReplies(
  type: AnswerType,
  segments: TranscriptSegment[],
  ranked: ScoredSegment[],
): ScoredSegment[] {
  const scores = new Map(ranked.map(({ segment, score }) => [segment.id, score]));
  const seller = sellerOf(segments);
  const raise = (line: TranscriptSegment | undefined, from: TranscriptSegment, score: number) => {
    if (!line || line.speaker === from.speaker || !statesAnswerType(type, line)) return;
    scores.set(line.id, Math.max(scores.get(line.id) ?? 0, score * neighbourShare));
  };
  for (const { segment, score } of ranked) {
    const index = segments.findIndex(({ id }) => id === segment.id);
    // "A concorrente é a Lavix." / "E o que eles mostraram?" / "Um aplicativo, o LavaFácil.": a follow-up
    // question keeps the subject of the line before it, so its reply names what that line was about.
    const followUp = segments[index + 1];
    // "E vocês já orçaram isso?" points back at it, and asks what the question asks: a cost, not a count.
    const asksOn =
      named.has(type) &&
      followUp !== undefined &&
      followUp.speaker !== segment.speaker &&
      onlyAsks(followUp) &&
      followsUp.test(followUp.text);
    if (asksOn) raise(segments[index + 2], followUp, score);
    // "A reforma do galpão também entra." / "Essa fica em torno de trezentos mil.": the same speaker goes on.
    if (followUp?.speaker === segment.speaker && opensPointingBack.test(followUp.text))
      raise(followUp, { ...segment, speaker: '' }, score);
    if (statesAnswerType(type, segment)) continue;
    const next = segments[index + 1];
    const acrossSides = seller !== undefined && (segment.speaker === seller) !== (next?.speaker === seller);
    if (asks(segment) || offers.test(segment.text) || acrossSides) {
      raise(next, segment, score);
      // "Temos 63 cooperados..." / "É mais grão, daqui pro porto de Santos.": a reply said in two turns.
      const after = segments[index + 2];
      if (asks(segment) && after?.speaker === next?.speaker) raise(after, segment, score);
    }
    if (onlyAsks(segment)) raise(segments[index - 1], segment, score);
  }
  return segments
    .flatMap((segment) => {
      const score = scores.get(segment.id);
      return score === undefined ? [] : [{ segment, score }];
    })
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/** True when a sentence of the line that asks nothing says the kind of answer asked for. */
export function statesAnswerType(type: AnswerType, segment: TranscriptSegment): boolean {
  return sentences(segment.text).some(
    (sentence) => !sentence.trim().endsWith('?') && saysAnswerType(type, sentence),
  );
}

/**
 * The one line saying the kind of answer `type` on the side the question asks about, that the question's
 * words (`question`, in plain words) reach clearly more than any other such line; undefined when none does.
 */
export function answerByForm(
  type: AnswerType,
  question: string,
  asked: string,
  segments: TranscriptSegment[],
  /** Whether the meeting speaks of the question's subject: then the one line of a rare kind may answer. */
  heard = false,
): TranscriptSegment | undefined {
  if (narrowsToUnheard(question, segments)) return undefined;
  const onSide = onSideAsked(asked, segments);
  const ranked = withAnsweringReplies(type, segments, rankSegments(queryTerms(question), segments));
  // A call names few places, and says few lengths of time or shares: where the question's words reach none,
  // the one line of that kind on the side asked about is the answer ("Em que cidade fica a central?" /
  // "...em dois turnos, em Campina Grande"), in a meeting that speaks of the question's subject.
  const unreached =
    type === 'place' || (heard && rareKinds.has(type))
      ? segments.filter((segment) => !ranked.some((scored) => scored.segment === segment))
      : [];
  const candidates = [...ranked, ...unreached.map((segment) => ({ segment, score: 0 }))].filter(
    ({ segment }) => onSide(segment) && statesAnswerType(type, segment),
  );
  const [best, next] = candidates;
  if (!best) return undefined;
  if (next && (best.score === 0 || best.score < next.score * clearMargin)) return undefined;
  return best.segment;
}
