import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import { unsupportedFileMessage, uploadCreatedSchema } from '../../../src/api-contract/upload.ts';
import {
  patternedBytes,
  startUploadServer,
  uploadedVideo,
  type UploadServer,
} from '../media/support/upload-server.ts';
import { accounts } from '../support/seed-facts.ts';

const seller = accounts.seller.email;
const sandboxed = "default-src 'none'; sandbox; frame-ancestors 'none'";
const page = Buffer.from('<!doctype html><meta http-equiv=refresh content="0;url=https://example.com/">');

let server: UploadServer & { close(): Promise<void> };
beforeAll(async () => {
  server = await startUploadServer('pglite');
});
afterAll(async () => {
  await server?.close();
});

const createUpload = (contentType: string, sizeBytes: number) =>
  server.call('POST', '/api/upload/meetings', seller, {
    fileName: 'reuniao.mp3',
    contentType,
    sizeBytes,
    title: 'Reunião com página',
  });

/** The signed URL of a meeting's video, fetched as a browser would open it. */
async function openVideo(meetingId: string): Promise<Response> {
  const answer = await server.call('GET', `/api/meetings/videourl/${meetingId}`, seller);
  expect(answer.status).toBe(200);
  return fetch(mediaUrlSchema.parse(await answer.json()).url);
}

describe('an upload is audio or video, and is served as nothing else (issue 25 item 5)', () => {
  test('a declared type that is not exactly one of the media types is refused', async () => {
    const declared = ['audio/mpeg,text/html', 'audio/html', 'video/x-unknown', 'text/html'];
    const answers = await Promise.all(declared.map((contentType) => createUpload(contentType, page.length)));
    expect(answers.map((answer) => answer.status)).toEqual(declared.map(() => 400));
    for (const answer of answers) {
      expect(apiErrorSchema.parse(await answer.json()).message).toBe(unsupportedFileMessage);
    }
  });

  test('a page declared as audio/mpeg is not processed into a recording', async () => {
    const created = uploadCreatedSchema.parse(await (await createUpload('audio/mpeg', page.length)).json());
    expect((await fetch(created.uploadUrl, { method: 'PUT', body: page })).status).toBe(200);
    const processed = await server.call('POST', `/api/upload/${created.meetingId}/process`, seller);
    expect(processed.status).toBe(400);
    expect(apiErrorSchema.parse(await processed.json()).message).toBe('Formato de arquivo não suportado.');
  });

  test('a recording is served with its exact type, never sniffed, under a sandbox', async () => {
    const meetingId = await uploadedVideo(server, seller, patternedBytes(4096));
    const response = await openVideo(meetingId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/mp4');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe(sandboxed);
  });

  test('a recording stored earlier with a declared string is served as a download, never as a page', async () => {
    const meetingId = await uploadedVideo(server, seller, patternedBytes(4096));
    await server.running.db.query('UPDATE meeting_media SET content_type = $2 WHERE meeting_id = $1', [
      meetingId,
      'video/mp4,text/html',
    ]);
    const response = await openVideo(meetingId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-disposition')).toBe('attachment');
    expect(response.headers.get('content-security-policy')).toBe(sandboxed);
  });
});
