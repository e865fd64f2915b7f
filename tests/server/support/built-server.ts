import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const projectDir = path.resolve(import.meta.dirname, '../../..');

/** The SPA the built server hands out in these tests: no `vite build` needed. */
export const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

/**
 * The server as `npm start` builds it (scripts/build-server.ts), with a data folder and a one-page SPA
 * (plus a source map beside it, to see whether it is served). Inside the project, so that the bundle's
 * bare imports (hono, pg, PGlite...) resolve to node_modules.
 */
export async function buildServer() {
  const cacheDir = path.join(projectDir, 'node_modules', '.cache');
  await mkdir(cacheDir, { recursive: true });
  const outDir = await mkdtemp(path.join(cacheDir, 'pauta-built-server-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-built-data-'));
  const distDir = path.join(dataDir, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), indexHtml);
  await writeFile(path.join(distDir, 'assets', 'index.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  await promisify(execFile)(
    path.join(projectDir, 'node_modules/.bin/tsx'),
    ['scripts/build-server.ts', outDir],
    { cwd: projectDir },
  );
  return {
    /** `DATA_DIR` of every start: its PGlite files under `pglite/` (server/db/open.ts). */
    dataDir,
    /** Runs `node main.js` with these settings on free ports, over this build's data folder. */
    start: (env: NodeJS.ProcessEnv) => startBuilt(path.join(outDir, 'main.js'), { dataDir, distDir, env }),
    async dispose() {
      await rm(outDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BuiltServer = Awaited<ReturnType<typeof startBuilt>>;

async function startBuilt(
  mainFile: string,
  { dataDir, distDir, env }: { dataDir: string; distDir: string; env: NodeJS.ProcessEnv },
) {
  const [port, hostedUiPort] = [await freePort(), await freePort()];
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, [mainFile], {
    cwd: projectDir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: String(port),
      HOSTED_UI_PORT: String(hostedUiPort),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {
    baseUrl,
    output: () => output,
    /** The exit code once the process ended (a refused start ends by itself). */
    exited,
    /** Resolves once it listens; rejects with its output if it exits first. */
    async listening(): Promise<void> {
      const failed = exited.then((code) => {
        throw new Error(`the built server exited (${String(code)}):\n${output}`);
      });
      const ready = (async () => {
        while (!output.includes('Pauta está no ar')) await new Promise((resolve) => setTimeout(resolve, 100));
      })();
      await Promise.race([ready, failed]);
    },
    async stop(): Promise<void> {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
