import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createSecretBox } from '../../../server/crypto/secret-box.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { createWebhookDeliveries } from '../../../server/features/webhooks/webhook-deliveries.ts';
import { createWebhooksService } from '../../../server/features/webhooks/webhooks.service.ts';
import { createWebhookSender } from '../../../server/features/webhooks/sender.ts';
import { startBackgroundJobs } from '../../../server/jobs/background-job.ts';
import type { JobQueue } from '../../../server/jobs/job-queue.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import type { Caller } from '../../../server/features/caller.ts';
import { emptyPglite, postgresDatabase, type PostgresDatabase } from '../support/databases.ts';
import { backends, type Backend } from '../support/test-server.ts';
import { signatureIsValid, startReceiver } from '../support/webhook-receiver.ts';

// The delivery queue on a clock the test moves: retries after 1 min, 5 min, 30 min, 2 h and 6 h, then a
// final failure on the meeting's timeline; a 2xx at any point delivers. Each attempt is a job (pg-boss on
// the test's database); the test runs the sweep itself instead of its once-a-minute schedule.
const minute = 60_000;
const retrySeconds = [60, 300, 1800, 7200, 21600];
let db: Database;
let store: Store;
let jobs: JobQueue;
let dataDir: string;
const clock = { now: new Date('2026-03-02T12:00:00Z') };
const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};
const receivers: Array<{ close(): Promise<void> }> = [];

afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

const startQueue = (database: Database) =>
  startPgBossQueue({ db: database, pollSeconds: 0.5, maintenanceSeconds: 60, report: () => {} });

/** Queues the attempts due now and waits until their jobs ran; resolves with how many were queued. */
async function runDue(deliveries: ReturnType<typeof queue>['deliveries']): Promise<number> {
  const queued = await deliveries.sweep();
  await jobs.idle();
  return queued;
}

/** A server's workers for the attempts' jobs (the sweep's schedule left out: the test sweeps). */
async function workAttempts(on: JobQueue): Promise<void> {
  const { deliveries } = queue(on);
  await startBackgroundJobs(
    on,
    deliveries.jobs.filter((job) => !job.cron),
  );
}

/** The receivers of these tests listen on this machine, as a developer's would. */
const development = { allowLoopback: true };

function queue(on: JobQueue = jobs) {
  const secrets = createSecretBox({ secretsKey: undefined, dataDir });
  const now = () => clock.now;
  const deliveries = createWebhookDeliveries({
    store,
    secrets,
    sender: createWebhookSender({ timeoutMs: 2000, ...development }),
    retrySeconds,
    timeoutMs: 2000,
    now,
    jobs: on,
    report: () => {},
  });
  const webhooks = createWebhooksService({
    store,
    secrets,
    deliveries,
    publicUrl: 'http://localhost:4173',
    destinations: development,
    now,
  });
  return { deliveries, webhooks };
}

