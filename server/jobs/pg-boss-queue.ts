import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type {
  DeadJob,
  Job,
  JobHandler,
  JobQueue,
  JobRetryPolicy,
  QueueDefinition,
  SendOptions,
} from './job-queue.ts';
import { pgBossExecutor } from './pg-boss-executor.ts';

/** pg-boss's tables live in their own schema, created and migrated by pg-boss itself on start. */
const schema = 'pgboss';

/** What a queue does unless its definition or a send says otherwise. */
export const defaultRetryPolicy: JobRetryPolicy = {
  retryLimit: 4,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

const deadLetterOf = (name: string) => `${name}.dead`;

export type PgBossQueueOptions = {
  db: Database;
  /** How often an idle worker asks for a job (a send from this server wakes its workers at once). */
  pollSeconds: number;
  /** How often expired jobs (their server died) are put back and finished ones archived. */
  maintenanceSeconds: number;
  report?: (message: string, error: unknown) => void;
};

/**
 * The JobQueue on pg-boss 10 (job-queue.ts says what it promises). Started before use, stopped with the
 * server; every server of one database runs one.
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const report = options.report ?? ((message, error) => console.error(`[jobs] ${message}`, error));
  const boss = new PgBoss({
    db: pgBossExecutor(options.db),
    schema,
    pollingIntervalSeconds: options.pollSeconds,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  // Unheard, an EventEmitter 'error' would end the process; pg-boss reports failed polls here.
  boss.on('error', (error) => report('pg-boss', error));
  await boss.start();

  const stopping = new AbortController();
  /** Workers of this server by queue, woken when this server sends to their queue. */
  const workers = new Map<string, string[]>();
  const wake = (name: string) => workers.get(name)?.forEach((id) => boss.notifyWorker(id));

  async function workDeadLetters(queue: QueueDefinition): Promise<void> {
    const { name } = queue;
    const onDeadLetter =
      queue.onDeadLetter ??
      (async (dead: DeadJob) => report(`job of ${name} failed for good: ${dead.error}`, dead.data));
    const id = await boss.work<object>(
      deadLetterOf(name),
      { includeMetadata: true, pollingIntervalSeconds: options.pollSeconds },
      async ([job]) => {
        if (!job) return;
        await onDeadLetter({ queue: name, data: job.data, ...failureOf(job.output) });
      },
    );
    workers.set(deadLetterOf(name), [id]);
  }

  return {
    async define(queue: QueueDefinition) {
      const policy = { ...defaultRetryPolicy, ...queue };
      await boss.createQueue(deadLetterOf(queue.name), { name: deadLetterOf(queue.name) });
      await boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
        deadLetter: deadLetterOf(queue.name),
      });
      // Settings of a queue created by an earlier version follow the code.
      await boss.updateQueue(queue.name, {
        name: queue.name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
        deadLetter: deadLetterOf(queue.name),
      });
      if (!workers.has(deadLetterOf(queue.name))) await workDeadLetters(queue);
    },

    async send(name, data, sendOptions: SendOptions = {}) {
      const id = await boss.send(
        name,
        data,
        // pg-boss checks every option present, even undefined ones: only those given are passed.
        definedOnly({
          // The key decides the job's id: a second send with it meets the primary key and adds nothing.
          id: sendOptions.singletonKey === undefined ? undefined : idOfKey(sendOptions.singletonKey),
          singletonKey: sendOptions.singletonKey,
          startAfter: sendOptions.startAfter,
          retryLimit: sendOptions.retryLimit,
          retryDelay: sendOptions.retryDelaySeconds,
          retryBackoff: sendOptions.retryBackoff,
          expireInSeconds: sendOptions.expireInSeconds,
        }),
      );
      if (id) wake(name);
      return id;
    },

    async work<Data>(name: string, handler: JobHandler<Data>, workOptions: { concurrency?: number } = {}) {
      const ids: string[] = [];
      for (let worker = 0; worker < (workOptions.concurrency ?? 1); worker += 1) {
        ids.push(
          await boss.work<Data>(name, { includeMetadata: true }, async ([job]) => {
            if (job) await handler(jobOf(job, stopping.signal));
          }),
        );
      }
      workers.set(name, [...(workers.get(name) ?? []), ...ids]);
    },

    async schedule(name, cron, data = {}) {
      await boss.schedule(name, cron, data, { tz: 'UTC' });
    },

    async idle(names) {
      const queues = names ? names.flatMap((name) => [name, deadLetterOf(name)]) : null;
      for (;;) {
        const [row] = await options.db.query<{ busy: number }>(
          `SELECT count(*)::int AS busy FROM ${schema}.job
            WHERE ($1::text[] IS NULL OR name = ANY($1::text[])) AND name NOT LIKE '\\_\\_pgboss%'
              AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [queues],
        );
        if (!row || row.busy === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    async stop({ graceful = true, timeoutMs = 30_000 } = {}) {
      stopping.abort();
      await boss.stop({ graceful, timeout: timeoutMs, close: false });
    },
  };
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function jobOf<Data>(job: PgBoss.JobWithMetadata<Data>, signal: AbortSignal): Job<Data> {
  return {
    id: job.id,
    name: job.name,
    data: job.data,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    signal,
  };
}

/** pg-boss stores a thrown error serialised ({ name, message }) and a timeout as { value: { message } }. */
function failureOf(output: unknown): Pick<DeadJob, 'error' | 'errorName'> {
  const value = (output ?? {}) as { name?: unknown; message?: unknown; value?: { message?: unknown } };
  const message = value.message ?? value.value?.message;
  return {
    error: typeof message === 'string' ? message : 'falha sem mensagem',
    errorName: typeof value.name === 'string' ? value.name : undefined,
  };
}

/** A UUID made from the idempotency key, so the key decides the job's primary key. */
function idOfKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
