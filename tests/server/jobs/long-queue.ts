import type { QueueDefinition } from '../../../server/jobs/job-queue.ts';

/** The queue of the killed-server test: a job left running is put back 2 s after it started, and retried at once. */
export const longQueue: QueueDefinition = {
  name: 'test.long',
  expireInSeconds: 2,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
};
