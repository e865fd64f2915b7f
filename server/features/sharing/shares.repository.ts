import type { Database } from '../../db/database.ts';

/** A meeting's public link: its id in `/s/{shareId}` and the hash of its current password. */
export type ShareRow = {
  meetingId: string;
  shareId: string;
  passwordHash: string;
  passwordSetAt: Date;
};

type Row = { meeting_id: string; share_id: string; password_hash: string; password_set_at: Date };

const toShare = (row: Row): ShareRow => ({
  meetingId: row.meeting_id,
  shareId: row.share_id,
  passwordHash: row.password_hash,
  passwordSetAt: new Date(row.password_set_at),
});

const columns = 'meeting_id, share_id, password_hash, password_set_at';

/** The only SQL on `meeting_shares`. */
export function createSharesRepository(db: Database) {
  return {
    async ofMeeting(meetingId: string): Promise<ShareRow | undefined> {
      const [row] = await db.query<Row>(`SELECT ${columns} FROM meeting_shares WHERE meeting_id = $1`, [
        meetingId,
      ]);
      return row && toShare(row);
    },

    async byShareId(shareId: string): Promise<ShareRow | undefined> {
      const [row] = await db.query<Row>(`SELECT ${columns} FROM meeting_shares WHERE share_id = $1`, [
        shareId,
      ]);
      return row && toShare(row);
    },

    /**
     * Turns the link on with `shareId`, or, when it is already on, keeps its id and replaces the password:
     * one statement, so two owners saving at once cannot leave two ids.
     */
    async enable(meetingId: string, shareId: string, passwordHash: string): Promise<ShareRow> {
      const [row] = await db.query<Row>(
        `INSERT INTO meeting_shares (meeting_id, share_id, password_hash, password_set_at)
         VALUES ($1, $2, $3, clock_timestamp())
         ON CONFLICT (meeting_id) DO UPDATE
           SET password_hash = EXCLUDED.password_hash, password_set_at = EXCLUDED.password_set_at
         RETURNING ${columns}`,
        [meetingId, shareId, passwordHash],
      );
      return toShare(row!);
    },

    async disable(meetingId: string): Promise<void> {
      await db.query('DELETE FROM meeting_shares WHERE meeting_id = $1', [meetingId]);
    },
  };
}
