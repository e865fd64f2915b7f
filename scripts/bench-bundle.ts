/**
 * Bundle benchmark: builds the SPA, starts the product on a fresh database, loads each route in
 * Chromium and prints the gzip size of every JavaScript file that route's first load fetched, against the
 * budgets of issue 14. A benchmark, not a test (not part of `npm test`), but it exits non-zero when a route
 * is over its budget so a run shows it at once.
 */
import { spawn, execSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Response } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../tests/e2e/support/browser.ts';
import { leader, seller } from '../tests/e2e/support/accounts.ts';
import { signInThroughForm } from '../tests/e2e/support/sign-in.ts';

const port = Number(process.env.BENCH_PORT ?? 4320);
/** KiB gzip of all JavaScript a route's first load fetches. */
const budgetKiB = { '/login': 195, '/meetings': 225 } as const;
const baseURL = `http://localhost:${port}`;

// Its own output folder: the working tree's dist/ may be served by someone else meanwhile.
const distDir = `test-results/dist-bench-bundle-${port}`;
execSync(`npx vite build --logLevel warn --outDir ${distDir} --emptyOutDir`, { stdio: 'inherit' });
const server = spawn('npx', ['tsx', 'tests/e2e/support/server.ts'], {
  env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});

try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  const context = await browser.newContext({ baseURL });

  const loginPage = await context.newPage();
  const login = await measureFirstLoad(loginPage, '/login');
  await signInThroughForm(loginPage, seller);
  await loginPage.waitForURL('**/meetings');
  await loginPage.close();

  const meetings = await measureFirstLoad(await context.newPage(), '/meetings');

  // The team leader's dashboard (issue 12): no budget of its own; echarts must stay in its chunk, so
  // /login and /meetings above do not carry it. Measured as a leader, the only one it opens for.
  const leaderContext = await browser.newContext({ baseURL });
  const leaderLogin = await leaderContext.newPage();
  await leaderLogin.goto('/login');
  await signInThroughForm(leaderLogin, leader);
  await leaderLogin.waitForURL('**/meetings');
  await leaderLogin.close();
  const dashboard = await measureFirstLoad(await leaderContext.newPage(), '/enablement/dashboard');
  await browser.close();

  for (const [route, result] of [
    ['/login', login],
    ['/meetings', meetings],
  ] as const) {
    const kib = result.gzipBytes / 1024;
    const over = kib > budgetKiB[route];
    if (over) process.exitCode = 1;
    console.log(
      `${route.padEnd(10)} first-load JS: ${kib.toFixed(1)} KiB gzip of ${budgetKiB[route]} KiB budget ` +
        `${over ? 'OVER' : 'ok'} (${(result.rawBytes / 1024).toFixed(1)} KiB raw, ${result.files} files)`,
    );
  }
  console.log(
    `${'/enablement/dashboard'.padEnd(10)} first-load JS: ${(dashboard.gzipBytes / 1024).toFixed(1)} KiB gzip, no budget ` +
      `(${(dashboard.rawBytes / 1024).toFixed(1)} KiB raw, ${dashboard.files} files)`,
  );
} finally {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
}

async function measureFirstLoad(page: Page, route: string) {
  const bodies: Promise<Buffer>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  };
  page.on('response', collect);
  await page.goto(route, { waitUntil: 'networkidle' });
  // Only the first load counts; scripts fetched later (after signing in) are not this route's, and their
  // bodies would be read from a page that may be closed by then.
  page.off('response', collect);
  const scripts = await Promise.all(bodies);
  return {
    files: scripts.length,
    rawBytes: scripts.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
}

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(baseURL)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not start on ${baseURL}`);
}
