import { z } from 'zod';
import { configSlice } from '../config-slice.ts';

/** Background jobs (server/jobs, pg-boss): how often workers poll and maintenance runs. */
export type JobsConfig = { pollSeconds: number; maintenanceSeconds: number };

export const jobsConfig = configSlice({
  title: 'Background jobs',
  intro: [
    'Webhook deliveries, follow-ups, analyses, daily reports and calendar syncs are jobs in the database',
    '(`server/jobs`, pg-boss), worked by every server of one database, on PGlite as on PostgreSQL; what each',
    'queue does and what it promises is in [Operations: Background jobs](operations.md#background-jobs).',
  ].join('\n'),
  env: z.object({
    JOBS_POLL_SECONDS: z.coerce
      .number()
      .min(0.5)
      .default(2)
      .describe(
        'How often an idle worker asks for work, in seconds (a job sent by this server wakes its workers at once).',
      ),
    JOBS_MAINTENANCE_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(60)
      .describe(
        'How often the jobs of a server that died are put back and finished ones archived, in seconds.',
      ),
  }),
  read: (values): JobsConfig => ({
    pollSeconds: values.JOBS_POLL_SECONDS,
    maintenanceSeconds: values.JOBS_MAINTENANCE_SECONDS,
  }),
});
