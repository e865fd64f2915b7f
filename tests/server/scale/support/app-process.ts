import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port.ts';
import { startNodeProcess, type NodeProcess } from './node-process.ts';

export type AppProcess = NodeProcess & {
  /** This server's own address (not the load balancer's). */
  url: string;
  hostedUiPort: number;
  dataDir: string;
  /** Deletes the data dir once the process is gone (kept between a stop and a restart). */
  dispose(): Promise<void>;
};

/**
 * `npm start`'s entry in a process of its own: server/main.ts through tsx, or `built` (scripts/build-server.ts's
 * main.js with node flags, as `npm start` runs it); resolves once the server says it is up.
 */
export async function startAppProcess(
  env: Record<string, string>,
  options: { dataDir?: string; port?: number; built?: { mainFile: string; nodeFlags: string[] } } = {},
): Promise<AppProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'pauta-scale-')));
  const port = options.port ?? (await freePort());
  const hostedUiPort = await freePort();
  const server = await startNodeProcess(
    options.built?.mainFile ?? 'server/main.ts',
    { PORT: String(port), HOSTED_UI_PORT: String(hostedUiPort), DATA_DIR: dataDir, ...env },
    'Pauta está no ar',
    options.built?.nodeFlags,
  );
  return {
    ...server,
    url: `http://127.0.0.1:${port}`,
    hostedUiPort,
    dataDir,
    async dispose() {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
