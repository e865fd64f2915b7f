import type { AiProvider, TemplateQuestion } from '../../providers/ai/provider.ts';
import type { MeetingAnswer } from '../../../src/api-contract/meeting-detail.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { MeetingRow } from '../meetings/meeting-row.ts';
import type { Store } from '../store.ts';

const unanswered = (question: TemplateQuestion): MeetingAnswer => ({
  questionId: question.id,
  question: question.text,
  answer: null,
  sources: [],
});

/** The meeting template's questions, each with the AI's answer from the transcript and the passages it used. */
export function createAnswersService(deps: { store: Store; ai: AiProvider; access: MeetingAccess }) {
  const { store, ai } = deps;

  /**
   * Answers the template's questions from the meeting's finished transcript and stores them. Without a
   * transcript every answer is null: the questions are shown, nothing is made up.
   */
  async function compute(meetingId: string, templateId: string | null): Promise<MeetingAnswer[]> {
    if (!templateId) return [];
    const questions = await store.templates.questionsOf(templateId);
    const transcription = await store.transcriptions.ofMeeting(meetingId);
    if (transcription?.status !== 'done') return questions.map(unanswered);
    const drafts = new Map(
      (await ai.answerQuestions(questions, transcription.segments)).map((draft) => [draft.questionId, draft]),
    );
    const answers = questions.map((question) => {
      const draft = drafts.get(question.id);
      return {
        ...unanswered(question),
        answer: draft?.answer ?? null,
        sources: draft?.sources ?? [],
        ...(draft?.byEmbeddedAi ? { byEmbeddedAi: true } : {}),
      };
    });
    await store.answers.save(meetingId, templateId, ai.name, answers);
    return answers;
  }

  /** The stored answers when they were computed for the meeting's template, else computed now. */
  async function storedOrComputed(meeting: Pick<MeetingRow, 'id' | 'template_id'>): Promise<MeetingAnswer[]> {
    const stored = await store.answers.find(meeting.id, meeting.template_id);
    return stored ?? compute(meeting.id, meeting.template_id);
  }

  return {
    compute,
    /** For a shared meeting's guests, whose link was the permission. */
    storedOrComputed,
    async forMeeting(caller: Caller, meetingId: string): Promise<MeetingAnswer[]> {
      return storedOrComputed(await deps.access.visible(caller, meetingId));
    },
  };
}

export type AnswersService = ReturnType<typeof createAnswersService>;
