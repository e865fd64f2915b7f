import type { Database } from '../../db/database.ts';
import type { MeetingLog } from '../../../src/api-contract/meeting.ts';

type LogRow = {
  at: Date;
  status: MeetingLog['status'];
  source: MeetingLog['source'];
  sub_code: string | null;
  message: string;
};

/** An entry to write; the bot's unless a follow-up says it is its own. */
type NewLog = Omit<MeetingLog, 'at' | 'source'> & { source?: MeetingLog['source'] };

/** A meeting's timeline (`meeting_logs`): the bot's steps and its follow-ups' outcomes, oldest first. */
export function createMeetingLogsRepository(db: Database) {
  return {
    async add(meetingId: string, entry: NewLog, at: Date = new Date()): Promise<void> {
      await db.query(
        'INSERT INTO meeting_logs (meeting_id, at, status, source, sub_code, message) VALUES ($1, $2, $3, $4, $5, $6)',
        [meetingId, at, entry.status, entry.source ?? 'bot', entry.subCode, entry.message],
      );
    },

    async list(meetingId: string): Promise<MeetingLog[]> {
      const rows = await db.query<LogRow>(
        'SELECT at, status, source, sub_code, message FROM meeting_logs WHERE meeting_id = $1 ORDER BY at, id',
        [meetingId],
      );
      return rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        status: row.status,
        source: row.source,
        subCode: row.sub_code,
        message: row.message,
      }));
    },
  };
}
