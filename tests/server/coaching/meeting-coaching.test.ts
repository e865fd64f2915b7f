import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { analyseCoaching } from '../../../src/domain/coaching/analyse.ts';
import { meetingCoachingSchema } from '../../../src/api-contract/coaching.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { tokenCache } from '../support/credentials.ts';
import { pgliteOnDisk } from '../support/databases.ts';
import { accounts, sellerCallWith } from '../support/seed-facts.ts';
import { startOn, startTestServer, type TestServer } from '../support/test-server.ts';

/** The seller's finished call with the carrier: its client plans next steps (enrichment.test.ts). */
const fleetCall = sellerCallWith('fleetLogistics');
const sellerName = `${accounts.seller.firstName} ${accounts.seller.lastName}`;

type Db = TestServer['running']['db'];
const rowOf = async (db: Db, meetingId: string) =>
  (
    await db.query<{ talk_ratio: number | null; has_next_steps: boolean; seller_words: number }>(
      'SELECT talk_ratio, has_next_steps, seller_words FROM meeting_coaching WHERE meeting_id = $1',
      [meetingId],
    )
  )[0];
const doneTranscripts = async (db: Db) =>
  (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM transcriptions WHERE status = 'done'"))[0]!
    .n;
const coachingRows = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM meeting_coaching'))[0]!.n;

describe('GET /api/meetings/{id}/coaching', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startOn('pglite');
  });
  afterAll(async () => {
    await server?.close();
  });
  const tokenOf = tokenCache(() => server.baseUrl);
  const coachingAs = async (email: string, meetingId = fleetCall) =>
    server.get(`/api/meetings/${meetingId}/coaching`, await tokenOf(email));

  async function transcript() {
    const response = await server.get(
      `/api/meetings/${fleetCall}/transcription`,
      await tokenOf(accounts.seller.email),
    );
    return transcriptionSchema.parse(await response.json());
  }

  test('a seeded finished call has the figures the coaching rules compute from its transcript', async () => {
    const response = await coachingAs(accounts.seller.email);
    expect(response.status).toBe(200);
    const coaching = meetingCoachingSchema.parse(await response.json());
    const expected = analyseCoaching((await transcript()).segments, [sellerName]);
    expect(coaching).toEqual({
      meetingId: fleetCall,
      sellerSpeakers: [sellerName],
      metrics: expected.metrics,
      moments: expected.moments,
    });
    expect(coaching.metrics.talkRatio).toBeGreaterThan(0);
    const row = await rowOf(server.running.db, fleetCall);
    expect(row).toMatchObject({ has_next_steps: true, seller_words: expected.totals.sellerWords });
  });

  test('who sees the meeting sees its coaching; who does not gets 404', async () => {
    expect((await coachingAs(accounts.leader.email)).status).toBe(200);
    expect((await coachingAs(accounts.fernanda.email)).status).toBe(404);
    expect((await coachingAs(accounts.admin.email, 'not-a-uuid')).status).toBe(404);
  });

  test('renaming the seller in the transcript recomputes the figures at once, keeping the next steps; an upload-style name is recognised by the questions asked', async () => {
    const { id } = await transcript();
    const rename = async (from: string, to: string) => {
      const response = await fetch(`${server.baseUrl}/api/transcriptions/${id}`, {
        method: 'PUT',
        headers: { authorization: await tokenOf(accounts.seller.email), 'content-type': 'application/json' },
        body: JSON.stringify({ renameSpeaker: { from, to } }),
      });
      expect(response.status).toBe(200);
    };
    await rename(sellerName, 'Speaker 1');
    // Stored by the edit itself, before anyone reads the coaching: the dashboard sees it too. Named as an
    // upload names speakers, the seller is who asked the most questions.
    const stored = await rowOf(server.running.db, fleetCall);
    expect(stored!.has_next_steps).toBe(true);
    expect(stored!.talk_ratio).toBeGreaterThan(0);
    const byQuestions = meetingCoachingSchema.parse(await (await coachingAs(accounts.seller.email)).json());
    expect(byQuestions.sellerSpeakers).toEqual(['Speaker 1']);
    expect(byQuestions.metrics.talkRatio).toBeGreaterThan(0);

    // The first name alone, in capitals, is the seller again.
    await rename('Speaker 1', accounts.seller.firstName.toUpperCase());
    const again = meetingCoachingSchema.parse(await (await coachingAs(accounts.seller.email)).json());
    expect(again.sellerSpeakers).toEqual([accounts.seller.firstName.toUpperCase()]);
    expect(again.metrics.talkRatio).toBeGreaterThan(0);
  });
});

describe('meetings analysed before the coaching table existed', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-coaching-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('get their rows when the server starts over the existing database', async () => {
    const database = await pgliteOnDisk(dataDir, { seeded: true });
    const first = await startTestServer(database);
    const done = await doneTranscripts(first.running.db);
    expect(done).toBeGreaterThan(0);
    expect(await coachingRows(first.running.db)).toBe(done);
    const before = await rowOf(first.running.db, fleetCall);
    // As a database from before the table: no coaching rows at all.
    await first.running.db.query('DELETE FROM meeting_coaching');
    await first.close();

    const second = await startTestServer(database, { port: first.running.config.port });
    try {
      expect(second.running.seeded).toBe(false);
      expect(await coachingRows(second.running.db)).toBe(done);
      // The next steps come from the stored enrichment.
      expect(await rowOf(second.running.db, fleetCall)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
