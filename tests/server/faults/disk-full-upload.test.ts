import { readFile, rm, stat, symlink } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUploadTransfers } from '../../../server/features/uploads/upload-transfer.ts';
import { meetingStatusForUpload } from '../../../server/features/uploads/upload-rules.ts';
import { createStore } from '../../../server/features/store.ts';
import { DomainError } from '../../../server/domain-errors/domain-error.ts';
import { createMediaStorage, type LocalMediaStorage } from '../../../server/providers/media/storage.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import {
  uploadCreatedSchema,
  uploadProgressStatusSchema,
  type UploadCreated,
} from '../../../src/api-contract/upload.ts';
import { patternedBytes, startUploadServer, type UploadServer } from '../media/support/upload-server.ts';
import { accounts } from '../support/seed-facts.ts';

/*
 * Issue 14, faults: the disk fills up during an upload. The uploader gets a 507 in Portuguese, the bytes
 * that reached the disk are exactly the upload's bytesReceived (so the upload stays resumable), the meeting
 * keeps the status of an upload in progress, and once there is room again the upload completes.
 */
const seller = accounts.seller.email;
const diskFullMessage = 'Sem espaço em disco para receber o arquivo. Tente novamente mais tarde.';
const sizeBytes = 300_000;

const enospc = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });

/** The real file's write stream, on a disk that has room for `room` more bytes only. */
function fillingUpAfter(room: number, file: Writable): Writable {
  let written = 0;
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const fits = chunk.subarray(0, Math.max(0, room - written));
      written += fits.length;
      if (fits.length === 0) return done(enospc());
      file.write(fits, (error) => done(error ?? (fits.length < chunk.length ? enospc() : null)));
    },
    final(done) {
      file.end(done);
    },
    destroy(error, done) {
      file.end(() => done(error));
    },
  });
}

describe('an upload when the disk fills up', () => {
  let server: UploadServer & { close(): Promise<void> };
  let storage: LocalMediaStorage;

  beforeAll(async () => {
    server = await startUploadServer('pglite');
    storage = createMediaStorage(server.running.config.dataDir);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  async function create(): Promise<UploadCreated> {
    const response = await server.call('POST', '/api/upload/meetings', seller, {
      fileName: 'reuniao-disco-cheio.mp3',
      contentType: 'audio/mpeg',
      sizeBytes,
      title: `Disco cheio ${Date.now()}`,
    });
    expect(response.status).toBe(201);
    return uploadCreatedSchema.parse(await response.json());
  }
  const status = async (meetingId: string) =>
    uploadProgressStatusSchema.parse(
      await (await server.call('GET', `/api/upload/${meetingId}/status`, seller)).json(),
    );
  const put = (url: string, body: Buffer<ArrayBuffer>, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': 'application/octet-stream', ...headers }, body });

  /** The upload is in progress with exactly the bytes on disk counted, and its meeting says so. */
  async function expectResumableAt(meetingId: string, bytes: number) {
    const now = await status(meetingId);
    expect(now).toMatchObject({ uploadStatus: 'uploading', bytesReceived: bytes, sizeBytes });
    expect(now.meetingStatus).toBe(meetingStatusForUpload.uploading);
    expect(await storage.sizeOf(meetingId)).toBe(bytes);
  }

  test('the disk fills partway through: 507 in Portuguese, the bytes on disk are bytesReceived, and the upload resumes from there', async () => {
    const created = await create();
    const audio = patternedBytes(sizeBytes);
    const room = 100_000;
    // The transfer as the route runs it, over the server's own database and media directory, but with a
    // disk that has room for `room` bytes only.
    const fullDisk: LocalMediaStorage = {
      ...storage,
      openWrite: async (key, offset) => fillingUpAfter(room, await storage.openWrite(key, offset)),
    };
    const transfers = createUploadTransfers({
      store: createStore(server.running.db),
      storage: fullDisk,
      transfers: new Map(),
      maxBytes: server.running.config.upload.maxBytes,
      transferLeaseSeconds: server.running.config.upload.transferLeaseSeconds,
    });
    const chunks = Array.from({ length: 5 }, (_, index) =>
      audio.subarray(index * 60_000, (index + 1) * 60_000),
    );
    const failure = await transfers
      .receive(created.meetingId, {
        body: Readable.from(chunks),
        contentRange: undefined,
        contentLength: sizeBytes,
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ code: 'upload-disk-full', message: diskFullMessage });

    await expectResumableAt(created.meetingId, room);
    expect(await readFile(storage.pathOf(created.meetingId))).toEqual(audio.subarray(0, room));

    // Room again: the client resumes from bytesReceived through the real server and the file is whole.
    const resumed = await put(created.uploadUrl, audio.subarray(room), {
      'content-range': `bytes ${room}-${sizeBytes - 1}/${sizeBytes}`,
    });
    expect(resumed.status).toBe(200);
    expect(await status(created.meetingId)).toMatchObject({
      uploadStatus: 'uploaded',
      bytesReceived: sizeBytes,
    });
    expect(await readFile(storage.pathOf(created.meetingId))).toEqual(audio);
  });

  test('a disk with no room at all, through the real server (the file is /dev/full): 507, nothing counted, and a later upload works', async () => {
    const created = await create();
    const audio = patternedBytes(sizeBytes);
    await storage.ensureDirectory();
    // Every write to /dev/full fails with the kernel's own ENOSPC.
    await symlink('/dev/full', storage.pathOf(created.meetingId));

    const refused = await put(created.uploadUrl, audio);
    expect(refused.status).toBe(507);
    // The request was left half read: the connection is not reused for the next one.
    expect(refused.headers.get('connection')).toBe('close');
    expect(apiErrorSchema.parse(await refused.json()).message).toBe(diskFullMessage);
    await expectResumableAt(created.meetingId, 0);

    // Room again (the full device is gone): the same upload goes through, and so does a new one.
    await rm(storage.pathOf(created.meetingId));
    expect((await put(created.uploadUrl, audio)).status).toBe(200);
    expect(await status(created.meetingId)).toMatchObject({
      uploadStatus: 'uploaded',
      bytesReceived: sizeBytes,
    });
    expect((await stat(storage.pathOf(created.meetingId))).size).toBe(sizeBytes);

    const later = await create();
    expect((await put(later.uploadUrl, audio)).status).toBe(200);
    expect(await status(later.meetingId)).toMatchObject({
      uploadStatus: 'uploaded',
      bytesReceived: sizeBytes,
    });
  });
});
