/**
 * Memory benchmark of the embedded server (issue 29 item 5): builds the server as `npm start` does
 * (scripts/build-server.ts), starts it with plain node on PGlite with every embedded emulator, waits until it
 * is idle (BENCH_IDLE_SECONDS, 15 by default) and prints its RSS with a breakdown, once after the first start
 * (database created and seeded) and once after a restart on the same data. Then, for the breakdown by part,
 * the same figures for a bare node process and for PGlite alone opened on that data with the server's
 * settings. Figures are printed, not asserted (docs/benchmarks.md, "Memory").
 *
 * The figures from inside the process come through a preload given only here (`--import` of a data: URL,
 * answering on the IPC channel): process.memoryUsage(), V8's heap spaces, and the size of every WebAssembly
 * memory (PGlite's PostgreSQL). From outside: /proc/<pid>/status and smaps_rollup (anonymous memory against
 * mapped files, i.e. node's own code and libraries).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pgliteOptions } from '../server/db/open.ts';
import { npmStartNodeFlags } from './npm-start-node-flags.ts';

const port = Number(process.env.BENCH_PORT ?? 4350);
const idleMs = Number(process.env.BENCH_IDLE_SECONDS ?? 15) * 1000;
const projectDir = path.resolve(import.meta.dirname, '..');
const nodeFlags = npmStartNodeFlags();
const outDir = path.join(projectDir, 'node_modules/.cache/pauta-bench-memory-server');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pauta-bench-memory-'));
// The server's memory does not depend on the SPA it hands out from disk: a one-page one spares a vite build.
const distDir = path.join(dataDir, 'dist');
mkdirSync(distDir);
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');

// In the measured process: records every WebAssembly memory and answers each IPC message with the figures.
const preload = `
import v8 from 'node:v8';
const memories = new Set();
const keep = (exports) => { for (const value of Object.values(exports)) if (value instanceof WebAssembly.Memory) memories.add(value); };
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => { const made = await instantiate(...args); keep((made.instance ?? made).exports); return made; };
const Memory = WebAssembly.Memory;
WebAssembly.Memory = new Proxy(Memory, { construct: (target, args) => { const made = new target(...args); memories.add(made); return made; } });
process.on('message', () => process.send({
  usage: process.memoryUsage(),
  spaces: v8.getHeapSpaceStatistics().map(({ space_name, space_used_size, space_size }) => ({ space_name, space_used_size, space_size })),
  wasmBytes: [...memories].map((memory) => memory.buffer.byteLength),
}));
`;
const preloadFlag = `--import=data:text/javascript,${encodeURIComponent(preload)}`;

type Inside = {
  usage: NodeJS.MemoryUsage;
  spaces: { space_name: string; space_used_size: number; space_size: number }[];
  wasmBytes: number[];
};

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

function procFigures(pid: number) {
  const field = (file: string, name: string) =>
    Number(
      new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'))?.[1] ?? 0,
    ) * 1024;
  return {
    rss: field('status', 'VmRSS'),
    hwm: field('status', 'VmHWM'),
    anonymous: field('smaps_rollup', 'Anonymous'),
    files: field('status', 'RssFile'),
    wasmResident: wasmResident(pid),
  };
}

/**
 * The resident part of the WebAssembly memories: V8 reserves each one with its guard pages as 8 GB or more
 * of address space, of which the accessible part (the memory itself) is the mapping just before the guard.
 */
function wasmResident(pid: number): number {
  const mappings = readFileSync(`/proc/${pid}/smaps`, 'utf8')
    .split(/^(?=[0-9a-f]+-[0-9a-f]+ )/m)
    .map((text) => {
      const [start = '', end = '', perms = ''] = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(text)?.slice(1) ?? [];
      const kilobytes = (name: string) =>
        Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
      return { start, end, perms, size: kilobytes('Size'), rss: kilobytes('Rss') * 1024 };
    });
  const guardStarts = new Set(
    mappings.filter((mapping) => mapping.perms === '---p' && mapping.size >= 4 * 2 ** 20).map((m) => m.start),
  );
  return mappings
    .filter((mapping) => mapping.perms !== '---p' && guardStarts.has(mapping.end))
    .reduce((sum, mapping) => sum + mapping.rss, 0);
}

