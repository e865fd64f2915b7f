import type { Database } from './database.ts';

/**
 * Sliding windows of hits per key, kept in `rate_limit_hits` so every server on the database counts one
 * budget. Each write is one statement on one row: PostgreSQL's row lock orders concurrent requests, from any
 * server, so a limit is never passed by two requests that each saw one slot left. The domain's limits and the
 * identity service's quotas both count here; `key` is namespaced by the caller ('<limit>:<key>').
 */
export type RateLimitHits = ReturnType<typeof createRateLimitHits>;

// `$2` is the hit's time, `$3` the window in milliseconds: what came after `since` is still counted.
const since = `($2::timestamptz - $3::double precision * interval '1 millisecond')`;
const recentOf = (column: string) =>
  `ARRAY(SELECT h FROM unnest(${column}) AS h WHERE h > ${since} ORDER BY h)`;
const expiresAt = `($2::timestamptz + $3::double precision * interval '1 millisecond')`;

export function createRateLimitHits(db: Database) {
  return {
    /** Adds a hit at `at` unless `limit` hits are already inside the window; true when it was added. */
    async take(key: string, limit: number, windowMs: number, at: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO rate_limit_hits AS r (key, hits, expires_at) VALUES ($1, ARRAY[$2::timestamptz], ${expiresAt})
         ON CONFLICT (key) DO UPDATE
           SET hits = array_append(${recentOf('r.hits')}, $2::timestamptz), expires_at = EXCLUDED.expires_at
           WHERE cardinality(${recentOf('r.hits')}) < $4
         RETURNING 1 AS taken`,
        [key, at, windowMs, limit],
      );
      return rows.length > 0;
    },

    /** Adds a hit at `at` whatever the count; returns how many hits the window then holds. */
    async record(key: string, windowMs: number, at: Date): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        `INSERT INTO rate_limit_hits AS r (key, hits, expires_at) VALUES ($1, ARRAY[$2::timestamptz], ${expiresAt})
         ON CONFLICT (key) DO UPDATE
           SET hits = array_append(${recentOf('r.hits')}, $2::timestamptz), expires_at = EXCLUDED.expires_at
         RETURNING cardinality(hits) AS count`,
        [key, at, windowMs],
      );
      return row?.count ?? 0;
    },

    /** The hits inside the window ending at `at`, and the oldest of them (null when none). */
    async recent(key: string, windowMs: number, at: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db.query<{ count: number; oldest: Date | null }>(
        `SELECT count(h)::int AS count, min(h) AS oldest
         FROM rate_limit_hits, unnest(hits) AS h WHERE key = $1 AND h > ${since}`,
        [key, at, windowMs],
      );
      return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Takes back the newest hit of `key`. */
    async forgiveLatest(key: string): Promise<void> {
      await db.query(
        `UPDATE rate_limit_hits SET hits = hits[1:cardinality(hits) - 1] WHERE key = $1 AND cardinality(hits) > 0`,
        [key],
      );
    },

    /** Forgets the keys whose hits all aged out: nobody's budget is in them any more. */
    async sweep(at: Date): Promise<void> {
      await db.query('DELETE FROM rate_limit_hits WHERE expires_at < $1', [at]);
    },
  };
}
