import type { Database } from '../../db/database.ts';
import type { ExitReason, Meeting, MeetingStatus } from '../../../src/api-contract/meeting.ts';
import type { Caller } from '../caller.ts';
import { Conditions } from '../../db/sql-conditions.ts';
import { selectMeeting, type MeetingRow } from './meeting-row.ts';
import { visibleTo } from './meeting-visibility.ts';

/** A meeting about to be created; who owns it and what follows from the owner are the repository's rule. */
export type NewMeeting = {
  title: string;
  meetingUrl: string | null;
  platform: Meeting['platform'];
  meetingType: Meeting['meetingType'];
  format: Meeting['format'];
  status: MeetingStatus;
  /** ISO instant; now when absent. */
  startTime?: string;
};

/** The only SQL on `meetings` (the list's filters are in meeting-list.repository.ts). */
export function createMeetingsRepository(db: Database) {
  return {
    /** The meeting if `caller` may see it (meeting-visibility.ts). */
    async findVisible(caller: Caller, id: string): Promise<MeetingRow | undefined> {
      const conditions = new Conditions();
      visibleTo(caller, conditions);
      conditions.add(`m.id = ${conditions.param(id)}`);
      const [row] = await db.query<MeetingRow>(
        `${selectMeeting} WHERE ${conditions.where}`,
        conditions.params,
      );
      return row;
    },

    /**
     * The one way a meeting is created, by link or by upload: it belongs to its owner's company and first
     * team, and takes the owner's template, else the company's first shared one. undefined: no such user.
     */
    async insert(ownerId: string, meeting: NewMeeting): Promise<string | undefined> {
      const [created] = await db.query<{ id: string }>(
        `INSERT INTO meetings (company_id, user_id, team_id, template_id, title, meeting_url, platform, meeting_type,
                               format, status, start_time)
         SELECT u.company_id, u.id,
                (SELECT team_id FROM team_members WHERE user_id = u.id ORDER BY team_id LIMIT 1),
                COALESCE(u.template_id,
                         (SELECT id FROM templates t WHERE t.company_id = u.company_id AND t.is_shared
                           ORDER BY t.created_at, t.name LIMIT 1)),
                $2, $3, $4, $5, $6, $7, COALESCE($8::timestamptz, now())
           FROM users u WHERE u.id = $1
         RETURNING id`,
        [
          ownerId,
          meeting.title,
          meeting.meetingUrl,
          meeting.platform,
          meeting.meetingType,
          meeting.format,
          meeting.status,
          meeting.startTime ?? null,
        ],
      );
      return created?.id;
    },

    async setTitle(id: string, title: string): Promise<void> {
      await db.query('UPDATE meetings SET title = $2 WHERE id = $1', [id, title]);
    },

    async setEnabled(id: string, enabled: boolean): Promise<void> {
      await db.query('UPDATE meetings SET is_enabled = $2 WHERE id = $1', [id, enabled]);
    },

    async setTemplate(id: string, templateId: string): Promise<void> {
      await db.query('UPDATE meetings SET template_id = $2 WHERE id = $1', [id, templateId]);
    },

    /** A new status; `exitReason` replaces the stored one when given (null clears it), else it stays. */
    async setStatus(id: string, status: MeetingStatus, exitReason?: ExitReason | null): Promise<void> {
      await db.query(
        `UPDATE meetings SET status = $2, exit_reason = CASE WHEN $3::boolean THEN $4 ELSE exit_reason END
          WHERE id = $1`,
        [id, status, exitReason !== undefined, exitReason ?? null],
      );
    },

    /** What the recorded call says: its length, and its people unless the meeting already names some. */
    async recordCall(
      id: string,
      call: { durationSeconds: number; participants: Meeting['participants'] },
    ): Promise<void> {
      await db.query(
        `UPDATE meetings SET duration_seconds = $2,
                participants = CASE WHEN participants = '[]'::jsonb THEN $3::jsonb ELSE participants END
          WHERE id = $1`,
        [id, call.durationSeconds, JSON.stringify(call.participants)],
      );
    },

    /** Its logs, bot schedule, transcript, answers, enrichment, upload and media rows go with it (CASCADE). */
    async remove(id: string): Promise<void> {
      await db.query('DELETE FROM meetings WHERE id = $1', [id]);
    },

    /** Any meeting, for the product's own work (providers' events); callers go through findVisible. */
    async find(id: string): Promise<MeetingRow | undefined> {
      const [row] = await db.query<MeetingRow>(`${selectMeeting} WHERE m.id = $1`, [id]);
      return row;
    },
  };
}
