import { afterAll, beforeAll, expect, test } from 'vitest';
import { createExtractiveAi } from '../../../server/ai/extractive.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createAnswersService } from '../../../server/domain/answers/answers.service.ts';
import { createEnrichmentService } from '../../../server/domain/enrichment/enrichment.service.ts';
import { FollowUpFailure, type MeetingFollowUp } from '../../../server/domain/insights/follow-ups.ts';
import { createInsightsService } from '../../../server/domain/insights/insights.service.ts';
import { createMeetingAccess } from '../../../server/domain/meetings/meeting-access.ts';
import { createStore, type Store } from '../../../server/domain/store.ts';

// The "meeting finished" hook: follow-ups run after the analysis is stored, and one failing follow-up
// neither stops the others nor the analysis; its failure is on the meeting's timeline in pt-BR.
let db: Database;
let store: Store;

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite-memory' });
  await runMigrations(db);
  store = createStore(db);
});
afterAll(async () => {
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

function insightsWith(followUps: MeetingFollowUp[], reported: string[]) {
  const ai = createExtractiveAi();
  const access = createMeetingAccess(store);
  return createInsightsService({
    store,
    answers: createAnswersService({ store, ai, access }),
    enrichment: createEnrichmentService({ store, access, ai }),
    followUps,
    report: (message) => reported.push(message),
  });
}

test('every follow-up runs after the analysis is stored; failures are logged on the meeting and stop nothing', async () => {
  const meetingId = await finishedMeeting();
  const seen: string[] = [];
  const reported: string[] = [];
  const insights = insightsWith(
    [
      {
        source: 'crm',
        label: 'Nota no CRM',
        run: async () => {
          throw new FollowUpFailure('o HubSpot recusou a chave (401).');
        },
      },
      {
        source: 'email',
        label: 'E-mail da reunião',
        run: async () => {
          throw new Error('ECONNRESET internal detail');
        },
      },
      {
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

  await insights.analyse(meetingId);

  expect(seen).toEqual([meetingId, 'true']);
  expect(await store.enrichment.find(meetingId)).toBeTruthy();
  const logs = await store.meetingLogs.list(meetingId);
  expect(logs.map(({ source, status, subCode, message }) => ({ source, status, subCode, message }))).toEqual(
    expect.arrayContaining([
      {
        source: 'crm',
        status: 'done',
        subCode: 'follow_up_failed',
        message: 'Nota no CRM: o HubSpot recusou a chave (401).',
      },
      // An internal message stays in the server log, not on the timeline.
      {
        source: 'email',
        status: 'done',
        subCode: 'follow_up_failed',
        message: 'E-mail da reunião: erro inesperado no servidor.',
      },
    ]),
  );
  expect(logs).toHaveLength(2);
  expect(reported).toHaveLength(2);
});

test('a meeting without follow-ups is analysed as before and its timeline gets nothing', async () => {
  const meetingId = await finishedMeeting();
  await insightsWith([], []).analyse(meetingId);
  expect(await store.enrichment.find(meetingId)).toBeTruthy();
  expect(await store.meetingLogs.list(meetingId)).toEqual([]);
});
