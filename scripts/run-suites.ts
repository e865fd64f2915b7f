/**
 * `npm test` (and CI): every suite, in stages; the suites inside a stage run side by side, each line of their
 * output prefixed with the suite's name. Every stage runs even when an earlier one failed, so one run shows
 * every failure; the exit code is the first failure's. At the end, the time each suite and each stage took,
 * so where CI's minutes go is printed by CI itself (docs/testing.md).
 *
 * `tsx scripts/run-suites.ts [suite ...]` runs only the suites named (e.g. `unit+model server`).
 * `--moved-clock` (CI) runs the unit and model suites under a clock 400 days ahead (libfaketime) instead of
 * today's: they must pass on any date, so CI takes the date a time bomb fails on, and `npm test` on a
 * developer's machine the date the code is written on.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `movedClock`: the command under `--moved-clock` (it needs libfaketime, which `.ci/run` installs).
 * `servesBuild`: a browser suite that serves the SPA `e2e-build` made earlier in the same run, instead of building
 * it again (E2E_REUSE_BUILD, playwright.config.ts); run on its own, it builds as usual.
 */
type Suite = { name: string; command: string; movedClock?: string; servesBuild?: boolean };
/** Suites run one after the other; the lanes of a stage run side by side. */
type Lane = Suite[];

/*
 * Two cores. The type-check and the linters are light and go beside the unit and model suites, which share one
 * Vitest run (one pool on both cores). The server suites spend much of their time waiting (servers starting,
 * emulated bots in their calls, processes restarted): the PGlite pass alone keeps about 1.2 of the two cores busy.
 * So the PostgreSQL pass fills those waits beside it, followed in its lane by the SPA's build and the end-to-end
 * suite, the longest suite, which starts as soon as the lane reaches it. The short spec-only browser run follows
 * the PGlite pass in the other lane, on a port of its own (its server and sessions are its own; it builds the SPA
 * for that port, a few seconds), so it no longer delays the end-to-end suite. The end-to-end suite is CPU-bound
 * (two browsers and the server they share) and has both cores once the other lane ends.
 */
const stages: Lane[][] = [
  [
    [{ name: 'typecheck', command: 'npm run typecheck' }],
    [{ name: 'lint', command: 'npm run lint' }],
    [{ name: 'unit+model', command: 'npm run test:unit-model', movedClock: 'npm run test:moved-clock' }],
  ],
  [
    [
      { name: 'server', command: 'npm run test:server' },
      // The spec-only run (issue 28): the server with API_EXTENSIONS=off and a few chosen walks.
      { name: 'e2e-conformance', command: 'E2E_PORT=4330 npm run test:e2e-conformance' },
    ],
    [
      { name: 'server-pg', command: 'npm run test:server-postgres' },
      { name: 'e2e-build', command: 'npm run build:e2e' },
      { name: 'e2e', command: 'npm run test:e2e', servesBuild: true },
    ],
  ],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(0).padStart(5)} s`;

function run(suite: Suite, prefixed: boolean, builtThisRun: boolean): Promise<{ code: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(suite.command, {
      shell: true,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
        ...(suite.servesBuild && builtThisRun ? { E2E_REUSE_BUILD: '1' } : {}),
      },
    });
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) => console.log(`[${suite.name}] ${line}`));
      }
    }
    child.on('close', (code) => resolve({ code: code ?? 1, ms: performance.now() - started }));
  });
}

const known = stages.flat(2).map((suite) => suite.name);
const movedClock = process.argv.includes('--moved-clock');
const chosen = process.argv.slice(2).filter((argument) => argument !== '--moved-clock');
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`unknown suite(s): ${unknown.join(', ')}; known: ${known.join(', ')}`);
  process.exit(2);
}

const report: string[] = [];
let exitCode = 0;
let builtThisRun = false;

/** Runs a lane's suites in order, each whatever the one before it did; notes each one's time and result. */
async function runLane(lane: Lane, prefixed: boolean): Promise<void> {
  for (const suite of lane) {
    const { code, ms } = await run(suite, prefixed, builtThisRun);
    if (suite.name === 'e2e-build' && code === 0) builtThisRun = true;
    report.push(`  ${suite.name.padEnd(12)} ${seconds(ms)}${code === 0 ? '' : `  FAILED (exit ${code})`}`);
    if (code !== 0 && exitCode === 0) exitCode = code;
  }
}

const runStarted = performance.now();
for (const stage of stages) {
  const lanes = stage
    .map((lane) =>
      lane
        .filter((suite) => chosen.length === 0 || chosen.includes(suite.name))
        .map((suite) =>
          movedClock && suite.movedClock
            ? { name: `${suite.name} (moved clock)`, command: suite.movedClock }
            : suite,
        ),
    )
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const started = performance.now();
  const prefixed = lanes.length > 1 || lanes[0]!.length > 1;
  await Promise.all(lanes.map((lane) => runLane(lane, prefixed)));
  const names = lanes.map((lane) => lane.map((suite) => suite.name).join(' → ')).join(' ‖ ');
  report.push(`stage ${names}: ${seconds(performance.now() - started)}`);
}
console.log(['', 'Suite times (side by side within a stage):', ...report].join('\n'));
console.log(`all suites: ${seconds(performance.now() - runStarted)}${exitCode === 0 ? '' : ' — FAILED'}`);
process.exit(exitCode);
