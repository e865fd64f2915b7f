/**
 * Issue 15's second proof: the single embedded server (PGlite and media under DATA_DIR, the bot inside) is
 * restarted while an upload is half sent and a bot is in its call; afterwards the upload resumes where it
 * stopped and the meeting finishes, so nothing a restart interrupts is lost.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  type UploadProgressStatus,
} from '../../../src/api-contract/upload.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { patternedBytes } from '../media/support/upload-server.ts';
import { accounts, bearer, signIn } from '../support/credentials.ts';
import { freePort } from '../support/free-port.ts';
import { addMeetingByLink, apiAs, inCall, waitForPhase, type Api } from './support/api.ts';
import { startAppProcess, type AppProcess } from './support/app-process.ts';

let server: AppProcess;
let port: number;
// A meeting of about 45 s: long enough to be restarted in, short enough for the suite.
const env = { BOT_TIME_SCALE: '0.5' };

beforeAll(async () => {
  port = await freePort();
  server = await startAppProcess(env, { port });
});
afterAll(async () => {
  await server?.dispose();
});

const put = (url: string, bytes: Buffer, range: string) =>
  fetch(url, { method: 'PUT', headers: { 'content-range': range }, body: new Blob([new Uint8Array(bytes)]) });

test('a restart mid-upload and mid-call loses neither: the upload resumes, the meeting finishes', async () => {
  const api: Api = apiAs(bearer(await signIn(server.url, accounts.seller.email)));
  const meetingId = await addMeetingByLink(api, server.url, 'Reunião durante a reinicialização');

  const audio = patternedBytes(4 * 1024 * 1024);
  const half = audio.length / 2;
  const upload = uploadCreatedSchema.parse(
    await api(server.url, 'POST', '/upload/meetings', {
      fileName: 'reuniao.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: audio.length,
      title: 'Envio durante a reinicialização',
    }),
  );
  await api(server.url, 'POST', `/upload/${upload.meetingId}/update-status`, { status: 'uploading' });
  const firstHalf = await put(
    upload.uploadUrl,
    audio.subarray(0, half),
    `bytes 0-${half - 1}/${audio.length}`,
  );
  expect(firstHalf.status).toBe(200);

  await waitForPhase(api, () => server.url, meetingId, inCall);
  // SIGTERM, as a deploy or `systemctl restart` does; then the same server on the same data and port.
  await server.stop();
  server = await startAppProcess(env, { dataDir: server.dataDir, port });

  const status = async (): Promise<UploadProgressStatus> =>
    uploadProgressStatusSchema.parse(await api(server.url, 'GET', `/upload/${upload.meetingId}/status`));
  const { bytesReceived } = await status();
  expect(bytesReceived).toBe(half);
  const rest = await put(
    upload.uploadUrl,
    audio.subarray(bytesReceived),
    `bytes ${bytesReceived}-${audio.length - 1}/${audio.length}`,
  );
  expect(rest.status).toBe(200);
  await api(server.url, 'POST', `/upload/${upload.meetingId}/update-status`, { status: 'uploaded' });
  await api(server.url, 'POST', `/upload/${upload.meetingId}/process`);
  let final = await status();
  for (let wait = 0; final.uploadStatus === 'processing' && wait < 240; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    final = await status();
  }
  expect(final.uploadStatus).toBe('done');
  const { url } = mediaUrlSchema.parse(await api(server.url, 'GET', `/meetings/voipurl/${upload.meetingId}`));
  expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(audio)).toBe(true);

  expect(
    await waitForPhase(
      api,
      () => server.url,
      meetingId,
      (phase) => phase === 'done' || phase === 'failed' || phase === 'fatal',
    ),
  ).toBe('done');
}, 240_000);
