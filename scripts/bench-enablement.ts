/**
 * Enablement dashboard benchmark: starts the product on PGlite (on disk, as `npm start` runs it) and then on
 * a throwaway PostgreSQL cluster; gives a new team of the demo company 10,000 finished meetings over the
 * last 90 days (`BENCH_MEETINGS` over `BENCH_DAYS`: 540 spreads them over a year and a half, as a company's
 * history grows, so the quarter holds a sixth of them), each with its coaching row, plus 1,000 unfinished ones the figures must
 * skip; then asks, as the company's administrator over HTTP, the stat cards, the chart data and each
 * series for the week and the quarter (`BENCH_ROUNDS` times each, 30) and prints median and p95 latency, then
 * the plans (EXPLAIN ANALYZE) of the quarter's stat cards and chart data.
 * BENCH_TOTAL_MEETINGS above BENCH_MEETINGS first puts the difference in other companies, with transcripts
 * (scripts/bench-list-seed.ts), so the figures come from a database that holds more than this company; all
 * loaded in bulk, the search and rollup triggers off and the indexes built after (bulkLoad); then the time of
 * writing the dashboard's rollup again from every meeting (migration 0041's backfill) is printed.
 * Figures are printed, not asserted (benchmarks measure, tests check behaviour).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../server/db/database.ts';
import { explaining } from './bench-explain.ts';
import { accounts, companies } from '../server/db/seed/accounts.ts';
import { startServer, type RunningServer } from '../server/http/start-server.ts';
import { createEnablementRepository } from '../server/features/enablement/enablement.repository.ts';
import { resolvePeriod } from '../server/features/enablement/enablement-period.ts';
import { bearer, signIn } from '../tests/server/support/credentials.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';
import { bulkLoad, rebuildDayFigures, seedOtherCompanies } from './bench-list-seed.ts';

const meetingCount = Number(process.env.BENCH_MEETINGS ?? 10_000);
const totalMeetings = Number(process.env.BENCH_TOTAL_MEETINGS ?? meetingCount);
const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const days = Number(process.env.BENCH_DAYS ?? 90);
const sellers = 10;
const team = 'd0000000-0000-4000-8000-0000000be0c1';
const endpoints = [
  'dashboard/stats',
  'dashboard/chart-data',
  'talk-time',
  'meeting-types',
  'next-steps',
  'client-engagement',
  'seller-skills',
];
const periods = ['week', 'quarter'] as const;

/** The team, its sellers and their meetings, in a few statements. */
async function insertTeam(db: Database) {
  await db.query(`INSERT INTO teams (id, company_id, name) VALUES ($1, $2, 'Equipe de carga')`, [
    team,
    companies.demo.id,
  ]);
  await db.query(
    `INSERT INTO users (id, company_id, email_address, first_name, last_name, auth_type)
     SELECT ('b0000000-0000-4000-8000-0000000be' || lpad(n::text, 3, '0'))::uuid, $1,
            'carga' || n || '@demo.com.br', 'Vendedor', 'Carga ' || n, 'basic'
       FROM generate_series(1, $2::int) AS n`,
    [companies.demo.id, sellers],
  );
  await db.query(
    `INSERT INTO team_members (team_id, user_id, role)
     SELECT $1, ('b0000000-0000-4000-8000-0000000be' || lpad(n::text, 3, '0'))::uuid, 'member'
       FROM generate_series(1, $2::int) AS n`,
    [team, sellers],
  );
  // Finished meetings spread over the last `days` days, then the unfinished ones (n beyond meetingCount).
  await db.query(
    `INSERT INTO meetings (company_id, user_id, team_id, title, meeting_url, platform, meeting_type, format,
                           status, start_time, duration_seconds)
     SELECT $1, ('b0000000-0000-4000-8000-0000000be' || lpad((1 + n % $3)::text, 3, '0'))::uuid, $4,
            'Reunião de carga ' || n, 'https://meet.google.com/abc-defg-hij', 'google_meet',
            CASE WHEN n % 4 = 0 THEN 'INTERNAL' ELSE 'EXTERNAL' END,
            CASE WHEN n % 5 = 0 THEN 'AUDIO' ELSE 'VIDEO' END,
            CASE WHEN n > $2 THEN 'failed' ELSE 'done' END,
            now() - make_interval(secs => (n % $2) * ($5 * 86400.0 / $2) + 60), 600 + n % 3000
       FROM generate_series(1, $2::int + $2::int / 10) AS n`,
    [companies.demo.id, meetingCount, sellers, team, days],
  );
  await db.query(
    `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio,
       longest_monologue_seconds, longest_customer_story_seconds, seller_questions, client_questions,
       patience_seconds, switches_per_minute, words_per_minute, seller_words, filler_words, filler_share,
       has_next_steps)
     SELECT m.id, s, c, s / (s + c), 30 + k % 90, 20 + k % 70, 5 + k % 12, 2 + k % 6, 0.3 + (k % 20) / 10.0,
            3 + k % 6, 120 + k % 70, 1000, k % 60, (k % 60) / 1000.0, k % 3 <> 0
       FROM (SELECT id, duration_seconds, hashtext(id::text) & 1023 AS k FROM meetings
              WHERE team_id = $1 AND status = 'done') m,
            LATERAL (SELECT m.duration_seconds * (0.3 + (m.k % 50) / 100.0) AS s,
                            m.duration_seconds * (0.6 - (m.k % 50) / 200.0) AS c) split`,
    [team],
  );
}

