import type { JobHandler, JobQueue, QueueDefinition } from './job-queue.ts';

/**
 * One kind of background work as the domain registers it: its queue (name, retry policy, dead letter), the
 * handler that does one job, and optionally a cron on which the queue sends itself a job (once across all
 * servers) and a first job at start, so what fell due while no server ran goes at once.
 */
export type BackgroundJob = {
  queue: QueueDefinition;
  handler: JobHandler<never>;
  concurrency?: number;
  /** "* * * * *": every minute (UTC). */
  cron?: string;
};

/** Declares each queue and works it on this server; a cron queue also gets its first job now. */
export async function startBackgroundJobs(jobs: JobQueue, work: readonly BackgroundJob[]): Promise<void> {
  for (const job of work) {
    await jobs.define(job.queue);
    await jobs.work(job.queue.name, job.handler, { concurrency: job.concurrency });
    if (!job.cron) continue;
    await jobs.schedule(job.queue.name, job.cron);
    // Keyed by the minute: servers starting together send one.
    await jobs.send(job.queue.name, {}, { singletonKey: `start:${new Date().toISOString().slice(0, 16)}` });
  }
}
