/**
 * Meeting-list benchmark: starts the product on a temporary data directory (PGlite, or a throwaway
 * PostgreSQL 15 with BENCH_DATABASE=postgres), inserts BENCH_MEETINGS meetings (10,000 by default) of the demo
 * company with transcripts, and meetings of other companies up to BENCH_TOTAL_MEETINGS in the database
 * (scripts/bench-list-seed.ts); times the list's first page over HTTP for every filter and the search box
 * (scripts/bench-list-queries.ts) and prints the search's plans; then, unless BENCH_BROWSER=0, signs in as the
 * administrator in Chromium and scrolls /meetings until every page is loaded, printing the largest DOM node
 * count seen, the JS heap and the p95 frame time while scrolling.
 * Figures are printed, not asserted (benchmarks measure, tests check behaviour).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { teams } from '../server/db/seed/accounts.ts';
import { startServer } from '../server/http/start-server.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { admin } from '../tests/e2e/support/accounts.ts';
import { signInThroughForm } from '../tests/e2e/support/sign-in.ts';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';
import { seedMeetings } from './bench-list-seed.ts';
import { explainAfter, explainBefore, timeListPages } from './bench-list-queries.ts';

const port = Number(process.env.BENCH_PORT ?? 4430);
const meetingCount = Number(process.env.BENCH_MEETINGS ?? 10_000);
const totalMeetings = Number(process.env.BENCH_TOTAL_MEETINGS ?? meetingCount);
const rounds = Number(process.env.BENCH_ROUNDS ?? 20);
const onPostgres = process.env.BENCH_DATABASE === 'postgres';
const baseURL = `http://localhost:${port}`;
const distDir = `test-results/dist-bench-list-${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pauta-bench-list-'));

execSync(`npx vite build --logLevel warn --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit' });
const cluster = onPostgres ? await startPostgresCluster() : undefined;
const server = await startServer({
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir },
  ...(cluster && { database: { kind: 'postgres' as const, url: cluster.url } }),
});

try {
  const seeding = performance.now();
  await seedMeetings(server.db, meetingCount, totalMeetings);
  console.log(
    `${onPostgres ? 'PostgreSQL 15' : 'PGlite'}: ${meetingCount} meetings of one company with transcripts, ` +
      `${Math.max(totalMeetings, meetingCount)} in the database, added in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  await timeListPages(baseURL, rounds);
  await explainBefore(server.db, 'carla');
  await explainAfter(server.db, { query: 'carla' });
  await explainAfter(server.db, { statusGroup: 'failed' });
  await explainAfter(server.db, {
    teamId: teams.comercial.id,
    statusGroup: 'failed',
    meetingType: 'EXTERNAL',
  });
  await explainAfter(server.db, { query: 'ana', statusGroup: 'finished', meetingType: 'EXTERNAL' });
  if (process.env.BENCH_BROWSER !== '0') await scrollInChromium();
} finally {
  await server.close();
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The administrator sees the whole company: the list scrolled to its end, every page loaded. */
async function scrollInChromium() {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps the in-page function's inner functions in __name(); the page needs it too.
  await page.addInitScript('window.__name = (fn) => fn');
  await page.goto('/login');
  await signInThroughForm(page, admin);
  await page.waitForURL('**/meetings');
  const scroller = page.getByTestId('meeting-list-scroller');
  await scroller.waitFor();

  const started = Date.now();
  const run = await scroller.evaluate(scrollToTheEnd, { timeoutMs: 600_000 });
  const seconds = (Date.now() - started) / 1000;

  const cdp = await page.context().newCDPSession(page);
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number };
  await browser.close();

  const sorted = [...run.frameTimes].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
  const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `meetings loaded:      ${run.loaded} of ${run.total} (${seconds.toFixed(1)} s to scroll to the end)`,
  );
  console.log(`largest DOM nodes:    ${run.maxNodes}`);
  console.log(`JS heap:              ${mib(heap.usedSize)} MiB used of ${mib(heap.totalSize)} MiB`);
  console.log(`frame time while scrolling: p95 ${p95.toFixed(1)} ms over ${sorted.length} frames`);
}

/**
 * Runs in the page: scrolls the list a screen per frame, waiting at the bottom for the next page, until the
 * "N de N reuniões" line says everything is loaded. Records every frame's duration and the DOM size.
 */
function scrollToTheEnd(scroller: HTMLElement, { timeoutMs }: { timeoutMs: number }) {
  const counts = () => {
    // pt-BR groups thousands with a dot: "100.000".
    const numbers = scroller.previousElementSibling?.textContent?.match(/\d[\d.]*/g) ?? [];
    const [loaded = 0, total = -1] = numbers.map((text) => Number(text.replaceAll('.', '')));
    return { loaded, total };
  };
  return new Promise<{ loaded: number; total: number; maxNodes: number; frameTimes: number[] }>(
    (resolve, reject) => {
      const frameTimes: number[] = [];
      let maxNodes = 0;
      let previous = performance.now();
      const deadline = previous + timeoutMs;
      const frame = (now: number) => {
        frameTimes.push(now - previous);
        previous = now;
        maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
        const { loaded, total } = counts();
        if (loaded === total) return resolve({ loaded, total, maxNodes, frameTimes });
        if (now > deadline) return reject(new Error(`Only ${loaded} of ${total} meetings loaded`));
        scroller.scrollTop += scroller.clientHeight;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
  );
}
