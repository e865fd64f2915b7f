/**
 * Search benchmark (issue 29, item 2): starts the product on a temporary data directory (PGlite, or
 * PostgreSQL when DATABASE_URL is set), adds BENCH_MEETINGS finished meetings (10,000 by default) spread over
 * the demo company's people, each with a copy of a seeded transcript (the search index fills through its
 * triggers, as for any written transcript), then times `GET /api/search` over HTTP as a seller, a team
 * leader and an administrator, and prints the query plan (EXPLAIN ANALYZE) of one search per caller.
 * Figures are printed, not asserted (benchmarks measure, tests check behaviour).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database.ts';
import { explaining } from './bench-explain.ts';
import { createSearchRepository } from '../server/features/search/search.repository.ts';
import { tsqueryOf, wordsOf } from '../server/features/search/search-terms.ts';
import { startServer } from '../server/http/start-server.ts';
import { accounts } from '../server/db/seed/accounts.ts';
import { signIn, bearer } from '../tests/server/support/credentials.ts';

const meetingCount = Number(process.env.BENCH_MEETINGS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const batch = 2_000;
const queries = ['concorrente', 'desconto', 'negociação prazo', 'integração com o ERP', 'xilofone'];
const callers = [
  ['vendedor', accounts.seller],
  ['líder', accounts.leader],
  ['administrador', accounts.admin],
] as const;

const dataDir = mkdtempSync(path.join(tmpdir(), 'pauta-bench-search-'));
const server = await startServer({ env: { ...process.env, DATA_DIR: dataDir }, port: 0 });
const baseUrl = server.config.publicUrl;

try {
  const started = performance.now();
  const documents = await insertMeetings(server.db, meetingCount);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${meetingCount} meetings with transcripts added in ${seconds.toFixed(1)} s; search_documents: ${documents} rows`,
  );
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${rounds} searches per figure\n`,
  );

  for (const [name, account] of callers) {
    const authorization = bearer(await signIn(baseUrl, account.email));
    for (const query of queries) {
      const times: number[] = [];
      let hits = 0;
      for (let round = 0; round < rounds; round += 1) {
        const before = performance.now();
        const response = await fetch(`${baseUrl}/api/search?q=${encodeURIComponent(query)}`, {
          headers: { authorization },
        });
        const body = (await response.json()) as { hits?: unknown[] };
        times.push(performance.now() - before);
        if (!response.ok) throw new Error(`search answered ${response.status}: ${JSON.stringify(body)}`);
        hits = body.hits?.length ?? 0;
      }
      console.log(
        `${name.padEnd(14)} ${JSON.stringify(query).padEnd(24)} ${String(hits).padStart(2)} hits  p50 ${percentile(times, 0.5)} ms  p95 ${percentile(times, 0.95)} ms`,
      );
    }
  }

  // Before the GIN index: the same search reading every row of search_documents (bitmap scans turned off for
  // this one transaction, the only way the planner reaches the words without that index).
  console.log('\nEXPLAIN ANALYZE, administrador, "proposta", without the GIN index:');
  await server.db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_bitmapscan = off');
    await explainSearch(tx, {
      userId: accounts.admin.id,
      companyId: accounts.admin.companyId,
      isAdmin: true,
    });
  });
  for (const [name, account] of callers) {
    console.log(`\nEXPLAIN ANALYZE, ${name}, "proposta":`);
    await explainSearch(server.db, {
      userId: account.id,
      companyId: account.companyId,
      isAdmin: account.isAdmin,
    });
  }
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function percentile(values: number[], share: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0).toFixed(1);
}

/**
 * Meetings a few hours apart, owned in turn by each person of the demo company, each with the transcript of
 * one of the seed's finished meetings; in batches, so PGlite's single connection never holds one huge
 * statement. Answers how many rows the search index then holds.
 */
async function insertMeetings(db: Database, count: number): Promise<number> {
  for (let first = 1; first <= count; first += batch) {
    const last = Math.min(count, first + batch - 1);
    await db.query(
      `WITH people AS (
         SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE company_id = $1 AND deactivated_at IS NULL
       ), transcripts AS (
         SELECT row_number() OVER (ORDER BY meeting_id) - 1 AS k, segments
           FROM transcriptions WHERE status = 'done' AND jsonb_array_length(segments) > 0
       ), added AS (
         INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time,
                               duration_seconds, participants)
         SELECT $1, people.ids[1 + n % array_length(people.ids, 1)], 'Reunião de carga ' || n, 'google_meet',
                'EXTERNAL', 'done', now() - make_interval(hours => n * 3), 1800,
                jsonb_build_array(jsonb_build_object('name', 'Cliente ' || n, 'email', null))
           FROM generate_series($2::int, $3::int) AS n, people
         RETURNING id, (substring(title from '[0-9]+$'))::int AS n
       )
       INSERT INTO transcriptions (meeting_id, segments, status)
       SELECT added.id, transcripts.segments, 'done'
         FROM added JOIN transcripts ON transcripts.k = added.n % (SELECT count(*) FROM transcripts)`,
      [accounts.seller.companyId, first, last],
    );
  }
  // PostgreSQL's autovacuum analyses tables this size soon after such a load; analysed now, the plans below are
  // the ones a running PostgreSQL would choose (PGlite runs no autovacuum: docs/features/search.md).
  await db.query('ANALYZE meetings, search_documents, transcriptions');
  const [counted] = await db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM search_documents');
  return counted?.rows ?? 0;
}

/** The repository's own query for one search, run under EXPLAIN (ANALYZE, BUFFERS) and printed. */
async function explainSearch(db: Database, caller: { userId: string; companyId: string; isAdmin: boolean }) {
  const repository = createSearchRepository(db);
  const words = wordsOf('proposta').map((word) => word.text);
  const tsquery = tsqueryOf(await repository.lexemesOf(words));
  if (!tsquery) throw new Error('no lexemes for the explained search');
  await createSearchRepository(explaining(db)).hits(caller, tsquery, 20);
}
