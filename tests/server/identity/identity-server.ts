import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type Http2Bindings, type HttpBindings, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { readServerConfig, type ServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createSsoDomainsRepository } from '../../../server/features/auth/sso-domains.repository.ts';
import { createIdentityService, type IdentityService } from '../../../server/identity/index.ts';
import { refuseSsoDomains } from '../../../server/identity/pre-sign-up.ts';
import type { OutboxMessage } from '../../../server/identity/outbox.ts';
import { emptyPglite, postgresDatabase } from '../support/databases.ts';

export type IdentityServer = {
  base: string;
  /** Where Amplify points userPoolEndpoint. */
  endpoint: string;
  config: ServerConfig;
  db: Database;
  identity: IdentityService;
  /** X-Amz-Target operation names received, in order. */
  operationsSeen: string[];
  /** One raw Cognito JSON-RPC call, as Amplify makes it. */
  call(operation: string, body: unknown): Promise<Response>;
  /** The messages sent to `to`, newest first, read over HTTP as the end-to-end suites do. */
  outbox(to: string): Promise<OutboxMessage[]>;
  /** The code of the newest message to `to`. */
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * A real HTTP server on a free port with the identity routes mounted at /cognito over in-memory
 * PGlite. The port is known only once listening, and the issuer is built from it, so the service is
 * created after listen and the server delegates to it. Given another server's `database`, it is that
 * server restarted, or a second server beside it; closing it leaves the database to its owner.
 */
export async function startIdentityServer(
  env: Record<string, string> = {},
  now?: () => Date,
  database?: Database,
): Promise<IdentityServer> {
  const { db, dispose } = database
    ? { db: database, dispose: () => Promise.resolve() }
    : await openTestDatabase();
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'pauta-outbox-'));
  await runMigrations(db);
  let app: Hono | undefined;
  // The socket travels with each request (bindings): the outbox answers loopback clients only.
  const server = await listen((request, bindings) =>
    app ? app.fetch(request, bindings) : new Response('starting', { status: 503 }),
  );
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = readServerConfig({
    PORT: '4173',
    PUBLIC_URL: base,
    USER_POOL_ID: 'local_pauta',
    OUTBOX_DIR: outboxDir,
    ...env,
  });
  // As the server wires it: sign-up refuses the domains in sso_domains.
  const ssoDomains = createSsoDomainsRepository(db);
  const identity = await createIdentityService({
    db,
    config,
    now,
    preSignUp: refuseSsoDomains((domain) => ssoDomains.providerOf(domain)),
  });
  const operationsSeen: string[] = [];
  app = new Hono();
  app.use('/cognito/*', async (c, next) => {
    const target = c.req.header('x-amz-target');
    if (target) operationsSeen.push(target.replace('AWSCognitoIdentityProviderService.', ''));
    await next();
  });
  app.route('/cognito', identity.routes);
  const endpoint = `${base}/cognito`;
  const outbox = async (to: string) => {
    const response = await fetch(`${endpoint}/_outbox?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`outbox answered ${response.status}`);
    return (await response.json()) as OutboxMessage[];
  };
  return {
    base,
    endpoint,
    config,
    db,
    identity,
    operationsSeen,
    call: (operation, body) =>
      fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body: JSON.stringify(body),
      }),
    outbox,
    async latestCode(to) {
      const [newest] = await outbox(to);
      if (!newest) throw new Error(`no message was sent to ${to}`);
      return newest.code;
    },
    async close() {
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await dispose();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/**
 * In-memory PGlite, or, when TEST_DATABASE_URL is set, a new empty database of that PostgreSQL cluster, so
 * every server starts empty there too. A database, not a schema: the migrations create extensions (unaccent,
 * pg_trgm), which belong to a database and are named by the schema they live in.
 */
async function openTestDatabase(): Promise<{ db: Database; dispose: () => Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const db = await openDatabase(await emptyPglite());
    return { db, dispose: () => db.close() };
  }
  const database = await postgresDatabase({ seeded: false });
  const db = await openDatabase(database.location);
  return {
    db,
    async dispose() {
      await db.close();
      await database.drop();
    },
  };
}

function listen(
  fetch: (request: Request, bindings: HttpBindings | Http2Bindings) => Response | Promise<Response>,
): Promise<ServerType> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(server));
  });
}
