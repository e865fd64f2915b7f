import type { Database } from '../../db/database.ts';
import type { ShareContent } from '../../../src/api-contract/share.ts';

/**
 * A meeting's public link: its id in `/s/{shareId}`, the hash of its current password, what it shows, its
 * expiry and how often guests opened it. `expired` and `companyName` are read with it: the first by the
 * database's clock, so every server agrees on it and tests move it there.
 */
export type ShareRow = {
  meetingId: string;
  shareId: string;
  passwordHash: string;
  passwordSetAt: Date;
  content: ShareContent;
  /** YYYY-MM-DD, the last São Paulo day the link opens. */
  expiresOn: string | null;
  expired: boolean;
  openCount: number;
  lastOpenedAt: Date | null;
  companyName: string;
};

type Row = {
  meeting_id: string;
  share_id: string;
  password_hash: string;
  password_set_at: Date;
  show_recording: boolean;
  show_transcript: boolean;
  show_summary: boolean;
  show_next_steps: boolean;
  show_internal_notes: boolean;
  expires_on: string | null;
  expired: boolean;
  open_count: number;
  last_opened_at: Date | null;
  company_name: string;
};

const toShare = (row: Row): ShareRow => ({
  meetingId: row.meeting_id,
  shareId: row.share_id,
  passwordHash: row.password_hash,
  passwordSetAt: new Date(row.password_set_at),
  content: {
    recording: row.show_recording,
    transcript: row.show_transcript,
    summary: row.show_summary,
    nextSteps: row.show_next_steps,
    internalNotes: row.show_internal_notes,
  },
  expiresOn: row.expires_on,
  expired: row.expired,
  openCount: row.open_count,
  lastOpenedAt: row.last_opened_at && new Date(row.last_opened_at),
  companyName: row.company_name,
});

// Brazil keeps one offset all year; the day ends at midnight in São Paulo, whatever the server's zone.
const today = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;

/** Every column of a share `s`, with what is read beside it; `FROM` must join `meetings m` and `companies c`. */
const columns = `s.meeting_id, s.share_id, s.password_hash, s.password_set_at,
  s.show_recording, s.show_transcript, s.show_summary, s.show_next_steps, s.show_internal_notes,
  to_char(s.expires_on, 'YYYY-MM-DD') AS expires_on, coalesce(s.expires_on < ${today}, false) AS expired,
  s.open_count, s.last_opened_at, c.name AS company_name`;

const joined = `meeting_shares s JOIN meetings m ON m.id = s.meeting_id JOIN companies c ON c.id = m.company_id`;

/** The only SQL on `meeting_shares`. */
export function createSharesRepository(db: Database) {
  const one = async (where: string, params: unknown[]) => {
    const [row] = await db.query<Row>(`SELECT ${columns} FROM ${joined} WHERE ${where}`, params);
    return row && toShare(row);
  };

  return {
    ofMeeting: (meetingId: string): Promise<ShareRow | undefined> => one('s.meeting_id = $1', [meetingId]),

    byShareId: (shareId: string): Promise<ShareRow | undefined> => one('s.share_id = $1', [shareId]),

    /**
     * Turns the link on with `shareId`, or, when it is already on, keeps its id (and its choices) and replaces
     * the password: one statement, so two owners saving at once cannot leave two ids.
     */
    async enable(meetingId: string, shareId: string, passwordHash: string): Promise<ShareRow> {
      await db.query(
        `INSERT INTO meeting_shares (meeting_id, share_id, password_hash, password_set_at)
         VALUES ($1, $2, $3, clock_timestamp())
         ON CONFLICT (meeting_id) DO UPDATE
           SET password_hash = EXCLUDED.password_hash, password_set_at = EXCLUDED.password_set_at`,
        [meetingId, shareId, passwordHash],
      );
      return (await one('s.meeting_id = $1', [meetingId]))!;
    },

    /** What the link shows and its expiry; undefined when the link is off. */
    async update(
      meetingId: string,
      content: ShareContent,
      expiresOn: string | null,
    ): Promise<ShareRow | undefined> {
      const [updated] = await db.query<{ meeting_id: string }>(
        `UPDATE meeting_shares
            SET show_recording = $2, show_transcript = $3, show_summary = $4, show_next_steps = $5,
                show_internal_notes = $6, expires_on = $7::date
          WHERE meeting_id = $1
          RETURNING meeting_id`,
        [
          meetingId,
          content.recording,
          content.transcript,
          content.summary,
          content.nextSteps,
          content.internalNotes,
          expiresOn,
        ],
      );
      return updated && one('s.meeting_id = $1', [meetingId]);
    },

    /** Whether `day` (YYYY-MM-DD) is before today in São Paulo, by the database's clock. */
    async isPast(day: string): Promise<boolean> {
      const [row] = await db.query<{ past: boolean }>(`SELECT $1::date < ${today} AS past`, [day]);
      return row!.past;
    },

    /** A guest opened the meeting: counted, at the database's time. */
    async recordOpen(shareId: string): Promise<void> {
      await db.query(
        'UPDATE meeting_shares SET open_count = open_count + 1, last_opened_at = now() WHERE share_id = $1',
        [shareId],
      );
    },

    async disable(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_shares WHERE meeting_id = $1', [meetingId]);
    },
  };
}
