import { randomUUID } from 'node:crypto';
import { openDatabase } from '../../../../server/db/open.ts';
import { startPostgresCluster } from '../../support/postgres-cluster.ts';

export type ScaleDatabase = { url: string; drop(): Promise<void> };

/**
 * A fresh, empty PostgreSQL database for one test's servers: on TEST_DATABASE_URL's server when set
 * (`scripts/with-postgres.ts`, as `npm run test:server` runs this folder), else on a throwaway cluster.
 */
export async function createScaleDatabase(): Promise<ScaleDatabase> {
  const cluster = process.env.TEST_DATABASE_URL ? undefined : await startPostgresCluster();
  const serverUrl = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const name = `scale_${randomUUID().replaceAll('-', '')}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
      await cluster?.stop();
    },
  };
}
