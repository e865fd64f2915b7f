import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';
import { queryTerms, rankSegments, unheardSubject } from './retrieval.ts';
import { improveSegments } from './cleanup.ts';
import { draftEnrichment } from './enrichment.ts';
import { askedStems, noteOf, relevantSentences } from './writing/notes.ts';
import { thesaurus } from './thesaurus.ts';

/** Below this a passage only shares a common word with the question: better no answer than a wrong one. */
const minimumScore = 1.5;
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
 * One question's note. `written` holds the notes already given to the template's earlier questions: two
 * questions ("Problema" and "Implicação") never get the same answer; the next best lines answer the
 * second, and when there are none it has no answer.
 */
function answerFromTranscript(
  question: TemplateQuestion,
  segments: TranscriptSegment[],
  written: Set<string>,
): AnswerDraft {
  const none = { questionId: question.id, answer: null, sources: [] };
  const ranked = unheardSubject(question.text, segments)
    ? []
    : rankSegments(queryTerms(question.text), segments);
  const best = ranked[0];
  if (!best || best.score < minimumScore) return none;
  const stems = new Set(
    [...askedStems(question.text)].flatMap((stem) => [stem, ...(thesaurus.get(stem) ?? [])]),
  );
  const candidates = ranked.filter(
    (scored) => scored.score >= Math.max(minimumScore, best.score * companionShare),
  );
  for (let skip = 0; skip < candidates.length; skip += 1) {
    const chosen = candidates
      .slice(skip, skip + maxSources)
      .map((scored) => scored.segment)
      .sort((a, b) => a.startSeconds - b.startSeconds);
    const answer = chosen
      .map((segment) => noteOf(segment.speaker, relevantSentences(segment, stems)))
      .join(' ');
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
