/**
 * Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster, so suites that
 * default to PGlite (the identity service's) also run on PostgreSQL: `tsx scripts/with-postgres.ts <cmd...>`.
 */
import { spawn } from 'node:child_process';
import { startPostgresCluster } from '../tests/server/support/postgres-cluster.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: tsx scripts/with-postgres.ts <command> [args...]');

const cluster = await startPostgresCluster();
const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  child.on('exit', (code) => resolve(code ?? 1));
});
await cluster.stop();
process.exit(exitCode);