async function insideFigures(child: ChildProcess): Promise<Inside> {
  const answer = once(child, 'message') as Promise<[Inside]>;
  child.send('figures');
  return (await answer)[0];
}

function start(args: string[], env: NodeJS.ProcessEnv, readyLine: RegExp) {
  const child = spawn(process.execPath, [preloadFlag, ...args], {
    cwd: projectDir,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const hear = (chunk: Buffer) => {
      output += chunk.toString();
      if (readyLine.test(output)) resolve();
    };
    child.stdout?.on('data', hear);
    child.stderr?.on('data', hear);
    child.once('exit', (code) => reject(new Error(`exited (${String(code)}) before ready:\n${output}`)));
  });
  return { child, ready };
}

async function measure(label: string, args: string[], env: NodeJS.ProcessEnv, readyLine: RegExp) {
  const { child, ready } = start(args, env, readyLine);
  const startedAt = performance.now();
  await ready;
  const readyMs = performance.now() - startedAt;
  await sleep(idleMs);
  const proc = procFigures(child.pid ?? 0);
  const inside = await insideFigures(child);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  const { usage } = inside;
  const wasm = inside.wasmBytes.reduce((sum, bytes) => sum + bytes, 0);
  console.log(
    `${label}: RSS ${mb(proc.rss)} (peak ${mb(proc.hwm)}; anonymous ${mb(proc.anonymous)}, mapped files ${mb(proc.files)}), ` +
      `ready in ${(readyMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  V8 heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)}, external ${mb(usage.external)}, ` +
      `array buffers ${mb(usage.arrayBuffers)}, WebAssembly memories ${mb(wasm)} (${inside.wasmBytes.length}) ` +
      `of which resident ${mb(proc.wasmResident)}`,
  );
  const spaces = inside.spaces
    .filter((space) => space.space_size > 2 ** 20)
    .map((space) => `${space.space_name} ${mb(space.space_used_size)}/${mb(space.space_size)}`);
  console.log(`  heap spaces (used/size): ${spaces.join(', ')}`);
  return proc.rss;
}

try {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', outDir], {
    cwd: projectDir,
    stdio: 'inherit',
  });
  const serverEnv = {
    PORT: String(port),
    HOSTED_UI_PORT: String(port + 1),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
  };
  const listening = /Pauta está no ar/;
  const main = [...nodeFlags, path.join(outDir, 'main.js')];
  console.log(`Idle ${idleMs / 1000} s after each start; node ${process.version} ${nodeFlags.join(' ')}`);
  await measure('first start (database created and seeded)', main, serverEnv, listening);
  const server = await measure('restart on the same data', main, serverEnv, listening);

  const bare = await measure(
    'bare node (for comparison)',
    ['-e', 'console.log("ready"); setInterval(() => {}, 1e6)'],
    {},
    /ready/,
  );
  const pgliteAlone = `
    import { PGlite } from '@electric-sql/pglite';
    import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
    const lite = new PGlite(process.env.PGLITE_DIR, { ...JSON.parse(process.env.PGLITE_OPTIONS), extensions: { unaccent } });
    await lite.waitReady;
    await lite.query('select count(*) from meetings');
    console.log('ready');
    setInterval(() => {}, 1e6);
  `;
  const pglite = await measure(
    'PGlite alone on the same data (server settings)',
    [...nodeFlags, '--input-type=module', '-e', pgliteAlone],
    { PGLITE_DIR: path.join(dataDir, 'pglite'), PGLITE_OPTIONS: JSON.stringify(pgliteOptions) },
    /ready/,
  );
  console.log(
    `breakdown of the restarted server's ${mb(server)}: node itself ${mb(bare)}, PGlite ${mb(pglite - bare)}, ` +
      `the rest of the server (code, emulators, identity, jobs) ${mb(server - pglite)}`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
