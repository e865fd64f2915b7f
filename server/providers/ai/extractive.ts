import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';
import type { AiProvider, AnswerDraft, TemplateQuestion } from './provider.ts';
import { queryTerms, rankSegments, unheardSubject } from './retrieval.ts';
import { improveSegments } from './cleanup.ts';
import { draftEnrichment } from './enrichment.ts';

/** Below this a passage only shares a common word with the question: better no answer than a wrong one. */
const minimumScore = 1.5;
/** Passages scoring at least this share of the best one are quoted with it. */
const companionShare = 0.75;
const maxSources = 2;

/**
 * The embedded AI: answers each question with the transcript passages that match it best (quoted as they
 * are, in the order they were said), rules for the enrichment, and a deterministic pt-BR clean-up for
 * improve. Never invents.
 */
export function createExtractiveAi(): AiProvider {
  return {
    name: 'extractive',
    async answerQuestions(questions, segments) {
      return questions.map((question) => answerFromTranscript(question, segments));
    },
    async enrich(segments) {
      return draftEnrichment(segments);
    },
    async improveTranscript(segments, vocabulary) {
      return improveSegments(segments, vocabulary);
    },
  };
}

function answerFromTranscript(question: TemplateQuestion, segments: TranscriptSegment[]): AnswerDraft {
  const ranked = unheardSubject(question.text, segments)
    ? []
    : rankSegments(queryTerms(question.text), segments);
  const best = ranked[0];
  if (!best || best.score < minimumScore) return { questionId: question.id, answer: null, sources: [] };
  const chosen = ranked
    .filter((scored) => scored.score >= Math.max(minimumScore, best.score * companionShare))
    .slice(0, maxSources)
    .map((scored) => scored.segment)
    .sort((a, b) => a.startSeconds - b.startSeconds);
  return {
    questionId: question.id,
    answer: chosen.map((segment) => `${segment.speaker}: “${segment.text}”`).join(' '),
    sources: chosen.map((segment) => ({
      segmentId: segment.id,
      startSeconds: segment.startSeconds,
      endSeconds: segment.endSeconds,
      quote: segment.text,
    })),
  };
}
