import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { meetingListSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { accounts, signIn, bearer } from '../support/credentials.ts';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/*
 * Issue 14, faults: PostgreSQL restarts under a running server. While it is down every API call answers 503
 * with a Portuguese sentence, quickly (no hang, no crash); once it is back the same server answers again,
 * with no restart of its own, and a bot run whose steps met the database away goes on to the end.
 */
describe('the server while its PostgreSQL restarts', () => {
  let cluster: PostgresCluster;
  let server: TestServer;
  let authorization: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    server = await startTestServer(
      { kind: 'postgres', url: cluster.url },
      // The emulated Recall bot walks a meeting's lifecycle in about 4.5 s, so it writes while the database is away.
      { onClose: () => cluster.stop(), env: { BOT_TIME_SCALE: '0.05' } },
    );
    authorization = bearer(await signIn(server.baseUrl, accounts.seller.email));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  const meetings = () => server.get('/api/meetings?limit=5', authorization);

  test('answers 503 in Portuguese while the database is down, and serves again once it is back', async () => {
    // A meeting whose bot is at work: its steps fail while the database is down, and must not end the process
    // (an unhandled rejection would fail this test run).
    const added = await fetch(`${server.baseUrl}/api/meetings`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        meetingUrl: 'https://meet.google.com/dbr-bott-run',
        title: 'Bot durante a queda do banco',
        startTime: new Date().toISOString(),
      }),
    });
    expect(added.status).toBe(201);
    const before = meetingListSchema.parse(await (await meetings()).json());
    expect(before.meetings.length).toBeGreaterThan(0);

    await cluster.shutDown();
    // Twice: the first call meets the connections PostgreSQL cut, the second a database that refuses new ones.
    for (const attempt of [1, 2]) {
      const started = Date.now();
      const response = await meetings();
      expect(response.status, `call ${attempt} while down`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(apiErrorSchema.parse(await response.json()).message).toBe(
        'Serviço temporariamente indisponível. Tente novamente em instantes.',
      );
      expect(Date.now() - started).toBeLessThan(6_000);
    }
    // A write in a transaction fails the same way.
    const write = await fetch(`${server.baseUrl}/api/meetings`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        meetingUrl: 'https://meet.google.com/dbr-down-now',
        title: 'Durante a queda do banco',
        startTime: new Date().toISOString(),
      }),
    });
    expect(write.status).toBe(503);
    // The bot's next steps come and fail meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    await cluster.startAgain();
    const after = await meetings();
    expect(after.status).toBe(200);
    expect(meetingListSchema.parse(await after.json()).meetings.map((m) => m.id)).toEqual(
      before.meetings.map((m) => m.id),
    );
    // The bot's run was not lost with the steps that met the database away: it goes on to the end.
    const { id } = (await added.json()) as { id: string };
    await vi.waitFor(
      async () => {
        const meeting = meetingSchema.parse(
          await (await server.get(`/api/meetings/${id}`, authorization)).json(),
        );
        expect(meeting.status).toBe('done');
      },
      { timeout: 30_000, interval: 500 },
    );
  }, 90_000);
});
