/**
 * Meeting-list benchmark: starts the product on a temporary data directory (PGlite, or a throwaway
 * PostgreSQL 15 with BENCH_DATABASE=postgres), inserts BENCH_MEETINGS meetings (10,000 by default) of the demo
 * company with transcripts, and meetings of other companies up to BENCH_TOTAL_MEETINGS in the database
 * (scripts/bench-list-seed.ts); times the list's first page over HTTP for every filter and the search box
 * (scripts/bench-list-queries.ts) and prints the search's plans; then, unless BENCH_BROWSER=0, signs in as the
 * administrator in Chromium and scrolls /meetings to its end by wheel, scrollbar and End key, printing the p95
 * frame time, the JS heap, the largest DOM node count and the requests made (scripts/bench-list-browser.ts).
 * Figures are printed, not asserted (benchmarks measure, tests check behaviour).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { teams } from '../server/db/seed/accounts.ts';
import { startServer } from '../server/http/start-server.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';
import { seedMeetings } from './bench-list-seed.ts';
import { scrollInChromium } from './bench-list-browser.ts';
import { explainAfter, explainBefore, timeListPages } from './bench-list-queries.ts';

const port = Number(process.env.BENCH_PORT ?? 4430);
const meetingCount = Number(process.env.BENCH_MEETINGS ?? 10_000);
const totalMeetings = Number(process.env.BENCH_TOTAL_MEETINGS ?? meetingCount);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const onPostgres = process.env.BENCH_DATABASE === 'postgres';
const baseURL = `http://localhost:${port}`;
const distDir = `test-results/dist-bench-list-${port}`;
// BENCH_DATA_DIR (PGlite): a data directory kept after the run and reused by the next (seeding 1,000,000 meetings on PGlite
// takes minutes; the plans and timings can then be rerun on the same rows, and the migrations since applied to them).
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), 'pauta-bench-list-'));

execSync(`npx vite build --logLevel warn --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit' });
const cluster = onPostgres ? await startPostgresCluster() : undefined;
const server = await startServer({
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir },
  ...(cluster && { database: { kind: 'postgres' as const, url: cluster.url } }),
});

try {
  const seeding = performance.now();
  const [held] = await server.db.query<{ meetings: number }>(
    'SELECT count(*)::int AS meetings FROM meetings',
  );
  const reused = keptDataDir !== undefined && (held?.meetings ?? 0) >= Math.max(totalMeetings, meetingCount);
  if (!reused) await seedMeetings(server.db, meetingCount, totalMeetings);
  console.log(
    `${onPostgres ? 'PostgreSQL 15' : 'PGlite'}: ${meetingCount} meetings of one company with transcripts, ` +
      `${Math.max(totalMeetings, meetingCount)} in the database, ` +
      (reused
        ? `reused from ${keptDataDir}`
        : `added in ${((performance.now() - seeding) / 1000).toFixed(1)} s`),
  );
  // BENCH_QUERIES=0: the browser part alone, on the same seeded rows.
  if (process.env.BENCH_QUERIES !== '0') await timeAndExplain();
  if (process.env.BENCH_BROWSER !== '0') await scrollInChromium(baseURL);
} finally {
  await server.close();
  await cluster?.stop();
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}

async function timeAndExplain() {
  await timeListPages(baseURL, rounds);
  await explainBefore(server.db, 'carla');
  await explainAfter(server.db, { query: 'carla' });
  // A name common in the company and absent from the seller's own meetings: none of their rows is read (0040).
  await explainAfter(server.db, { query: 'carla' }, 'vendedor');
  await explainAfter(server.db, { statusGroup: 'failed' });
  await explainAfter(server.db, {
    teamId: teams.comercial.id,
    statusGroup: 'failed',
    meetingType: 'EXTERNAL',
  });
  await explainAfter(server.db, { query: 'ana', statusGroup: 'finished', meetingType: 'EXTERNAL' });
}
