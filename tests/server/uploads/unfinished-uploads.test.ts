import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import {
  unfinishedUploadsSchema,
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  type CreateUploadRequest,
} from '../../../src/api-contract/upload.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeUploadsOnEveryDatabase, patternedBytes } from '../media/support/upload-server.ts';

// João: no other test of this file's server uploads as him, so his list holds exactly what each test made.
const joao = accounts.joao.email;
const fernanda = accounts.fernanda.email;
const admin = accounts.admin.email;
const outsider = accounts.otherCompany.email;
const fingerprint = 'ab'.repeat(32);

const form = (sizeBytes: number, title: string): CreateUploadRequest => ({
  fileName: 'reuniao.mp3',
  contentType: 'audio/mpeg',
  sizeBytes,
  title,
  fingerprint,
});

/*
 * Uploads survive a closed tab (issue 29, item 4): the caller's uploads whose file never fully arrived are
 * listed with the fingerprint the browser sent and the bytes the server holds, so a reopened app offers to
 * resume them from there. On local disk (the bucket's case: tests/server/media/s3-upload.test.ts).
 */
describeUploadsOnEveryDatabase('unfinished uploads', {}, (server) => {
  const unfinished = async (email: string) => {
    const response = await server().call('GET', '/api/upload/unfinished', email);
    expect(response.status).toBe(200);
    return unfinishedUploadsSchema.parse(await response.json()).uploads;
  };
  const create = async (body: CreateUploadRequest, email = joao) => {
    const response = await server().call('POST', '/api/upload/meetings', email, body);
    expect(response.status).toBe(201);
    return uploadCreatedSchema.parse(await response.json());
  };
  const put = (url: string, body: Buffer<ArrayBuffer>, from: number, size: number) =>
    fetch(url, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        'content-range': `bytes ${from}-${from + body.length - 1}/${size}`,
      },
      body,
    });

  test('an upload interrupted after its first chunk is listed with what the server holds, and resumes from there', async () => {
    const size = 3 * 1024 * 1024;
    const audio = patternedBytes(size);
    const created = await create(form(size, 'Interrompida no primeiro pedaço'));
    const first = 1024 * 1024;
    expect((await put(created.uploadUrl, audio.subarray(0, first), 0, size)).status).toBe(200);

    // A new tab (or another browser) asks the server, not its own memory.
    const [listed, ...others] = await unfinished(joao);
    expect(others).toEqual([]);
    expect(listed).toEqual({
      meetingId: created.meetingId,
      title: 'Interrompida no primeiro pedaço',
      fileName: 'reuniao.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: size,
      bytesReceived: first,
      fingerprint,
    });

    // Resumed with a fresh URL from the server's byte count, the upload ends and leaves the list.
    const refreshed = await server().call('GET', `/api/upload/${created.meetingId}/refresh-url`, joao);
    const { uploadUrl } = (await refreshed.json()) as { uploadUrl: string };
    expect((await put(uploadUrl, audio.subarray(first), first, size)).status).toBe(200);
    expect(await unfinished(joao)).toEqual([]);
    expect((await server().call('POST', `/api/upload/${created.meetingId}/process`, joao)).status).toBe(202);
    const settled = await server().settled(created.meetingId, joao);
    expect(uploadProgressStatusSchema.parse(settled).uploadStatus).toBe('done');
  });

  /** An upload whose transfer began: its first 512 bytes arrived. */
  const started = async (body: CreateUploadRequest) => {
    const created = await create(body);
    const head = patternedBytes(512);
    expect((await put(created.uploadUrl, head, 0, body.sizeBytes)).status).toBe(200);
    return created;
  };

  test('only the caller’s own uploads whose transfer began are listed, newest first; discarded ones leave', async () => {
    const older = await started(form(2048, 'Mais antiga'));
    const newer = await started({ ...form(4096, 'Mais nova'), fingerprint: undefined });
    const cancelled = await started(form(1024, 'Descartada'));
    // Never begun (no byte arrived): nothing to resume, not listed.
    const neverBegun = await create(form(1024, 'Nunca começou'));
    const discard = await server().call('POST', `/api/upload/${cancelled.meetingId}/update-status`, joao, {
      status: 'cancelled',
    });
    expect(discard.status).toBe(200);

    const listed = await unfinished(joao);
    expect(listed.map((upload) => upload.title)).toEqual(['Mais nova', 'Mais antiga']);
    expect(listed.map((upload) => upload.meetingId)).toEqual([newer.meetingId, older.meetingId]);
    // Created without a fingerprint (an older app): name and size are all a chosen file can be checked by.
    expect(listed[0]?.fingerprint).toBeNull();
    // Only the person who started an upload holds its file: a colleague, the administrator and another
    // company see none of João's.
    for (const email of [fernanda, admin, outsider]) {
      expect((await unfinished(email)).map((upload) => upload.meetingId)).not.toContain(older.meetingId);
    }
    for (const { meetingId } of [older, newer, neverBegun]) {
      await server().call('POST', `/api/upload/${meetingId}/update-status`, joao, { status: 'cancelled' });
    }
    expect(await unfinished(joao)).toEqual([]);
  });

  test('a fingerprint that is not a hex SHA-256 is refused in Portuguese', async () => {
    const response = await server().call('POST', '/api/upload/meetings', joao, {
      ...form(1024, 'Impressão inválida'),
      fingerprint: 'not-a-hash',
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(await response.json()).message).toBe(
      'Impressão digital do arquivo inválida: use o SHA-256 em hexadecimal.',
    );
    expect(await unfinished(joao)).toEqual([]);
  });

  test('without credentials the list is refused', async () => {
    const response = await fetch(`${server().baseUrl}/api/upload/unfinished`);
    expect(response.status).toBe(401);
  });
});
