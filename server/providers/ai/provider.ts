import type { AnswerSource, Enrichment } from '../../../src/api-contract/meeting-detail.ts';
import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

export type TemplateQuestion = { id: string; text: string };

export type AnswerDraft = {
  questionId: string;
  answer: string | null;
  sources: AnswerSource[];
  /** The configured model failed and the embedded AI answered instead. */
  byEmbeddedAi?: boolean;
};

/** An enrichment before it is tied to a meeting and a moment of computing. */
export type EnrichmentDraft = Omit<Enrichment, 'meetingId' | 'computedAt'>;

/**
 * What the product asks of an AI. The embedded default answers by retrieval over the transcript; an
 * OpenAI-compatible adapter is used when AI_BASE_URL is set. Both must only say what the transcript says:
 * an answer carries the segments it came from, and is null when nothing relevant was said.
 */
export interface AiProvider {
  /** Stored with what it produced, so the meeting page can say who answered. */
  readonly name: string;
  answerQuestions(questions: TemplateQuestion[], segments: TranscriptSegment[]): Promise<AnswerDraft[]>;
  /** Summary, next steps, objections, amounts, dates, topics, talk time and questions; each item cites its line. */
  enrich(segments: TranscriptSegment[]): Promise<EnrichmentDraft>;
  /**
   * Same segments (ids, timestamps) with punctuation, capitalisation and speaker labels cleaned up, and the
   * company's vocabulary spelled its way ("hub spot" → "HubSpot").
   */
  improveTranscript(segments: TranscriptSegment[], vocabulary?: string[]): Promise<TranscriptSegment[]>;
}
