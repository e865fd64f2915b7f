import type { Database } from '../../db/database.ts';
import type { CalendarKind } from './adapters/calendar-adapter.ts';
import type { CalendarSyncCounts } from '../../../src/api-contract/calendar.ts';
import type { Meeting } from '../../../src/api-contract/meeting.ts';

export type CalendarConnectionRow = {
  user_id: string;
  kind: CalendarKind;
  account_email: string;
  tokens_sealed: string;
  expires_at: Date;
  needs_reconnect: boolean;
  connected_at: Date;
  last_sync_at: Date | null;
  last_sync_outcome: 'ok' | 'failed' | null;
  last_sync_error: string | null;
  last_sync_counts: CalendarSyncCounts | null;
};

/** A meeting the sync made from a calendar event, as the next sync compares it with the event. */
export type ImportedMeetingRow = {
  id: string;
  calendar_event_id: string;
  title: string;
  start_time: Date;
  status: string;
  is_enabled: boolean;
  meeting_url: string | null;
  calendar_cancelled_at: Date | null;
  participants: Meeting['participants'];
  meeting_type: Meeting['meetingType'];
};

export type SyncOwnerRow = {
  id: string;
  company_id: string;
  is_admin: boolean;
  email_address: string;
  import_meeting: number;
};

const connectionColumns = `user_id, kind, account_email, tokens_sealed, expires_at, needs_reconnect, connected_at,
  last_sync_at, last_sync_outcome, last_sync_error, last_sync_counts`;

const flagColumn: Record<CalendarKind, string> = {
  google: 'is_gmeet_connected',
  outlook: 'is_outlook_connected',
};

/**
 * The only SQL on `calendar_connections`, `calendar_oauth_states`, the calendar columns of `meetings`
 * (calendar_kind, calendar_event_id, calendar_cancelled_at) and the users' calendar flags. A meeting itself
 * is still created by meeting-creation.ts; here it only gets its event attached.
 */
