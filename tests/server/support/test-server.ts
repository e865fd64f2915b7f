import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { DatabaseLocation } from '../../../server/db/open.ts';
import { startServer, type RunningServer } from '../../../server/http/start-server.ts';
import { postgresDatabase, seededPglite } from './databases.ts';

export type Backend = 'pglite' | 'postgres';
export const backends: Backend[] = ['pglite', 'postgres'];

export type TestServer = {
  baseUrl: string;
  running: RunningServer;
  /** GET under the server with the given Authorization header value (none when undefined). */
  get(pathname: string, authorization?: string): Promise<Response>;
  close(): Promise<void>;
};

/**
 * The real server on a random port, with the real identity service and the demo seed, over a clean
 * environment (only what we pass), so variables of the machine running the tests cannot leak in.
 */
export async function startTestServer(
  database: DatabaseLocation,
  options: {
    distDir?: string;
    port?: number;
    onClose?: () => Promise<void>;
    /** More settings (small limits for a test), added to the clean environment. */
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-server-test-'));
  const running = await startServer({
    env: { DATA_DIR: dataDir, ...options.env },
    port: options.port ?? 0,
    database,
    distDir: options.distDir,
  });
  const baseUrl = running.config.publicUrl;
  return {
    baseUrl,
    running,
    get: (pathname, authorization) =>
      fetch(`${baseUrl}${pathname}`, { headers: authorization ? { authorization } : {} }),
    async close() {
      await running.close();
      await options.onClose?.();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The seeded database on in-memory PGlite, or on PostgreSQL 15 (a database that lives as long as the server). */
export async function startOn(backend: Backend, options: { distDir?: string } = {}): Promise<TestServer> {
  if (backend === 'pglite') return startTestServer(await seededPglite(), options);
  const database = await postgresDatabase({ seeded: true });
  try {
    return await startTestServer(database.location, { ...options, onClose: database.drop });
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** Runs the same suite against each database backend, one seeded server per backend. */
export function describeOnEveryDatabase(title: string, suite: (server: () => TestServer) => void): void {
  describe.each(backends)(`${title} (%s)`, (backend) => {
    let server: TestServer | undefined;
    beforeAll(async () => {
      server = await startOn(backend);
    });
    afterAll(async () => {
      await server?.close();
    });
    suite(() => {
      if (!server) throw new Error(`the ${backend} test server did not start`);
      return server;
    });
  });
}
