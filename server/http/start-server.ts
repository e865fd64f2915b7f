import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import { createAiProvider } from '../providers/ai/index.ts';
import { createApp } from '../app.ts';
import { readServerConfig, type StartedServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseLocation, openDatabase, type DatabaseLocation } from '../db/open.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { mediaStorageFrom } from '../providers/media/index.ts';
import type { SeedAccount } from '../db/seed/accounts.ts';
import { installationSecretsKey } from '../crypto/installation-key.ts';
import { analyseSeededMeeting, backfillMeetingCoaching, createDomain } from '../features/index.ts';
import { createRecallEmulator, type RecallEmulator } from '../emulators/recall/index.ts';
import { withInstallationCredentials } from '../emulators/recall/credentials.ts';
import { createHostedUi, loadOrCreateTlsCertificate } from '../identity/hosted-ui/index.ts';
import { createIdentityService } from '../identity/index.ts';
import { refuseSsoDomains } from '../identity/pre-sign-up.ts';
import { createSsoDomainsRepository } from '../features/auth/sso-domains.repository.ts';
import { identityAdminFrom } from '../providers/identity-admin/index.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { startPgBossQueue } from '../jobs/pg-boss-queue.ts';
import { startMail, type MailService } from '../providers/mail/index.ts';
import { shareTlsCertificate } from '../identity/hosted-ui/tls-certificate.ts';
import { withAppBodyLimits, withHostedUiBodyLimits } from './body-limits.ts';
import { assertProductionSettings } from '../production/required-settings.ts';
import { withClientAddress } from './client-address.ts';

export type RunningServer = {
  config: StartedServerConfig;
  db: Database;
  /** Whether this start seeded the demo data (false when it was already there or SEED_DEMO=false). */
  seeded: boolean;
  /** The hosted UI's self-signed certificate (PEM), for NODE_EXTRA_CA_CERTS or a browser exception. */
  tlsCertificatePath: string;
  /** Every handler the app registered (Hono's route table, middleware included), for tests that sweep them. */
  routes: Hono['routes'];
  close(): Promise<void>;
};

export type StartOptions = {
  env?: NodeJS.ProcessEnv;
  /** 0 picks a free port; the configuration (issuer, JWKS URL) is then built with the one chosen. */
  port?: number;
  /** Where the data lives; by default from the configuration (DATABASE_URL, else PGlite under DATA_DIR). */
  database?: DatabaseLocation;
  distDir?: string;
  /** The accounts the demo seed creates; every demo account by default. */
  seedAccounts?: readonly SeedAccount[];
};