export function createCalendarRepository(db: Database) {
  return {
    async find(userId: string, kind: CalendarKind): Promise<CalendarConnectionRow | undefined> {
      const [row] = await db.query<CalendarConnectionRow>(
        `SELECT ${connectionColumns} FROM calendar_connections WHERE user_id = $1 AND kind = $2`,
        [userId, kind],
      );
      return row;
    },

    /** The same row, locked until the transaction ends: two syncs (or refreshes) of one calendar take turns. */
    async lock(userId: string, kind: CalendarKind): Promise<CalendarConnectionRow | undefined> {
      const [row] = await db.query<CalendarConnectionRow>(
        `SELECT ${connectionColumns} FROM calendar_connections WHERE user_id = $1 AND kind = $2 FOR UPDATE`,
        [userId, kind],
      );
      return row;
    },

    async listOf(userId: string): Promise<CalendarConnectionRow[]> {
      return db.query<CalendarConnectionRow>(
        `SELECT ${connectionColumns} FROM calendar_connections WHERE user_id = $1 ORDER BY kind`,
        [userId],
      );
    },

    /** A new connection, or the same calendar connected again (new tokens, maybe another account). */
    async save(
      userId: string,
      kind: CalendarKind,
      connection: { accountEmail: string; tokensSealed: string; expiresAt: Date },
    ): Promise<void> {
      await db.query(
        `INSERT INTO calendar_connections (user_id, kind, account_email, tokens_sealed, expires_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, kind) DO UPDATE
           SET account_email = EXCLUDED.account_email, tokens_sealed = EXCLUDED.tokens_sealed,
               expires_at = EXCLUDED.expires_at, needs_reconnect = false, connected_at = now()`,
        [userId, kind, connection.accountEmail, connection.tokensSealed, connection.expiresAt],
      );
      await db.query(`UPDATE users SET ${flagColumn[kind]} = true WHERE id = $1`, [userId]);
    },

    async saveTokens(
      userId: string,
      kind: CalendarKind,
      tokensSealed: string,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        `UPDATE calendar_connections SET tokens_sealed = $3, expires_at = $4, needs_reconnect = false
          WHERE user_id = $1 AND kind = $2`,
        [userId, kind, tokensSealed, expiresAt],
      );
    },

    async markNeedsReconnect(userId: string, kind: CalendarKind): Promise<void> {
      await db.query(
        'UPDATE calendar_connections SET needs_reconnect = true WHERE user_id = $1 AND kind = $2',
        [userId, kind],
      );
    },

    async remove(userId: string, kind: CalendarKind): Promise<void> {
      await db.query('DELETE FROM calendar_connections WHERE user_id = $1 AND kind = $2', [userId, kind]);
      await db.query(`UPDATE users SET ${flagColumn[kind]} = false WHERE id = $1`, [userId]);
    },

    async recordSync(
      userId: string,
      kind: CalendarKind,
      outcome: { at: Date; error: string | null; counts: CalendarSyncCounts | null },
    ): Promise<void> {
      await db.query(
        `UPDATE calendar_connections
            SET last_sync_at = $3, last_sync_outcome = $4, last_sync_error = $5, last_sync_counts = $6::jsonb,
                sync_claimed_until = NULL
          WHERE user_id = $1 AND kind = $2`,
        [
          userId,
          kind,
          outcome.at,
          outcome.error === null ? 'ok' : 'failed',
          outcome.error,
          outcome.counts === null ? null : JSON.stringify(outcome.counts),
        ],
      );
    },

    /**
     * The interval sync's next connection: one not synced for `staleBefore`, not needing reconnection and
     * not claimed by a live claim of another process. Claimed until `claimUntil` in the same statement, so
     * two processes never take the same one.
     */
    async claimDue(
      staleBefore: Date,
      now: Date,
      claimUntil: Date,
    ): Promise<{ user_id: string; kind: CalendarKind } | undefined> {
      const [row] = await db.query<{ user_id: string; kind: CalendarKind }>(
        `UPDATE calendar_connections c SET sync_claimed_until = $3
          WHERE (c.user_id, c.kind) = (
            SELECT user_id, kind FROM calendar_connections
             WHERE NOT needs_reconnect
               AND (last_sync_at IS NULL OR last_sync_at < $1)
               AND (sync_claimed_until IS NULL OR sync_claimed_until < $2)
             ORDER BY last_sync_at NULLS FIRST
             LIMIT 1
             FOR UPDATE SKIP LOCKED)
          RETURNING c.user_id, c.kind`,
        [staleBefore, now, claimUntil],
      );
      return row;
    },

    async rememberState(
      state: string,
      owner: { userId: string; kind: CalendarKind },
      verifierSealed: string | null,
      expiresAt: Date,
    ): Promise<void> {
      await db.query('DELETE FROM calendar_oauth_states WHERE expires_at < now()');
      await db.query(
        `INSERT INTO calendar_oauth_states (state, user_id, kind, verifier_sealed, expires_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (state) DO NOTHING`,
        [state, owner.userId, owner.kind, verifierSealed, expiresAt],
      );
    },

    /** The state's row, deleted in the same statement (single use); undefined when unknown or another's. */
    async takeState(
      state: string,
      owner: { userId: string; kind: CalendarKind },
    ): Promise<{ verifier_sealed: string | null; expires_at: Date } | undefined> {
      const [row] = await db.query<{ verifier_sealed: string | null; expires_at: Date }>(
        `DELETE FROM calendar_oauth_states WHERE state = $1 AND user_id = $2 AND kind = $3
         RETURNING verifier_sealed, expires_at`,
        [state, owner.userId, owner.kind],
      );
      return row;
    },

    /** How many meetings each of the user's calendars brought in (for /config/calendar). */
    async importedCounts(userId: string): Promise<Partial<Record<CalendarKind, number>>> {
      const rows = await db.query<{ calendar_kind: CalendarKind; count: number }>(
        `SELECT calendar_kind, count(*)::int AS count FROM meetings
          WHERE user_id = $1 AND calendar_kind IS NOT NULL GROUP BY calendar_kind`,
        [userId],
      );
      return Object.fromEntries(rows.map((row) => [row.calendar_kind, row.count]));
    },

    /** The user's meetings from this calendar starting from `from` on (the sync's window and beyond). */
    async importedFrom(userId: string, kind: CalendarKind, from: Date): Promise<ImportedMeetingRow[]> {
      return db.query<ImportedMeetingRow>(
        `SELECT id, calendar_event_id, title, start_time, status, is_enabled, meeting_url, calendar_cancelled_at,
                participants, meeting_type
           FROM meetings
          WHERE user_id = $1 AND calendar_kind = $2 AND calendar_event_id IS NOT NULL AND start_time >= $3`,
        [userId, kind, from],
      );
    },

    async findImported(
      userId: string,
      kind: CalendarKind,
      eventId: string,
    ): Promise<ImportedMeetingRow | undefined> {
      const [row] = await db.query<ImportedMeetingRow>(
        `SELECT id, calendar_event_id, title, start_time, status, is_enabled, meeting_url, calendar_cancelled_at,
                participants, meeting_type
           FROM meetings WHERE user_id = $1 AND calendar_kind = $2 AND calendar_event_id = $3`,
        [userId, kind, eventId],
      );
      return row;
    },

    /** Marks a just-created meeting as this event's, with the event's guests. */
    async attachEvent(
      meetingId: string,
      event: { kind: CalendarKind; eventId: string; participants: Meeting['participants'] },
    ): Promise<void> {
      await db.query(
        `UPDATE meetings SET calendar_kind = $2, calendar_event_id = $3, participants = $4::jsonb WHERE id = $1`,
        [meetingId, event.kind, event.eventId, JSON.stringify(event.participants)],
      );
    },

    /** The event changed (time, title, link, guests): the meeting follows; a held-back one is let in again. */
    async applyEvent(
      meetingId: string,
      event: {
        title: string;
        start: Date;
        meetingUrl: string;
        platform: Meeting['platform'];
        meetingType: Meeting['meetingType'];
        participants: Meeting['participants'];
      },
    ): Promise<void> {
      await db.query(
        `UPDATE meetings
            SET title = $2, start_time = $3, meeting_url = $4, platform = $5, meeting_type = $6,
                participants = $7::jsonb,
                is_enabled = CASE WHEN calendar_cancelled_at IS NULL THEN is_enabled ELSE true END,
                calendar_cancelled_at = NULL
          WHERE id = $1`,
        [
          meetingId,
          event.title,
          event.start,
          event.meetingUrl,
          event.platform,
          event.meetingType,
          JSON.stringify(event.participants),
        ],
      );
    },

    /** Held back because the event was cancelled or left the calendar; the meeting itself stays. */
    async holdBack(meetingId: string, at: Date): Promise<void> {
      await db.query('UPDATE meetings SET is_enabled = false, calendar_cancelled_at = $2 WHERE id = $1', [
        meetingId,
        at,
      ]);
    },

    /** The e-mail domains of the user's company's users: a guest from any other one is external. */
    async companyDomains(userId: string): Promise<string[]> {
      const rows = await db.query<{ domain: string }>(
        `SELECT DISTINCT lower(split_part(o.email_address, '@', 2)) AS domain
           FROM users u JOIN users o ON o.company_id = u.company_id
          WHERE u.id = $1`,
        [userId],
      );
      return rows.map((row) => row.domain);
    },

    /** What the sync needs to know about the user: who they are and which events they want imported. */
    async owner(userId: string): Promise<SyncOwnerRow | undefined> {
      const [row] = await db.query<SyncOwnerRow>(
        'SELECT id, company_id, is_admin, email_address, import_meeting FROM users WHERE id = $1',
        [userId],
      );
      return row;
    },
  };
}
