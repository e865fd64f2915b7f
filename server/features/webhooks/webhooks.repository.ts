import type { Database } from '../../db/database.ts';
import type {
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEvent,
} from '../../../src/api-contract/webhook.ts';

type WebhookRow = { url: string; secret_sealed: string };

type DeliveryRow = {
  id: string;
  user_id: string;
  meeting_id: string | null;
  meeting_title: string | null;
  event: WebhookEvent;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_http_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
};

/** A delivery as the sender needs it: whose webhook, what to send, how many attempts so far. */
export type DueDelivery = {
  id: string;
  userId: string;
  meetingId: string | null;
  event: WebhookEvent;
  body: string;
  attempts: number;
};

/** What one attempt left: the next one's time while pending, or the final status. */
export type AttemptRecord = {
  status: WebhookDeliveryStatus;
  httpStatus: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
  at: Date;
};

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event: row.event,
    meetingId: row.meeting_id,
    meetingTitle: row.meeting_title,
    status: row.status,
    attempts: row.attempts,
    lastHttpStatus: row.last_http_status,
    lastError: row.last_error,
    nextAttemptAt: iso(row.next_attempt_at),
    createdAt: new Date(row.created_at).toISOString(),
    deliveredAt: iso(row.delivered_at),
  };
}

function toDue(row: DeliveryRow): DueDelivery {
  return {
    id: row.id,
    userId: row.user_id,
    meetingId: row.meeting_id,
    event: row.event,
    body: row.body,
    attempts: row.attempts,
  };
}

const selectDelivery = `
  SELECT d.id, d.user_id, d.meeting_id, m.title AS meeting_title, d.event, d.body, d.status, d.attempts,
         d.last_http_status, d.last_error, d.next_attempt_at, d.created_at, d.delivered_at
    FROM webhook_deliveries d LEFT JOIN meetings m ON m.id = d.meeting_id`;

/** The only SQL on `user_webhooks` and `webhook_deliveries`. */
export function createWebhooksRepository(db: Database) {
  return {
    async find(userId: string): Promise<{ url: string; secretSealed: string } | undefined> {
      const [row] = await db.query<WebhookRow>(
        'SELECT url, secret_sealed FROM user_webhooks WHERE user_id = $1',
        [userId],
      );
      return row && { url: row.url, secretSealed: row.secret_sealed };
    },

    async save(userId: string, url: string, secretSealed: string): Promise<void> {
      await db.query(
        `INSERT INTO user_webhooks (user_id, url, secret_sealed) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET url = $2, secret_sealed = $3, updated_at = now()`,
        [userId, url, secretSealed],
      );
    },

    /** Pending deliveries of a removed webhook have nowhere to go: they end as failed with the reason. */
    async remove(userId: string, reason: string): Promise<void> {
      await db.query('DELETE FROM user_webhooks WHERE user_id = $1', [userId]);
      await db.query(
        `UPDATE webhook_deliveries SET status = 'failed', last_error = $2, next_attempt_at = NULL
          WHERE user_id = $1 AND status = 'pending'`,
        [userId, reason],
      );
    },

    async addDelivery(delivery: {
      id: string;
      userId: string;
      meetingId: string | null;
      event: WebhookEvent;
      body: string;
      nextAttemptAt: Date;
    }): Promise<void> {
      await db.query(
        `INSERT INTO webhook_deliveries (id, user_id, meeting_id, event, body, next_attempt_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [
          delivery.id,
          delivery.userId,
          delivery.meetingId,
          delivery.event,
          delivery.body,
          delivery.nextAttemptAt,
        ],
      );
    },

    async delivery(id: string): Promise<WebhookDelivery | undefined> {
      const [row] = await db.query<DeliveryRow>(`${selectDelivery} WHERE d.id = $1`, [id]);
      return row && toDelivery(row);
    },

    async recentDeliveries(userId: string, limit: number): Promise<WebhookDelivery[]> {
      const rows = await db.query<DeliveryRow>(
        `${selectDelivery} WHERE d.user_id = $1 ORDER BY d.created_at DESC, d.id LIMIT $2`,
        [userId, limit],
      );
      return rows.map(toDelivery);
    },

    /** Pending deliveries due at `now` and not being attempted, oldest first: the sweep queues a job for each. */
    async dueDeliveries(
      now: Date,
      limit: number,
    ): Promise<Array<{ id: string; meetingId: string | null; attempts: number }>> {
      const rows = await db.query<{ id: string; meeting_id: string | null; attempts: number }>(
        `SELECT id, meeting_id, attempts FROM webhook_deliveries
          WHERE status = 'pending' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
          ORDER BY next_attempt_at LIMIT $2`,
        [now, limit],
      );
      return rows.map((row) => ({ id: row.id, meetingId: row.meeting_id, attempts: row.attempts }));
    },

    /**
     * Takes one pending delivery for an attempt for `claimSeconds`, so no other job (on this server or
     * another) attempts it meanwhile; `onlyIfDue` leaves it alone before its next attempt's time (the test
     * ping goes at once, whatever the schedule).
     */
    async claim(
      id: string,
      now: Date,
      claimSeconds: number,
      onlyIfDue: boolean,
    ): Promise<DueDelivery | undefined> {
      const [row] = await db.query<DeliveryRow>(
        `UPDATE webhook_deliveries SET claimed_until = $2::timestamptz + make_interval(secs => $3)
          WHERE id = $1 AND status = 'pending' AND (claimed_until IS NULL OR claimed_until <= $2)
            AND (NOT $4 OR next_attempt_at <= $2)
          RETURNING id, user_id, meeting_id, event, body, attempts`,
        [id, now, claimSeconds, onlyIfDue],
      );
      return row && toDue(row);
    },

    /** Finished deliveries (delivered or failed) created before `before`: the list shows recent ones only. */
    async prune(before: Date): Promise<void> {
      await db.query(`DELETE FROM webhook_deliveries WHERE status <> 'pending' AND created_at < $1`, [
        before,
      ]);
    },

    async recordAttempt(id: string, attempt: AttemptRecord): Promise<void> {
      await db.query(
        `UPDATE webhook_deliveries
            SET attempts = attempts + 1, status = $2, last_http_status = $3, last_error = $4,
                next_attempt_at = $5, claimed_until = NULL,
                delivered_at = CASE WHEN $2 = 'delivered' THEN $6::timestamptz ELSE delivered_at END
          WHERE id = $1`,
        [id, attempt.status, attempt.httpStatus, attempt.error, attempt.nextAttemptAt, attempt.at],
      );
    },
  };
}
