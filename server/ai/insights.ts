import type { Database } from '../db/database.ts';
import type { Enrichment, MeetingAnswer } from '../../src/services/api/schemas/meeting-detail.ts';
import { computeEnrichment } from './enrichment.ts';
import type { AiProvider } from './provider.ts';
import { transcriptionOfMeeting } from './transcripts.ts';

type QuestionRow = { id: string; text: string };

async function questionsOf(db: Database, templateId: string): Promise<QuestionRow[]> {
  return db.query<QuestionRow>(
    'SELECT id, text FROM template_questions WHERE template_id = $1 ORDER BY position',
    [templateId],
  );
}

/**
 * Answers the template's questions from the meeting's finished transcript and stores them. Without a
 * transcript every answer is null: the questions are shown, nothing is made up.
 */
export async function computeAnswers(
  db: Database,
  ai: AiProvider,
  meetingId: string,
  templateId: string | null,
): Promise<MeetingAnswer[]> {
  if (!templateId) return [];
  const questions = await questionsOf(db, templateId);
  const transcription = await transcriptionOfMeeting(db, meetingId);
  if (transcription?.status !== 'done') {
    return questions.map((question) => ({
      questionId: question.id,
      question: question.text,
      answer: null,
      sources: [],
    }));
  }
  const drafts = new Map(
    (await ai.answerQuestions(questions, transcription.segments)).map((draft) => [draft.questionId, draft]),
  );
  const answers = questions.map((question) => ({
    questionId: question.id,
    question: question.text,
    answer: drafts.get(question.id)?.answer ?? null,
    sources: drafts.get(question.id)?.sources ?? [],
  }));
  await db.query(
    `INSERT INTO meeting_answers (meeting_id, template_id, provider, answers) VALUES ($1, $2, $3, $4)
     ON CONFLICT (meeting_id) DO UPDATE
       SET template_id = EXCLUDED.template_id, provider = EXCLUDED.provider, answers = EXCLUDED.answers,
           computed_at = now()`,
    [meetingId, templateId, ai.name, JSON.stringify(answers)],
  );
  return answers;
}

/** The stored answers when they were computed for this template, else computed now. */
export async function answersFor(
  db: Database,
  ai: AiProvider,
  meetingId: string,
  templateId: string | null,
): Promise<MeetingAnswer[]> {
  const [stored] = await db.query<{ answers: MeetingAnswer[] }>(
    'SELECT answers FROM meeting_answers WHERE meeting_id = $1 AND template_id IS NOT DISTINCT FROM $2',
    [meetingId, templateId],
  );
  return stored ? stored.answers : computeAnswers(db, ai, meetingId, templateId);
}

/** The stored enrichment, else computed from the finished transcript and stored; undefined without one. */
export async function enrichmentFor(db: Database, meetingId: string): Promise<Enrichment | undefined> {
  const [stored] = await db.query<{ enrichment: Enrichment }>(
    'SELECT enrichment FROM meeting_enrichments WHERE meeting_id = $1',
    [meetingId],
  );
  if (stored) return stored.enrichment;
  const transcription = await transcriptionOfMeeting(db, meetingId);
  if (transcription?.status !== 'done') return undefined;
  const enrichment = computeEnrichment(meetingId, transcription.segments);
  await db.query(
    `INSERT INTO meeting_enrichments (meeting_id, enrichment) VALUES ($1, $2)
     ON CONFLICT (meeting_id) DO UPDATE SET enrichment = EXCLUDED.enrichment, computed_at = now()`,
    [meetingId, JSON.stringify(enrichment)],
  );
  return enrichment;
}

/** A changed transcript makes its answers' quotes and its enrichment stale: they are recomputed on demand. */
export async function forgetInsights(db: Database, meetingId: string): Promise<void> {
  await db.query('DELETE FROM meeting_answers WHERE meeting_id = $1', [meetingId]);
  await db.query('DELETE FROM meeting_enrichments WHERE meeting_id = $1', [meetingId]);
}

/** After a meeting is done: answers and enrichment computed once and stored. */
export async function computeInsights(db: Database, ai: AiProvider, meetingId: string): Promise<void> {
  const [meeting] = await db.query<{ template_id: string | null }>(
    'SELECT template_id FROM meetings WHERE id = $1',
    [meetingId],
  );
  if (!meeting) return;
  await forgetInsights(db, meetingId);
  await computeAnswers(db, ai, meetingId, meeting.template_id);
  await enrichmentFor(db, meetingId);
}
