import type { AssignedBot, MeetingBotStore } from '../../providers/bot/provider.ts';
import type { Database } from '../../db/database.ts';

type BotRow = {
  meeting_id: string;
  bot_id: string;
  status_at: Date | null;
  status_rank: number;
  recording_stored: boolean;
  transcript_stored: boolean;
};

const columns = 'meeting_id, bot_id, status_at, status_rank, recording_stored, transcript_stored';

const assignedOf = (row: BotRow): AssignedBot => ({
  meetingId: row.meeting_id,
  botId: row.bot_id,
  statusAt: row.status_at ? new Date(row.status_at) : null,
  statusRank: row.status_rank,
  recordingStored: row.recording_stored,
  transcriptStored: row.transcript_stored,
});

/** `meeting_bots` and `bot_webhook_events`: the provider's bot of each meeting and the webhooks seen. */
export function createMeetingBotsRepository(db: Database): MeetingBotStore {
  /** Sets `set` (a fixed clause, never from input) and marks the bot heard from. */
  const flag = async (botId: string, set?: string) => {
    const clause = set ? `${set}, heard_at = now()` : 'heard_at = now()';
    await db.query(`UPDATE meeting_bots SET ${clause} WHERE bot_id = $1`, [botId]);
  };
  return {
    async assign(meetingId, botId, joinAt) {
      await db.query(
        `INSERT INTO meeting_bots (meeting_id, bot_id, join_at) VALUES ($1, $2, $3)
         ON CONFLICT (meeting_id) DO UPDATE
           SET bot_id = EXCLUDED.bot_id, join_at = EXCLUDED.join_at, status_at = NULL, status_rank = 0,
               recording_stored = false, transcript_stored = false, finished = false, heard_at = now(),
               collect_claimed_until = NULL`,
        [meetingId, botId, joinAt],
      );
    },

    async botOf(meetingId) {
      const [row] = await db.query<BotRow>(`SELECT ${columns} FROM meeting_bots WHERE meeting_id = $1`, [
        meetingId,
      ]);
      return row && assignedOf(row);
    },

    async byBot(botId) {
      const [row] = await db.query<BotRow>(`SELECT ${columns} FROM meeting_bots WHERE bot_id = $1`, [botId]);
      return row && assignedOf(row);
    },

    async release(meetingId) {
      await db.query('DELETE FROM meeting_bots WHERE meeting_id = $1', [meetingId]);
    },

    async firstDelivery(webhookId) {
      const rows = await db.query(
        'INSERT INTO bot_webhook_events (webhook_id) VALUES ($1) ON CONFLICT DO NOTHING RETURNING 1',
        [webhookId],
      );
      return rows.length > 0;
    },

    heard: (botId) => flag(botId),
    async statusApplied(botId, at, rank) {
      await db.query(
        'UPDATE meeting_bots SET status_at = $2, status_rank = $3, heard_at = now() WHERE bot_id = $1',
        [botId, at, rank],
      );
    },
    recordingStored: (botId) => flag(botId, 'recording_stored = true'),
    transcriptStored: (botId) => flag(botId, 'transcript_stored = true, finished = true'),
    finished: (botId) => flag(botId, 'finished = true'),

    async claimCollect(botId, seconds) {
      const rows = await db.query(
        `UPDATE meeting_bots SET collect_claimed_until = now() + make_interval(secs => $2)
          WHERE bot_id = $1 AND NOT transcript_stored
            AND (collect_claimed_until IS NULL OR collect_claimed_until < now())
         RETURNING 1`,
        [botId, seconds],
      );
      return rows.length > 0;
    },

    async releaseCollect(botId) {
      await db.query('UPDATE meeting_bots SET collect_claimed_until = NULL WHERE bot_id = $1', [botId]);
    },

    async claimQuiet(before, limit) {
      const rows = await db.query<BotRow>(
        `UPDATE meeting_bots SET heard_at = now()
          WHERE meeting_id IN (
            SELECT meeting_id FROM meeting_bots
             WHERE NOT finished AND heard_at < $1 AND (join_at IS NULL OR join_at <= now())
             ORDER BY heard_at LIMIT $2 FOR UPDATE SKIP LOCKED)
         RETURNING ${columns}`,
        [before, limit],
      );
      return rows.map(assignedOf);
    },

    async reserve(meetingId) {
      // A placeholder row, finished so reconciliation leaves it alone; `assign` replaces it.
      const rows = await db.query(
        `INSERT INTO meeting_bots (meeting_id, bot_id, finished) VALUES ($1, $2, true)
         ON CONFLICT (meeting_id) DO NOTHING RETURNING 1`,
        [meetingId, `reserved:${meetingId}`],
      );
      return rows.length > 0;
    },

    async upcomingWithoutBot(since) {
      const rows = await db.query<{ id: string }>(
        `SELECT m.id FROM meetings m
          WHERE m.status = 'scheduled' AND m.is_enabled AND m.meeting_url IS NOT NULL AND m.start_time > $1
            AND NOT EXISTS (SELECT 1 FROM meeting_bots b WHERE b.meeting_id = m.id)`,
        [since.toISOString()],
      );
      return rows.map((row) => row.id);
    },
  };
}
