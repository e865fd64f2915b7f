import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';
import { queryTerms, rankSegments, unheardSubject, type ScoredSegment } from './retrieval.ts';
import { decisionMakersOf } from './signals/decision.ts';
import { sellerOf, sellerTeam } from './signals/seller.ts';
import { normalize, sentences } from './text.ts';
import { improveSegments } from './cleanup.ts';
import { draftEnrichment } from './enrichment.ts';
import { askedStems, noteOf, relevantSentences } from './writing/notes.ts';
import {
  asksImplication,
  asksOrRequests,
  asksProblem,
  costClauses,
  costOverPain,
  cues,
  painBeforeCost,
  smallTalk,
} from './template-cues.ts';

/** Below this a passage only shares a common word with the question: better no answer than a wrong one. */
const minimumScore = 1.5;
/**
 * A template question's words are the method's ("necessidade", "dor", "implicações"), rarely the client's:
 * on the client's side a line sharing only paraphrases of them is enough.
 */
const clientMinimumScore = 1;
/** Passages scoring at least this share of the best one are quoted with it. */
const companionShare = 0.75;
const maxSources = 2;

/**
 * The embedded AI: answers each question with a note written from the transcript lines that match it best
 * (who said what, in the third person, each line cited once), rules for the enrichment, and a
 * deterministic pt-BR clean-up for improve. Never invents: a note only retells what its lines say.
 */
export function createExtractiveAi(): AiProvider {
  return {
    name: 'extractive',
    async answerQuestions(questions, segments) {
      const written = new Set<string>();
      return questions.map((question) => answerFromTranscript(question, segments, written));
    },
    async enrich(segments) {
      return draftEnrichment(segments);
    },
    async improveTranscript(segments, vocabulary) {
      return improveSegments(segments, vocabulary);
    },
  };
}

/**
 * One question's note. Template questions ask about the client, so the client side's lines answer them
 * (the seller's only when the client said nothing about it), and a question about budget, who decides or
 * when leads with the lines that say one (cues below). `written` holds the notes already given to the
 * template's earlier questions: two questions ("Problema" and "Implicação") never get the same answer;
 * the next best lines answer the second, and when there are none it has no answer.
 */
function answerFromTranscript(
  question: TemplateQuestion,
  segments: TranscriptSegment[],
  written: Set<string>,
): AnswerDraft {
  const none = { questionId: question.id, answer: null, sources: [] };
  const ranked = unheardSubject(question.text, segments)
    ? []
    : cued(question.text, segments, rankSegments(queryTerms(withoutBackReference(question.text)), segments));
  const seller = sellerOf(segments);
  const opening = smallTalk(segments, seller);
  // The seller's colleague speaks for the product too: the client side is everyone else.
  const team = sellerTeam(segments);
  const clientSide = ranked.filter(
    (scored) => !team.has(scored.segment.speaker) && !opening.has(scored.segment.id),
  );
  const onClientSide = (clientSide[0]?.score ?? 0) >= clientMinimumScore;
  const pool = onClientSide ? clientSide : ranked;
  const floor = onClientSide ? clientMinimumScore : minimumScore;
  const best = pool[0];
  if (!best || best.score < floor) return none;
  const stems = askedStems(question.text);
  const candidates = pool
    .filter((scored) => scored.score >= Math.max(floor, best.score * companionShare))
    .map((scored) => scored.segment);
  // The best lines together, else each line above the floor alone, best first: the first note not given yet.
  const choices = [
    candidates.slice(0, maxSources),
    ...pool.filter((scored) => scored.score >= floor).map((scored) => [scored.segment]),
  ];
  const implication = asksImplication(question.text);
  const problem = asksProblem(question.text);
  const said = (segment: TranscriptSegment) => {
    const chosen = relevantSentences(segment, stems);
    if (problem) return painBeforeCost(sentences(segment.text), chosen);
    return implication ? costOverPain(sentences(segment.text), chosen) : chosen;
  };
  for (const choice of choices) {
    const chosen = [...choice].sort((a, b) => a.startSeconds - b.startSeconds);
    const whole = chosen.map((segment) => noteOf(segment.speaker, said(segment))).join(' ');
    // "Dois clientes reclamaram de guia atrasada, e pagamos trinta mil em horas extras": one line says the
    // problem and what it costs. Given whole to the problem, it answers the implication with its cost: another
    // note, of the part the question asks for.
    const costs = implication ? chosen.map((segment) => costClauses(relevantSentences(segment, stems))) : [];
    const answer =
      written.has(whole) && costs.length > 0 && costs.every((clauses) => clauses.length > 0)
        ? chosen.map((segment, index) => noteOf(segment.speaker, costs[index]!)).join(' ')
        : whole;
    if (written.has(answer)) continue;
    written.add(answer);
    return {
      questionId: question.id,
      answer,
      sources: chosen.map((segment) => ({
        segmentId: segment.id,
        startSeconds: segment.startSeconds,
        endSeconds: segment.endSeconds,
        quote: segment.text,
      })),
    };
  }
  return none;
}

