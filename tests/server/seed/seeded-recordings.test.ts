import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  recordedMeetings,
  recordingFileOf,
  seededRecordingsDirectory,
} from '../../../server/db/seed/recorded-meetings.ts';
import { seedMeetings } from '../../../server/db/seed/meetings.ts';
import { storeSeededRecordings } from '../../../server/db/seed/store-recordings.ts';
import { createMediaStorage } from '../../../server/providers/media/storage.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { meetingListSchema } from '../../../src/api-contract/meeting.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { accounts, tokenCache } from '../support/credentials.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { seededPglite } from '../support/databases.ts';
import { describeOnEveryDatabase, startTestServer, type TestServer } from '../support/test-server.ts';

/** The finished meetings a list shows first (all of them when fewer): each must play. */
const firstOfList = 10;

/** Seconds an Ogg Opus file plays: its last page's granule position (48 kHz samples) less the pre-skip. */
function oggOpusSeconds(bytes: Buffer): number {
  const preSkip = bytes.readUInt16LE(bytes.indexOf('OpusHead') + 10);
  const lastPage = bytes.lastIndexOf('OggS');
  return Number(bytes.readBigInt64LE(lastPage + 6) - BigInt(preSkip)) / 48_000;
}

test('every recorded seeded meeting has its committed audio, lasting past its last line', async () => {
  const recorded = recordedMeetings(seedMeetings(new Date()));
  expect(recorded.length).toBeGreaterThan(30);
  for (const meeting of recorded) {
    const bytes = await readFile(path.join(seededRecordingsDirectory, recordingFileOf(meeting)));
    const seconds = oggOpusSeconds(bytes);
    expect(seconds).toBeGreaterThan(meeting.transcript.at(-1)!.endSeconds);
    expect(seconds).toBeCloseTo(meeting.durationSeconds, 1);
  }
});

describeOnEveryDatabase('the seeded finished meetings play their recordings (issue 30)', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const call = async (pathname: string, email: string) => server().get(pathname, await tokenOf(email));

  test.each([accounts.seller, accounts.admin])(
    "the first finished meetings of $email's list have audio that is stored and outlasts the transcript",
    async ({ email }) => {
      const list = meetingListSchema.parse(
        await (await call(`/api/meetings?status=done&limit=${firstOfList}`, email)).json(),
      );
      expect(list.meetings.length).toBe(Math.min(firstOfList, list.total));
      expect(list.total).toBeGreaterThan(5);
      for (const meeting of list.meetings) {
        const answer = await call(`/api/meetings/voipurl/${meeting.id}`, email);
        expect(answer.status).toBe(200);
        const media = mediaUrlSchema.parse(await answer.json());
        expect(media.contentType).toBe('audio/ogg');
        const file = await fetch(media.url);
        expect(file.status).toBe(200);
        const transcript = transcriptionSchema.parse(
          await (await call(`/api/meetings/${meeting.id}/transcription`, email)).json(),
        );
        const lastLine = transcript.segments.at(-1)!;
        expect(oggOpusSeconds(Buffer.from(await file.arrayBuffer()))).toBeGreaterThan(lastLine.endSeconds);
      }
    },
  );

  test('a restart stores nothing again', async () => {
    const { db, config } = server().running;
    const countRows = async () =>
      db.query<{ rows: number; newest: string }>(
        `SELECT count(*)::int AS rows, max(created_at)::text AS newest FROM meeting_media
          WHERE storage_key LIKE '%-seed-recording.ogg'`,
      );
    const before = await countRows();
    expect(before[0]!.rows).toBe(recordedMeetings(seedMeetings(new Date())).length);
    await storeSeededRecordings(db, createMediaStorage(config.dataDir), new Date());
    expect(await countRows()).toEqual(before);
  });
});

describe('with a bucket (MEDIA_STORE=s3, s3rver)', () => {
  let s3: S3TestServer;
  let app: TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
    app = await startTestServer(await seededPglite(), { env: s3.env });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  test("the seed puts the recordings in the bucket, and the player reaches them with the bucket's own URL", async () => {
    const [meeting] = recordedMeetings(seedMeetings(new Date()));
    const media = mediaUrlSchema.parse(
      await (
        await app.get(
          `/api/meetings/voipurl/${meeting!.id}`,
          await tokenCache(() => app.baseUrl)(accounts.seller.email),
        )
      ).json(),
    );
    expect(media.url.startsWith(s3.endpoint)).toBe(true);
    const object = await fetch(media.url);
    expect(object.status).toBe(200);
    const committed = await readFile(path.join(seededRecordingsDirectory, recordingFileOf(meeting!)));
    expect(Buffer.from(await object.arrayBuffer()).equals(committed)).toBe(true);
  });
});