/**
 * One process: listens first (a taken port fails before the database is touched; requests meanwhile get
 * 503), then opens and migrates the database, starts the identity service, seeds once and serves the app.
 */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = options.env ?? process.env;
  // Before listening: a production server missing a secret must not answer even a 503.
  assertProductionSettings(env);
  // The app behind its request-body limits (body-limits.ts), once it is made.
  let app: Hono['fetch'] | undefined;
  // Every address limit and loopback check counts the client behind the trusted proxies, not the proxy.
  const trustedProxies = new Set(readServerConfig(env).trustedProxies);
  const withClient = (request: Request, bindings: HttpBindings | Http2Bindings) =>
    withClientAddress(bindings, request.headers.get('x-forwarded-for'), trustedProxies);
  const http = createAdaptorServer({
    fetch: (request, bindings) =>
      app ? app(request, withClient(request, bindings)) : new Response('Starting', { status: 503 }),
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? readServerConfig(env).port, () => resolve());
  });
  const closeMain = () =>
    new Promise<void>((resolve) => {
      http.close(() => resolve());
      if ('closeAllConnections' in http) http.closeAllConnections();
    });

  // The hosted UI (OAuth over TLS, as Amplify requires) on its own port: PORT + 1, or free when PORT is.
  const mainPort = (http.address() as AddressInfo).port;
  const requested = readServerConfig({ ...env, PORT: String(mainPort) });
  const certificate = await loadOrCreateTlsCertificate(requested.dataDir, requested.tls).catch(
    async (error: unknown) => {
      await closeMain();
      throw error;
    },
  );
  let hostedUi: Hono['fetch'] | undefined;
  const tls = createAdaptorServer({
    fetch: (request, bindings) =>
      hostedUi ? hostedUi(request, withClient(request, bindings)) : new Response('Starting', { status: 503 }),
    createServer: createHttpsServer,
    serverOptions: { key: certificate.key, cert: certificate.cert },
  });
  await new Promise<void>((resolve, reject) => {
    tls.once('error', reject);
    tls.listen(options.port === 0 && !env.HOSTED_UI_PORT ? 0 : requested.hostedUiPort, () => resolve());
  }).catch(async (error: unknown) => {
    await closeMain();
    throw error;
  });
  const closeHttp = async () => {
    await closeMain();
    await new Promise<void>((resolve) => {
      tls.close(() => resolve());
      if ('closeAllConnections' in tls) tls.closeAllConnections();
    });
  };

  let db: Database | undefined;
  let mail: MailService | undefined;
  let recallEmulator: RecallEmulator | undefined;
  let jobs: JobQueue | undefined;
  try {
    const configured = readServerConfig({
      ...env,
      PORT: String(mainPort),
      HOSTED_UI_PORT: String((tls.address() as AddressInfo).port),
    });
    const location = options.database ?? databaseLocation(configured);
    db = await openDatabase(location);
    await runMigrations(db);
    // Servers of one database present one certificate and seal and sign with one key, unless configured.
    const served = configured.tls
      ? certificate
      : await shareTlsCertificate(db, configured.dataDir, certificate);
    if (served !== certificate) (tls as HttpsServer).setSecureContext({ key: served.key, cert: served.cert });
    const config: StartedServerConfig = {
      ...configured,
      secretsKey:
        configured.secretsKey ??
        (location.kind === 'postgres' ? await installationSecretsKey(db, configured.dataDir) : undefined),
      recall: await withInstallationCredentials(db, configured.recall),
    };
    mail = await startMail(config.mail);
    // With a real mail server the pool's codes reach the users' inboxes; the embedded one keeps its outbox.
    const ssoDomains = createSsoDomainsRepository(db);
    const identity = await createIdentityService({
      db,
      config,
      preSignUp: refuseSsoDomains((domain) => ssoDomains.providerOf(domain)),
      ...(config.mail.smtpUrl ? { mailer: mail.mailer } : {}),
    });
    const seeded = config.seedDemo
      ? await seedDemoData({
          db,
          identity,
          analyse: analyseSeededMeeting,
          storage: mediaStorageFrom(config.mediaStore, config.dataDir),
          ...(options.seedAccounts ? { accounts: options.seedAccounts } : {}),
        })
      : false;
    // Meetings analysed before the coaching table existed get their figures (batched, no AI called).
    await backfillMeetingCoaching(db);
    hostedUi = withHostedUiBodyLimits((await createHostedUi({ db, config })).fetch, config.limits);
    // Background jobs in the database (pg-boss, schema pgboss): every server of one database works them.
    jobs = await startPgBossQueue({ db, ...config.jobs });
    const domain = createDomain({
      db,
      config,
      ai: createAiProvider(config),
      identity,
      // The embedded pool's admin operations are reached over HTTP on this server's own port.
      identityAdmin: await identityAdminFrom(config.identityAdmin, db),
      mailer: mail.mailer,
      jobs,
    });
    recallEmulator = config.recall.emulator.enabled
      ? createRecallEmulator({
          ...config.recall.emulator,
          dataDir: config.dataDir,
          apiKey: config.recall.apiKey,
          webhookSecret: config.recall.webhookSecret,
        })
      : undefined;
    const created = createApp({ config, identity, domain, mail, distDir: options.distDir, recallEmulator });
    app = withAppBodyLimits(created.fetch, config.limits);
    // The emulator's bots live in files under DATA_DIR: those still in a call go on now.
    await recallEmulator?.start();
    // Upcoming meetings without a bot get one, and reconciliation starts asking about quiet bots.
    domain.bot.resume().catch((error: unknown) => console.error('[bot] could not resume the bots', error));
    // Webhook deliveries, follow-ups, analyses, daily reports and calendar syncs: what fell due while no
    // server ran goes now (the once-a-minute rounds get a first job at start).
    await domain.startJobs();
    const { bot } = domain;
    const jobQueue = jobs;
    const database = db;
    const mailService = mail;
    return {
      config,
      db: database,
      seeded,
      tlsCertificatePath: served.certPath,
      routes: created.routes,
      async close() {
        await closeHttp();
        // No bot step may touch the database once it is closing.
        bot.stop();
        await recallEmulator?.stop();
        // Running jobs get a moment to end; what is left fails and is retried (here after a restart, or elsewhere).
        await jobQueue.stop({ timeoutMs: 5_000 });
        await mailService.close();
        await database.close();
      },
    };
  } catch (error) {
    await closeHttp();
    await jobs?.stop({ graceful: false });
    await mail?.close();
    await db?.close();
    throw error;
  }
}
