import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export type PostgresCluster = {
  url: string;
  /** Stops the cluster and deletes its files. */
  stop(): Promise<void>;
  /** Stops PostgreSQL (`pg_ctl stop -m fast`: open connections are cut) and keeps its data, to start again. */
  shutDown(): Promise<void>;
  /** Starts the shut-down cluster again, on the same port with the same data. */
  startAgain(): Promise<void>;
};

const installHint =
  'PostgreSQL 15 server binaries (initdb, pg_ctl) are required by the server tests, which run on PGlite ' +
  'and on a real PostgreSQL. Install them with `apt-get install -y postgresql` (Debian/Ubuntu), or put ' +
  'initdb and pg_ctl on PATH.';

async function findBinDir(): Promise<string> {
  const fromPath = await run('sh', ['-c', 'command -v initdb']).then(
    ({ stdout }) => path.dirname(stdout.trim()),
    () => null,
  );
  for (const dir of [fromPath, '/usr/lib/postgresql/15/bin']) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error(installHint);
}

/**
 * A throwaway PostgreSQL cluster in a temp directory, listening on a random local port with its socket in
 * that directory. PostgreSQL refuses to run as root, so as root the binaries run as the `postgres` user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = await findBinDir();
  const root = await mkdtemp(path.join(tmpdir(), 'pauta-pg-'));
  const asRoot = process.getuid?.() === 0;
  const pgctl = async (binary: string, args: string[]) => {
    const command = path.join(binDir, binary);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
  };
  if (asRoot) {
    const ids = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error(`Running as root needs the \`postgres\` OS user to run PostgreSQL. ${installHint}`);
    });
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(root, Number(ids.stdout.trim()), gid);
  }
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await pgctl('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const start = () =>
    pgctl('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(root, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const shutDown = () => pgctl('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  let running = true;
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      if (running) await shutDown();
      running = false;
      await rm(root, { recursive: true, force: true });
    },
    async shutDown() {
      await shutDown();
      running = false;
    },
    async startAgain() {
      await start();
      running = true;
    },
  };
}
