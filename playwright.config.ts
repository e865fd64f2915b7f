import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumEnvironment, chromiumExecutable } from './tests/e2e/support/browser.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
// Where `npm run build:e2e` builds for this port.
const distDir = `test-results/dist-${port}`;
/**
 * E2E_CONFORMANCE=1 (`npm run test:e2e-conformance`): the server runs with API_EXTENSIONS=off, as a backend
 * built to the spec alone would answer, and only tests/e2e/conformance/ runs (issue 28). E2E_REUSE_BUILD=1
 * serves the build `npm run build:e2e` made for this port, when there is one (`npm test` builds once for both
 * browser runs, scripts/run-suites.ts).
 */
const conformance = process.env.E2E_CONFORMANCE === '1';
const build = 'npm run build:e2e && ';
const reuseBuild = process.env.E2E_REUSE_BUILD === '1' && existsSync(`${distDir}/index.html`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  // Files run two at a time against the one server; each file's tests run in order in one worker.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (every action with the page's DOM). No screenshots: filming every test
    // cost a fifth of the suite's CPU, and the DOM snapshots show what a screenshot would.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs, env: chromiumEnvironment() },
  },
  projects: [
    // Signs in once per shared account and saves the sessions the specs reuse (tests/e2e/support/auth-state.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, fullyParallel: true, use: { browserName: 'chromium' } },
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      dependencies: ['setup'],
      ...(conformance
        ? { testMatch: /tests\/e2e\/conformance\/.*\.spec\.ts$/ }
        : { testIgnore: /tests\/e2e\/conformance\// }),
    },
    // `npm run screens` only: pictures of every route for docs/screens (scripts/screens), not a test.
    ...(process.env.SCREENS
      ? [
          {
            name: 'screens',
            testDir: 'scripts/screens',
            use: { browserName: 'chromium' as const },
            dependencies: ['setup'],
          },
        ]
      : []),
  ],
  webServer: {
    // Each port builds into its own folder, so suites started side by side never overwrite each other's build.
    command: `${reuseBuild ? '' : build}npx tsx tests/e2e/support/server.ts`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    // BOT_TIME_SCALE: the Recall emulator's bot walks its ~90 s lifecycle in about 4.5 s.
    // UPLOAD_URL_TTL_SECONDS: upload URLs expire within a throttled upload, so the refresh is really tested.
    // AI_REQUESTS_PER_MINUTE: every spec asks the AI as the one shared seller within a minute or two; the
    // per-user limit itself is tested by the server suite (tests/server/security).
    // ENABLEMENT_QUERIES_PER_MINUTE: the same for the shared leader's dashboard views (7 figures each).
    env: {
      PORT: String(port),
      DIST_DIR: distDir,
      BOT_TIME_SCALE: '0.05',
      UPLOAD_URL_TTL_SECONDS: '3',
      AI_REQUESTS_PER_MINUTE: '300',
      ENABLEMENT_QUERIES_PER_MINUTE: '2000',
      API_EXTENSIONS: conformance ? 'off' : 'on',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
