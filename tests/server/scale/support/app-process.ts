import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../support/free-port.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type AppProcess = {
  /** This server's own address (not the load balancer's). */
  url: string;
  hostedUiPort: number;
  dataDir: string;
  /** What the process printed, stdout and stderr together. */
  output(): string;
  /** SIGKILL: the process dies at once, mid-request, as a crashed machine would. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes what it holds (PGlite writes its files) and exits. */
  stop(): Promise<void>;
  /** Deletes the data dir once the process is gone (kept between a stop and a restart). */
  dispose(): Promise<void>;
};

/**
 * `npm start`'s entry (server/main.ts) in a process of its own, through tsx, over a clean environment (only
 * what the test passes), so a test can kill one server for real while the others go on. Resolves once the
 * server says it is up.
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { dataDir?: string; port?: number } = {},
): Promise<AppProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'pauta-scale-')));
  const port = options.port ?? (await freePort());
  const hostedUiPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOSTED_UI_PORT: String(hostedUiPort),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit');

  await new Promise<void>((resolve, reject) => {
    const started = setInterval(() => {
      if (printed.includes('Pauta está no ar')) {
        clearInterval(started);
        resolve();
      }
    }, 50);
    void exited.then(([code]) => {
      clearInterval(started);
      reject(new Error(`the app server exited (${String(code)}) before starting:\n${printed}`));
    });
  });

  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    hostedUiPort,
    dataDir,
    output: () => printed,
    kill: () => gone('SIGKILL'),
    stop: () => gone('SIGTERM'),
    async dispose() {
      await gone('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
