/**
 * Durable background work (docs/operations.md, "Background jobs"): a job is a row in PostgreSQL (pg-boss, schema
 * `pgboss`), taken by exactly one server (FOR UPDATE SKIP LOCKED), retried with backoff when its handler
 * throws, retried too when the server running it dies (the job expires and maintenance puts it back), and
 * moved to the dead-letter queue (`jobs.dead`) once its retries are spent, where its queue's `onDeadLetter`
 * writes a line on the meeting's logs when the job's data names a meeting (`meetingId`).
 *
 * How to use it (any lane):
 * 1. Declare the queue once at start: `await jobs.define({ name: 'recall.webhook', retryLimit: 5,
 *    onDeadLetter: deadLetterOnMeetingLogs(store, { source: 'bot', label: 'Evento do bot' }) })`.
 * 2. Register the handler: `await jobs.work('recall.webhook', async (job) => { ... })`. A handler that
 *    throws is retried; one that returns is done. It must be idempotent: a job may run again after a
 *    crash between its effect and its completion.
 * 3. Send: `await jobs.send('recall.webhook', { meetingId, eventId }, { singletonKey: eventId })`.
 */
export type JobRetryPolicy = {
  /** Retries after the first attempt (0: one attempt only). */
  retryLimit: number;
  /** Wait before a retry, in seconds; with `retryBackoff` the n-th wait is about delay·2ⁿ (jittered). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * How long one attempt may run. A handler still running then fails (and is retried); a job whose server
   * died is put back once this has passed (checked every JOBS_MAINTENANCE_SECONDS).
   */
  expireInSeconds: number;
};

export type QueueDefinition = Partial<JobRetryPolicy> & {
  /** Dotted lower-case name, `<area>.<work>` ("webhook.deliver"). */
  name: string;
  /**
   * Called (as a job of its own, so durably) for each job whose retries are spent; the domain's
   * `deadLetterOnMeetingLogs` writes it on the meeting's logs. Without it the server log says it.
   */
  onDeadLetter?: (dead: DeadJob) => Promise<void>;
};

export type SendOptions = Partial<JobRetryPolicy> & {
  /**
   * Idempotency key: a second send with the same key to the same queue, while the first job is kept
   * (waiting, running, retrying, dead, or finished within JOBS_KEEP_COMPLETED_HOURS), adds nothing and
   * resolves with null. Put what makes the work unique in it (meeting + kind, delivery + attempt).
   */
  singletonKey?: string;
  /** Not before this moment (a Date) or this many seconds from now. */
  startAfter?: Date | number;
};

export type Job<Data> = {
  id: string;
  name: string;
  data: Data;
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted when this server stops: a long handler (a round over many rows) ends early; what it left is the next job's. */
  signal: AbortSignal;
};

export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

/** A job whose retries are spent (or that expired on its last one), as its dead-letter queue hands it over. */
export type DeadJob = {
  queue: string;
  data: unknown;
  /** The last failure's message, as the handler threw it (may be English or technical). */
  error: string;
  /** The thrown error's class name ("FollowUpFailure"), when there was one. */
  errorName: string | undefined;
};

export interface JobQueue {
  /** Creates the queue if missing, or updates its policy (each send's default); keeps its `onDeadLetter`. */
  define(queue: QueueDefinition): Promise<void>;
  /** Resolves with the job's id, or null when `singletonKey` found the job already there. */
  send<Data extends object>(name: string, data: Data, options?: SendOptions): Promise<string | null>;
  /** Runs `handler` for the queue's jobs on this server, `concurrency` at a time (1 by default). */
  work<Data>(name: string, handler: JobHandler<Data>, options?: { concurrency?: number }): Promise<void>;
  /** A job sent by the queue itself on a cron ("* * * * *": every minute), once across all servers. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /**
   * For tests and shutdown: resolves once no job of `names` (all queues when omitted) is waiting-and-due,
   * running or retrying-and-due.
   */
  idle(names?: readonly string[]): Promise<void>;
  /**
   * Stops fetching and waits for running handlers and for their ends to be recorded (up to `timeoutMs`,
   * 30 s by default; `graceful: false`: not at all); what is still running then fails, so it is retried here
   * after a restart or by another server. Once it returns, the queue sends nothing more to the database,
   * which may close. A server killed outright loses nothing either: its jobs expire and are retried.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}
