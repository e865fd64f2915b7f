/**
 * Meeting-list benchmark: starts the product on a temporary data directory, inserts 10,000 meetings for the
 * demo seller straight into its database, signs in in Chromium and scrolls /meetings until every page is
 * loaded. Prints the largest DOM node count seen, the JS heap and the p95 frame time while scrolling.
 * Figures are printed, not asserted (benchmarks measure, tests check behaviour).
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../server/http/start-server.ts';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { seller } from '../tests/e2e/support/accounts.ts';
import { signInThroughForm } from '../tests/e2e/support/sign-in.ts';

const port = Number(process.env.BENCH_PORT ?? 4430);
const meetingCount = Number(process.env.BENCH_MEETINGS ?? 10_000);
const baseURL = `http://localhost:${port}`;
const distDir = `test-results/dist-bench-list-${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pauta-bench-list-'));

execSync(`npx vite build --logLevel warn --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit' });
const server = await startServer({
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir },
});

try {
  await insertMeetings(meetingCount);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  // tsx (esbuild keepNames) wraps the in-page function's inner functions in __name(); the page needs it too.
  await page.addInitScript('window.__name = (fn) => fn');
  await page.goto('/login');
  await signInThroughForm(page, seller);
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
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One statement: the demo seller's meetings, newest first, a few minutes apart. */
async function insertMeetings(count: number) {
  const [owner] = await server.db.query<{ id: string; company_id: string }>(
    'SELECT id, company_id FROM users WHERE email_address = $1',
    [seller.email],
  );
  if (!owner) throw new Error(`The seed has no ${seller.email}`);
  await server.db.query(
    `INSERT INTO meetings (company_id, user_id, title, meeting_url, platform, meeting_type, format, status,
                           start_time, duration_seconds, participants)
     SELECT $1, $2, 'Reunião de carga ' || n, 'https://meet.google.com/abc-defg-hij', 'google_meet',
            CASE WHEN n % 3 = 0 THEN 'INTERNAL' ELSE 'EXTERNAL' END, 'VIDEO', 'done',
            now() - make_interval(mins => n * 7), 1200 + n % 2400,
            jsonb_build_array(jsonb_build_object('name', 'Cliente ' || n, 'email', null))
       FROM generate_series(1, $3::int) AS n`,
    [owner.company_id, owner.id, count],
  );
}

/**
 * Runs in the page: scrolls the list a screen per frame, waiting at the bottom for the next page, until the
 * "N de N reuniões" line says everything is loaded. Records every frame's duration and the DOM size.
 */
function scrollToTheEnd(scroller: HTMLElement, { timeoutMs }: { timeoutMs: number }) {
  const counts = () => {
    const [loaded = 0, total = -1] = (scroller.previousElementSibling?.textContent?.match(/\d+/g) ?? []).map(
      Number,
    );
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