async function ownerWithMeeting(): Promise<{ caller: Caller; meetingId: string }> {
  const [company] = await db.query<{ id: string }>(
    `INSERT INTO companies (name) VALUES ('Entregas') RETURNING id`,
  );
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (company_id, email_address, first_name, last_name) VALUES ($1, $2, 'Ana', 'Souza') RETURNING id`,
    [company?.id, `ana-${crypto.randomUUID()}@entregas.com.br`],
  );
  const [meeting] = await db.query<{ id: string }>(
    `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time, duration_seconds, participants)
     VALUES ($1, $2, 'Demonstração Acme', 'google_meet', 'EXTERNAL', 'done', '2026-03-02T11:00:00Z', 1800, $3) RETURNING id`,
    [company?.id, user?.id, JSON.stringify([{ name: 'Bruno Lima', email: 'bruno@acme.com.br' }])],
  );
  if (!user || !company || !meeting) throw new Error('fixture rows missing');
  return { caller: { userId: user.id, companyId: company.id, isAdmin: false }, meetingId: meeting.id };
}

async function receiverWith(statuses: number[]) {
  const receiver = await startReceiver({ statuses });
  receivers.push(receiver);
  return receiver;
}

// On PGlite and on a real PostgreSQL 15: the claim (FOR UPDATE SKIP LOCKED) is the part that differs most.
describe.each(backends)('webhook deliveries (%s)', (backend: Backend) => {
  let postgres: PostgresDatabase | undefined;
  beforeAll(async () => {
    postgres = backend === 'postgres' ? await postgresDatabase({ seeded: false }) : undefined;
    db = await openDatabase(postgres ? postgres.location : await emptyPglite());
    await runMigrations(db);
    store = createStore(db);
    dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-webhook-test-'));
    jobs = await startQueue(db);
    await workAttempts(jobs);
  });
  afterAll(async () => {
    await jobs.stop({ graceful: false });
    await db.close();
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a failing receiver is retried on the backoff schedule, then the delivery fails and the meeting says so', async () => {
    const { deliveries, webhooks } = queue();
    const { caller, meetingId } = await ownerWithMeeting();
    const receiver = await receiverWith([500, 500, 503, 500, 502, 500]);
    const { secret } = await webhooks.save(caller, { webHook: receiver.url() });

    // The follow-up stores the event and queues its first attempt's job: it goes at once.
    await webhooks.followUp.run(meetingId);
    await jobs.idle();
    let [delivery] = (await webhooks.read(caller)).deliveries;
    expect(delivery).toMatchObject({
      event: 'meeting.done',
      status: 'pending',
      attempts: 1,
      lastHttpStatus: 500,
    });

    for (const [index, wait] of retrySeconds.entries()) {
      // Not a second early.
      advance(wait * 1000 - 1000);
      expect(await runDue(deliveries)).toBe(0);
      expect(delivery?.nextAttemptAt).toBe(new Date(clock.now.getTime() + 1000).toISOString());
      advance(1000);
      expect(await runDue(deliveries)).toBe(1);
      [delivery] = (await webhooks.read(caller)).deliveries;
      expect(delivery?.attempts).toBe(index + 2);
    }
    expect(delivery).toMatchObject({
      status: 'failed',
      attempts: 6,
      nextAttemptAt: null,
      lastHttpStatus: 500,
    });
    expect(delivery?.lastError).toMatch(/respondeu com o código 500/);

    // Every attempt carried the same event id and body, each signed with the secret shown once.
    expect(new Set(receiver.received.map((got) => got.headers['x-pauta-event-id']))).toEqual(
      new Set([delivery?.id]),
    );
    expect(receiver.received.map((got) => got.headers['x-pauta-delivery-attempt'])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(receiver.received.every((got) => secret !== null && signatureIsValid(secret, got))).toBe(true);

    const logs = await store.meetingLogs.list(meetingId);
    expect(logs.at(-1)).toMatchObject({ source: 'webhook', subCode: 'webhook_failed', status: 'done' });
    expect(logs.at(-1)?.message).toMatch(/^Webhook: o evento não foi entregue após 6 tentativas\./);
  });

  test('a retry that gets a 2xx delivers, and the event says what the meeting was', async () => {
    const { deliveries, webhooks } = queue();
    const { caller, meetingId } = await ownerWithMeeting();
    const receiver = await receiverWith([500]);
    await webhooks.save(caller, { webHook: receiver.url() });
    await webhooks.followUp.run(meetingId);
    await jobs.idle();
    advance(minute);
    expect(await runDue(deliveries)).toBe(1);
    const [delivery] = (await webhooks.read(caller)).deliveries;
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastHttpStatus: 200,
      lastError: null,
    });
    expect(delivery?.deliveredAt).toBe(clock.now.toISOString());
    expect(delivery?.meetingTitle).toBe('Demonstração Acme');

    const event = JSON.parse(receiver.received.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(event).toMatchObject({
      id: delivery?.id,
      event: 'meeting.done',
      data: {
        meeting: {
          id: meetingId,
          title: 'Demonstração Acme',
          startTime: '2026-03-02T11:00:00.000Z',
          durationSeconds: 1800,
          owner: { name: 'Ana Souza', email: expect.stringMatching(/@entregas\.com\.br$/) },
          participants: [{ name: 'Bruno Lima', email: 'bruno@acme.com.br' }],
          url: `http://localhost:4173/meetings/${meetingId}`,
        },
        summary: null,
        nextSteps: [],
        answers: [],
      },
    });
    expect(await store.meetingLogs.list(meetingId)).toEqual([]);
  });

  test('three servers on one database: each attempt is made once, by one of them', async () => {
    const others = await Promise.all(
      [1, 2].map(async () => {
        const pool = postgres ? await openDatabase(postgres.location) : db;
        const server = await startQueue(pool);
        await workAttempts(server);
        return { pool, server };
      }),
    );
    const { deliveries, webhooks } = queue();
    const { caller, meetingId } = await ownerWithMeeting();
    const receiver = await receiverWith([500]);
    await webhooks.save(caller, { webHook: receiver.url() });
    await webhooks.followUp.run(meetingId);
    await jobs.idle();
    expect(receiver.received).toHaveLength(1);
    // Two sweeps at once (two servers' schedules): the retry is queued once and sent once.
    advance(minute);
    const queued = await Promise.all([deliveries.sweep(), queue(others[0]!.server).deliveries.sweep()]);
    expect(queued.toSorted()).toEqual([0, 1]);
    await jobs.idle();
    expect(receiver.received).toHaveLength(2);
    expect((await webhooks.read(caller)).deliveries[0]?.status).toBe('delivered');
    for (const { pool, server } of others) {
      await server.stop({ graceful: false });
      if (pool !== db) await pool.close();
    }
  });

  test('removing the webhook ends its pending deliveries; an owner without one gets no event', async () => {
    const { deliveries, webhooks } = queue();
    const { caller, meetingId } = await ownerWithMeeting();
    const receiver = await receiverWith([500]);
    await webhooks.save(caller, { webHook: receiver.url() });
    await webhooks.followUp.run(meetingId);
    await jobs.idle();
    await webhooks.save(caller, { webHook: null });
    advance(minute);
    expect(await runDue(deliveries)).toBe(0);
    const read = await webhooks.read(caller);
    expect(read).toMatchObject({ webHook: null, hasSecret: false });
    expect(read.deliveries[0]).toMatchObject({
      status: 'failed',
      lastError: 'O webhook foi removido antes da entrega.',
    });

    await webhooks.followUp.run(meetingId);
    expect((await webhooks.read(caller)).deliveries).toHaveLength(1);
  });

  test('a finished delivery is kept 30 days, then goes', async () => {
    const { deliveries, webhooks } = queue();
    const { caller, meetingId } = await ownerWithMeeting();
    const receiver = await receiverWith([]);
    await webhooks.save(caller, { webHook: receiver.url() });
    await webhooks.followUp.run(meetingId);
    await jobs.idle();
    expect((await webhooks.read(caller)).deliveries[0]?.status).toBe('delivered');

    advance(30 * 24 * 3600_000 - minute);
    await runDue(deliveries);
    expect((await webhooks.read(caller)).deliveries).toHaveLength(1);
    advance(2 * 3600_000);
    await runDue(deliveries);
    expect((await webhooks.read(caller)).deliveries).toEqual([]);
  });

  test('the secret is sealed at rest and changes only when asked', async () => {
    const { webhooks } = queue();
    const { caller } = await ownerWithMeeting();
    const first = await webhooks.save(caller, { webHook: 'https://exemplo.com.br/hook' });
    expect(first.secret).toMatch(/^whsec_[\w-]{43}$/);
    const [row] = await db.query<{ secret_sealed: string }>(
      'SELECT secret_sealed FROM user_webhooks WHERE user_id = $1',
      [caller.userId],
    );
    expect(row?.secret_sealed).toMatch(/^v1\./);
    expect(row?.secret_sealed).not.toContain(first.secret?.slice(6));

    const moved = await webhooks.save(caller, { webHook: 'https://exemplo.com.br/outro' });
    expect(moved).toMatchObject({ webHook: 'https://exemplo.com.br/outro', hasSecret: true, secret: null });
    const renewed = await webhooks.save(caller, {
      webHook: 'https://exemplo.com.br/outro',
      regenerateSecret: true,
    });
    expect(renewed.secret).toMatch(/^whsec_/);
    expect(renewed.secret).not.toBe(first.secret);
  });
});