/**
 * "As implicações desses problemas": a noun after "desses" points back to what an earlier question asked,
 * and a line saying it ("o problema maior é o diesel") answers that question, not this one; the words that
 * rank lines are the question's own.
 */
const withoutBackReference = (question: string) =>
  question.replace(/\b(?:desses|destes|dessas|destas|daqueles|daquelas)\s+\p{L}+/giu, '');

/** A line saying what the question asks for (a budget, a decider, a date) leads any line that does not. */
const cueWeight = 1.6;
const cueBonus = 2;
/** The client's reply to the seller's question about it says it more surely than a line that only has its cue. */
const replyBonus = 1;
/** How sure a reply to the seller's question is, on a graded cue: as the surest line (costStrength's 1.5). */
const surestReply = 1.5;

/**
 * Budget, authority and timeline questions are answered by lines of a kind words alone do not find ("Tenho
 * até uns cinco mil por mês", "O dono, o seu Alberto", "Antes do plantio de setembro"): those lines lead.
 */
function cued(question: string, segments: TranscriptSegment[], ranked: ScoredSegment[]): ScoredSegment[] {
  const asked = normalize(question);
  const makers = new Set(decisionMakersOf(segments).map((maker) => maker.segmentId));
  const found = cues.find(([asks]) => asks.test(asked));
  if (!found) return ranked;
  const [, cue, required, excluded, askedFor] = found;
  const scores = new Map(ranked.map((scored) => [scored.segment.id, scored.score]));
  const seller = sellerOf(segments);
  const team = sellerTeam(segments);
  // "Qual valor o cliente enxerga na solução (Necessidade de solução)?" is said after the pitch.
  const diagnosis = diagnosing.test(asked) && !/\bsolucao\b/.test(asked);
  const firstPitch = pitchOf(segments, seller);
  const pitch = diagnosis ? firstPitch : segments.length;
  return segments
    .map((segment, position) => {
      const score = scores.get(segment.id) ?? 0;
      const plain = normalize(segment.text);
      if (excluded?.(plain, team.has(segment.speaker))) return { segment, score: 0 };
      const previous = segments[position - 1];
      // The client's reply to the seller's question about it answers it, whatever its words: "E onde isso
      // aperta mais?" / "Produto vence na prateleira antes de alguém ver."
      const repliesToIt =
        askedFor !== undefined &&
        previous !== undefined &&
        // The seller's colleague asks for the product too.
        !team.has(segment.speaker) &&
        (previous.speaker === seller || team.has(previous.speaker)) &&
        askedFor(previous.text, segment.text, position - 1 === firstPitch);
      const says = cue(plain, makers.has(segment.id));
      // A graded cue (what a problem costs) counts the client's reply to the seller's question about it as
      // sure as the strongest line: "E isso pesa como?" / "Pesa na conta de luz...".
      const strength =
        typeof says === 'number' ? Math.max(says, repliesToIt ? surestReply : 0) : Number(says);
      const scored =
        (strength > 0 || repliesToIt) && !plain.trim().endsWith('?')
          ? {
              segment,
              score: score * cueWeight + cueBonus * Math.max(strength, 1) + (repliesToIt ? replyBonus : 0),
            }
          : { segment, score: required ? 0 : score };
      return position > pitch ? { segment, score: scored.score * afterPitchWeight } : scored;
    })
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.segment.startSeconds - b.segment.startSeconds);
}

/**
 * Situation, problem and implication are what the client tells before the seller presents the product
 * (SPIN's diagnosis); after it, the client weighs the product, its price and its purchase ("O problema é
 * que pra contratar precisa de licitação"), so lines there weigh less.
 */
const diagnosing = /\bsituacao\b|\bproblemas?\b|\bimplicac|\bnecessidade\b|\bdor\b/;
const afterPitchWeight = 0.5;
/** Words in a seller's statement long enough to present something, not to acknowledge ("Entendi, faz sentido."). */
const pitchWords = 10;

/** Where the seller first presents the product: their first statement of some length after the opening turn. */
function pitchOf(segments: TranscriptSegment[], seller: string | undefined): number {
  const at = segments.findIndex(
    (segment, position) =>
      position > 0 &&
      segment.speaker === seller &&
      // "Me conta como vocês controlam as perdas hoje." asks, as a question does.
      !asksOrRequests(segment.text) &&
      segment.text.split(/\s+/).length >= pitchWords,
  );
  return at < 0 ? segments.length : at;
}