/** The quarter's stat cards and chart data, the dashboard's own statements, each under EXPLAIN (ANALYZE, BUFFERS). */
async function explainQuarter(db: Database) {
  const explained = explaining(db);
  const scope = {
    companyId: companies.demo.id,
    teamId: team,
    sellerId: null,
    format: null,
    meetingType: null,
  };
  // The server's own clock is the database's (the figures' `now`).
  const [clock] = await db.query<{ now: Date }>('SELECT now() AS now');
  const period = resolvePeriod('quarter', {}, clock?.now ?? new Date(0));
  console.log('\nEXPLAIN ANALYZE, the quarter, stat cards:');
  await createEnablementRepository(explained).totals(scope, period);
  console.log('\nEXPLAIN ANALYZE, the quarter, chart data:');
  await createEnablementRepository(explained).byBucket(scope, period, period.bucket);
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;

async function measure(label: string, server: RunningServer) {
  await bulkLoad(server.db, async () => {
    if (totalMeetings > meetingCount) await seedOtherCompanies(server.db, totalMeetings - meetingCount);
    await insertTeam(server.db);
  });
  // What autovacuum does after a bulk load: statistics for the planner, and the visibility map that lets
  // the figures come from the index alone (PGlite runs no autovacuum).
  await server.db.query('VACUUM ANALYZE');
  // The rollup written again from every finished meeting: what migration 0041's backfill does at this size.
  const rebuildStarted = performance.now();
  await server.db.transaction((tx) => rebuildDayFigures(tx));
  const [rollup] = await server.db.query<{ rows: number }>(
    'SELECT count(*)::int AS rows FROM meeting_day_figures',
  );
  console.log(
    `\n${label}: rollup (migration 0041's backfill) of ${rollup?.rows} rows rebuilt and checked in ${(performance.now() - rebuildStarted).toFixed(0)} ms`,
  );
  await server.db.query('VACUUM ANALYZE meeting_day_figures');
  const baseUrl = server.config.publicUrl;
  const authorization = bearer(await signIn(baseUrl, accounts.admin.email));
  console.log(
    `\n${label}: ${meetingCount} finished meetings of one team (${sellers} sellers) over ${days} days, ${rounds} rounds`,
  );
  console.log('endpoint                            period    median ms   p95 ms');
  for (const endpoint of endpoints) {
    const periodKey = endpoint.startsWith('dashboard/') ? 'period' : 'timeFilter';
    for (const period of periods) {
      const url = `${baseUrl}/api/enablement/${endpoint}/${team}?${periodKey}=${period}`;
      const times: number[] = [];
      for (let round = -3; round < rounds; round += 1) {
        const started = performance.now();
        const response = await fetch(url, { headers: { authorization } });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
        // The first three warm the caches and the JIT.
        if (round >= 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${endpoint.padEnd(36)}${period.padEnd(10)}${percentile(times, 0.5).toFixed(1).padStart(9)}${percentile(times, 0.95).toFixed(1).padStart(9)}`,
      );
    }
  }
  await explainQuarter(server.db);
}

async function onServer(label: string, database: Parameters<typeof startServer>[0]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pauta-bench-enablement-'));
  // One administrator asks every figure 33 times in a row: far past a person's per-minute limit (429).
  const env = { DATA_DIR: dataDir, ENABLEMENT_QUERIES_PER_MINUTE: '100000' };
  const server = await startServer({ env, port: 0, ...database });
  try {
    await measure(label, server);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await onServer('PGlite (on disk)', {});
const cluster = await startPostgresCluster();
try {
  await onServer('PostgreSQL 15', { database: { kind: 'postgres', url: cluster.url } });
} finally {
  await cluster.stop();
}
