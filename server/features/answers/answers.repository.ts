import type { Database } from '../../db/database.ts';
import type { MeetingAnswer } from '../../../src/api-contract/meeting-detail.ts';

/** `meeting_answers`: the answers of one meeting, for the template they were computed with. */
export function createAnswersRepository(db: Database) {
  return {
    async find(meetingId: string, templateId: string | null): Promise<MeetingAnswer[] | undefined> {
      const [stored] = await db.query<{ answers: MeetingAnswer[] }>(
        'SELECT answers FROM meeting_answers WHERE meeting_id = $1 AND template_id IS NOT DISTINCT FROM $2',
        [meetingId, templateId],
      );
      return stored?.answers;
    },

    async save(meetingId: string, templateId: string, provider: string, answers: MeetingAnswer[]) {
      await db.query(
        `INSERT INTO meeting_answers (meeting_id, template_id, provider, answers) VALUES ($1, $2, $3, $4)
         ON CONFLICT (meeting_id) DO UPDATE
           SET template_id = EXCLUDED.template_id, provider = EXCLUDED.provider, answers = EXCLUDED.answers,
               computed_at = now()`,
        [meetingId, templateId, provider, JSON.stringify(answers)],
      );
    },

    async remove(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_answers WHERE meeting_id = $1', [meetingId]);
    },
  };
}
