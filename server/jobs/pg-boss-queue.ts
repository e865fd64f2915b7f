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

/**
 * One dead-letter queue for all: a queue each would double the tables pg-boss creates per queue (a partition
 * with its indexes, seconds on a fresh PGlite). pg-boss copies only a job's data there, so the data carries
 * its queue's name under this key, which handlers never see.
 */
const deadLetterQueue = 'jobs.dead';
const queueField = '__queue';

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
  const executor = pgBossExecutor(options.db, report);
  const boss = new PgBoss({
    db: executor,
    schema,
    pollingIntervalSeconds: options.pollSeconds,
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  // Unheard, an EventEmitter 'error' would end the process; pg-boss reports failed polls here.
  boss.on('error', (error) => report('pg-boss', error));
  await boss.start();

  const stopping = new AbortController();
  /** Handlers running now; stop waits for them, and for the statement that records how each ended. */
  let handlersRunning = 0;
  async function tracked(work: Promise<void>) {
    handlersRunning += 1;
    try {
      await work;
    } finally {
      handlersRunning -= 1;
    }
  }
  const quiet = () => handlersRunning === 0 && !executor.busy();
  /** Workers of this server by queue, woken when this server sends to their queue. */
  const workers = new Map<string, string[]>();
  const wake = (name: string) => workers.get(name)?.forEach((id) => boss.notifyWorker(id));

  /** What each queue defined here does with its dead jobs; every server defines the same queues. */
  const deadLetterHandlers = new Map<string, (dead: DeadJob) => Promise<void>>();
  await boss.createQueue(deadLetterQueue, { name: deadLetterQueue });
  workers.set(deadLetterQueue, [
    await boss.work<Record<string, unknown>>(deadLetterQueue, { includeMetadata: true }, async ([job]) => {
      if (!job) return;
      const { [queueField]: queue, ...data } = job.data;
      const dead = { queue: String(queue), data, ...failureOf(job.output) };
      const handler = deadLetterHandlers.get(dead.queue);
      if (handler) await tracked(handler(dead));
      else report(`job of ${dead.queue} failed for good: ${dead.error}`, dead.data);
    }),
  ]);

  return {
    async define(queue: QueueDefinition) {
      const policy = { ...defaultRetryPolicy, ...queue };
      const settings = {
        name: queue.name,
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
        deadLetter: deadLetterQueue,
      };
      await boss.createQueue(queue.name, settings);
      // Settings of a queue created by an earlier version follow the code.
      await boss.updateQueue(queue.name, settings);
      if (queue.onDeadLetter) deadLetterHandlers.set(queue.name, queue.onDeadLetter);
    },

    async send(name, data, sendOptions: SendOptions = {}) {
      const id = await boss.send(
        name,
        { ...data, [queueField]: name },
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
            // A fetch still running when stop began may bring a job: it runs with the signal already aborted.
            if (job) await tracked(handler(jobOf(job, stopping.signal)));
          }),
        );
      }
      workers.set(name, [...(workers.get(name) ?? []), ...ids]);
    },

    async schedule(name, cron, data = {}) {
      await boss.schedule(name, cron, { ...data, [queueField]: name }, { tz: 'UTC' });
    },

    async idle(names) {
      const queues = names ? [...names, deadLetterQueue] : null;
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
      const limit = timeLimit(timeoutMs);
      try {
        await boss.stop({ graceful, timeout: timeoutMs, close: false });
        // pg-boss's own wait looks only at jobs already fetched, and not at how their end is recorded.
        if (graceful) await until(quiet, limit.reached);
      } finally {
        limit.clear();
        executor.close();
      }
    },
  };
}

/** A timer for stop's whole wait: `reached` resolves when it runs out. */
function timeLimit(ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { reached, clear: () => clearTimeout(timer) };
}

/**
 * Resolves once `done()` holds, or when `limit` is reached. Each check follows a turn of the event loop, so
 * a fetch that has just returned has started its handler, and a handler that has just ended has sent the
 * statement recording it.
 */
async function until(done: () => boolean, limit: Promise<void>) {
  const reached = limit.then(() => true);
  for (;;) {
    await new Promise((resolve) => setImmediate(resolve));
    if (done()) return;
    const pause = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20));
    if (await Promise.race([pause, reached])) return;
  }
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function jobOf<Data>(job: PgBoss.JobWithMetadata<Data>, signal: AbortSignal): Job<Data> {
  const { [queueField]: _queue, ...data } = job.data as Record<string, unknown>;
  return {
    id: job.id,
    name: job.name,
    data: data as Data,
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
