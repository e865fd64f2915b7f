import { afterAll, beforeAll, expect, test } from 'vitest';
import { createExtractiveAi } from '../../../server/providers/ai/extractive.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createAnswersService } from '../../../server/features/answers/answers.service.ts';
import { createEnrichmentService } from '../../../server/features/enrichment/enrichment.service.ts';
import {
  FollowUpFailure,
  meetingFollowUpJobs,
  type MeetingFollowUp,
} from '../../../server/features/insights/follow-ups.ts';
import { startBackgroundJobs } from '../../../server/jobs/background-job.ts';
import type { JobQueue } from '../../../server/jobs/job-queue.ts';
import { startPgBossQueue } from '../../../server/jobs/pg-boss-queue.ts';
import { createInsightsService } from '../../../server/features/insights/insights.service.ts';
import { createMeetingAccess } from '../../../server/features/meetings/meeting-access.ts';
import { createStore, type Store } from '../../../server/features/store.ts';
import { emptyPglite } from '../support/databases.ts';

// The "meeting finished" hook: follow-ups are jobs queued once the analysis is stored, and one failing
// follow-up neither stops the others nor the analysis; its failure is on the meeting's timeline in pt-BR,
// at once when the follow-up explains it, after the job's retries (the dead letter) when it does not.
let db: Database;
let store: Store;
let jobs: JobQueue;

beforeAll(async () => {
  db = await openDatabase(await emptyPglite());
  await runMigrations(db);
  store = createStore(db);
  jobs = await startPgBossQueue({ db, pollSeconds: 0.5, maintenanceSeconds: 1, report: () => undefined });
});
afterAll(async () => {
  await jobs.stop({ graceful: false });
  await db.close();
});

async function finishedMeeting(): Promise<string> {
  const [company] = await db.query<{ id: string }>(
    `INSERT INTO companies (name) VALUES ('Hook') RETURNING id`,
  );
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (company_id, email_address, first_name) VALUES ($1, $2, 'Dona') RETURNING id`,
    [company?.id, `dono-${crypto.randomUUID()}@hook.com.br`],
  );
  const [meeting] = await db.query<{ id: string }>(
    `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, status, start_time, duration_seconds)
     VALUES ($1, $2, 'Reunião do gancho', 'google_meet', 'EXTERNAL', 'done', now(), 120) RETURNING id`,
    [company?.id, user?.id],
  );
  await db.query(
    `INSERT INTO transcriptions (meeting_id, segments, language, status) VALUES ($1, $2, 'pt-BR', 'done')`,
    [
      meeting?.id,
      JSON.stringify([
        {
          speaker: 'Dona',
          startSeconds: 0,
          endSeconds: 20,
          text: 'Qual é o orçamento de vocês para este ano?',
        },
        {
          speaker: 'Cliente',
          startSeconds: 20,
          endSeconds: 60,
          text: 'Temos cem mil reais. Vamos marcar a demonstração na terça.',
        },
      ]),
    ],
  );
  if (!meeting) throw new Error('no meeting');
  return meeting.id;
}

async function insightsWith(followUps: MeetingFollowUp[], reported: string[]) {
  const ai = createExtractiveAi();
  const access = createMeetingAccess(store);
  const followUpJobs = meetingFollowUpJobs({
    store,
    jobs,
    followUps,
    retries: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    report: (message) => void reported.push(message),
  });
  await startBackgroundJobs(jobs, [followUpJobs.job]);
  return createInsightsService({
    store,
    answers: createAnswersService({ store, ai, access }),
    enrichment: createEnrichmentService({ store, access, ai }),
    followUps: followUpJobs,
  });
}

test('every follow-up runs after the analysis is stored; failures are logged on the meeting and stop nothing', async () => {
  const meetingId = await finishedMeeting();
  const seen: string[] = [];
  const reported: string[] = [];
  const insights = await insightsWith(
    [
      {
        name: 'crm.hubspot',
        source: 'crm',
        label: 'Nota no CRM',
        run: async () => {
          throw new FollowUpFailure('o HubSpot recusou a chave (401).');
        },
      },
      {
        name: 'email',
        source: 'email',
        label: 'E-mail da reunião',
        run: async () => {
          throw new Error('ECONNRESET internal detail');
        },
      },
      {
        name: 'webhook',
        source: 'webhook',
        label: 'Webhook',
        run: async (id) => {
          // The analysis is there by the time a follow-up runs.
          seen.push(id, String(Boolean(await store.enrichment.find(id))));
        },
      },
    ],
    reported,
  );

  await insights.analyse(meetingId, 'analysis-1');
  await jobs.idle();

  expect(seen).toEqual([meetingId, 'true']);
  expect(await store.enrichment.find(meetingId)).toBeTruthy();
  const logs = await store.meetingLogs.list(meetingId);
  expect(logs.map(({ source, status, subCode, message }) => ({ source, status, subCode, message }))).toEqual(
    expect.arrayContaining([
      // Explained: final at once.
      {
        source: 'crm',
        status: 'done',
        subCode: 'follow_up_failed',
        message: 'Nota no CRM: o HubSpot recusou a chave (401).',
      },
      // Unexplained: tried again, then the dead letter; the internal message stays in the server log.
      {
        source: 'email',
        status: 'done',
        subCode: 'follow_up_failed',
        message: 'E-mail da reunião: erro inesperado no servidor.',
      },
    ]),
  );
  expect(logs).toHaveLength(2);
  // The CRM once; the e-mail on its first try and on its one retry.
  expect(reported).toHaveLength(3);

  // The same analysis again (its job retried after a crash) queues no follow-up twice.
  await insights.analyse(meetingId, 'analysis-1');
  await jobs.idle();
  expect(seen).toHaveLength(2);
  expect(await store.meetingLogs.list(meetingId)).toHaveLength(2);
});

test('a meeting without follow-ups is analysed as before and its timeline gets nothing', async () => {
  const meetingId = await finishedMeeting();
  await (await insightsWith([], [])).analyse(meetingId);
  await jobs.idle();
  expect(await store.enrichment.find(meetingId)).toBeTruthy();
  expect(await store.meetingLogs.list(meetingId)).toEqual([]);
});
