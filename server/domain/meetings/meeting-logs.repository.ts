import type { Database } from '../../db/database.ts';
import type { MeetingLog } from '../../../src/services/api/schemas/meeting.ts';

type LogRow = { at: Date; status: MeetingLog['status']; sub_code: string | null; message: string };

/** The bot's timeline of a meeting (`meeting_logs`), oldest first. */
export function createMeetingLogsRepository(db: Database) {
  return {
    async add(meetingId: string, entry: Omit<MeetingLog, 'at'>, at: Date = new Date()): Promise<void> {
      await db.query(
        'INSERT INTO meeting_logs (meeting_id, at, status, sub_code, message) VALUES ($1, $2, $3, $4, $5)',
        [meetingId, at, entry.status, entry.subCode, entry.message],
      );
    },

    async list(meetingId: string): Promise<MeetingLog[]> {
      const rows = await db.query<LogRow>(
        'SELECT at, status, sub_code, message FROM meeting_logs WHERE meeting_id = $1 ORDER BY at, id',
        [meetingId],
      );
      return rows.map((row) => ({
        at: new Date(row.at).toISOString(),
        status: row.status,
        subCode: row.sub_code,
        message: row.message,
      }));
    },
  };
}
