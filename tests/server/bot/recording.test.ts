import { stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { botRecordingKey as recordingKeyOf } from '../../../server/providers/bot/recall/recording-copy.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { meetingSchema } from '../../../src/api-contract/meeting.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeWithFastBot, waitForStatus } from './support/bot-server.ts';

/** The emulator's call is audio only: a WAV. */
const botRecordingKey = (meetingId: string) => recordingKeyOf(meetingId, 'audio/wav');

/** 8 kHz mono 8-bit PCM: one byte a sample after the 44-byte header. */
const wavBytes = (seconds: number) => 44 + 8000 * seconds;

describeWithFastBot("the bot's recording, copied from Recall", (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  async function addMeeting(meetingUrl: string) {
    const response = await server().call('POST', '/api/meetings', await tokenOf(accounts.seller.email), {
      meetingUrl,
      title: 'Reunião gravada pelo bot',
      startTime: new Date().toISOString(),
    });
    expect(response.status).toBe(201);
    return meetingSchema.parse(await response.json());
  }

  async function audioUrlOf(meetingId: string, email: string) {
    return server().call('GET', `/api/meetings/voipurl/${meetingId}`, await tokenOf(email));
  }

  test('a done meeting has a WAV recording as long as the call, served with Range', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/rec-ordi-ngb');
    const done = await waitForStatus(server(), token, created.id, ['done']);

    const answer = await audioUrlOf(created.id, accounts.seller.email);
    expect(answer.status).toBe(200);
    const audio = mediaUrlSchema.parse(await answer.json());
    expect(audio.contentType).toBe('audio/wav');
    expect(new URL(audio.url).pathname).toBe(`/api/files/media/${created.id}/audio`);
    // Only the audio: the bot records no video, and says so rather than inventing one.
    expect((await server().call('GET', `/api/meetings/videourl/${created.id}`, token)).status).toBe(404);

    // The file exists under DATA_DIR/media and is what meeting_media registers.
    const filePath = path.join(server().running.config.dataDir, 'media', botRecordingKey(created.id));
    expect((await stat(filePath)).size).toBe(wavBytes(done.durationSeconds!));
    const [row] = await server().running.db.query<{ size_bytes: string | number; storage_key: string }>(
      `SELECT size_bytes, storage_key FROM meeting_media WHERE meeting_id = $1 AND kind = 'audio'`,
      [created.id],
    );
    expect(Number(row?.size_bytes)).toBe(wavBytes(done.durationSeconds!));
    expect(row?.storage_key).toBe(botRecordingKey(created.id));

    const whole = await fetch(audio.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const bytes = Buffer.from(await whole.arrayBuffer());
    expect(bytes.length).toBe(wavBytes(done.durationSeconds!));
    expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
    expect(bytes.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(bytes.readUInt32LE(24)).toBe(8000);
    expect(bytes.readUInt32LE(40)).toBe(8000 * done.durationSeconds!);

    // Every transcript line falls inside the recording, so clicking any of them can seek to it.
    const transcript = transcriptionSchema.parse(
      await (await server().call('GET', `/api/meetings/${created.id}/transcription`, token)).json(),
    );
    const lastWords = Math.max(...transcript.segments.map((segment) => segment.endSeconds));
    expect(lastWords).toBeLessThan(done.durationSeconds!);

    const header = await fetch(audio.url, { headers: { range: 'bytes=0-43' } });
    expect(header.status).toBe(206);
    expect(header.headers.get('content-range')).toBe(`bytes 0-43/${bytes.length}`);
    expect(Buffer.from(await header.arrayBuffer())).toEqual(bytes.subarray(0, 44));

    const tail = await fetch(audio.url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(bytes.subarray(bytes.length - 100));
  });

  test("the recording belongs to the meeting's company: another company gets 404, the URL signs one meeting only", async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/emp-resa-out');
    await waitForStatus(server(), token, created.id, ['done']);

    const outsider = await audioUrlOf(created.id, accounts.otherCompany.email);
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(await outsider.json())).not.toContain('/api/files/');
    // The owner's administrator sees it.
    expect((await audioUrlOf(created.id, accounts.admin.email)).status).toBe(200);

    const audio = mediaUrlSchema.parse(await (await audioUrlOf(created.id, accounts.seller.email)).json());
    const forged = new URL(audio.url);
    forged.pathname = `/api/files/media/${created.id}/video`;
    expect((await fetch(forged)).status).toBe(403);
    const unsigned = new URL(audio.url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
  });

  test('a bot that never recorded leaves no recording', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/rec-deny-prm');
    await waitForStatus(server(), token, created.id, ['recording_permission_denied']);
    const answer = await audioUrlOf(created.id, accounts.seller.email);
    expect(answer.status).toBe(404);
  });

  test('deleting the meeting deletes its recording from disk too', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/del-ete-rec');
    await waitForStatus(server(), token, created.id, ['done']);
    const filePath = path.join(server().running.config.dataDir, 'media', botRecordingKey(created.id));
    expect((await stat(filePath)).isFile()).toBe(true);

    expect((await server().call('DELETE', `/api/meetings/${created.id}`, token)).status).toBe(204);
    await expect(stat(filePath)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
