import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createUploadTransfers } from '../../../server/features/uploads/upload-transfer.ts';
import { createStore } from '../../../server/features/store.ts';
import { DomainError } from '../../../server/domain-errors/domain-error.ts';
import { createMediaStorage } from '../../../server/providers/media/storage.ts';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { uploadCreatedSchema, uploadProgressStatusSchema } from '../../../src/api-contract/upload.ts';
import { patternedBytes, startUploadServer, type UploadServer } from '../media/support/upload-server.ts';
import { accounts } from '../support/seed-facts.ts';

/*
 * Issue 25 item 14: two PUTs of one upload's bytes at the same time were both accepted (the one-transfer
 * check lived in each server's memory and raced), and the free disk space was checked for each upload
 * alone, as if no other upload were still coming in.
 */
const seller = accounts.seller.email;
const gibibyte = 1024 ** 3;
/** Room the server leaves above UPLOAD_MIN_FREE_BYTES: one 2 GiB upload fits in it, two do not. */
const headroom = 3 * gibibyte;

let server: UploadServer & { close(): Promise<void> };
beforeAll(async () => {
  const { bavail, bsize } = await statfs(tmpdir());
  const minFree = Math.max(0, bavail * bsize - headroom);
  server = await startUploadServer('pglite', { UPLOAD_MIN_FREE_BYTES: String(minFree) });
});
afterAll(async () => {
  await server?.close();
});

async function create(sizeBytes: number) {
  const response = await server.call('POST', '/api/upload/meetings', seller, {
    fileName: 'reuniao.mp3',
    contentType: 'audio/mpeg',
    sizeBytes,
    title: 'Envio concorrente',
  });
  return response;
}

async function created(sizeBytes: number) {
  const response = await create(sizeBytes);
  expect(response.status).toBe(201);
  return uploadCreatedSchema.parse(await response.json());
}

async function statusOf(meetingId: string) {
  const response = await server.call('GET', `/api/upload/${meetingId}/status`, seller);
  return uploadProgressStatusSchema.parse(await response.json());
}

/** A body that sends `first` and then waits until `release()` sends `rest`. */
function heldBody(first: Buffer, rest: Buffer) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* chunks() {
    yield first;
    await released;
    yield rest;
  }
  return { body: Readable.from(chunks()), release };
}

describe('one PUT at a time writes an upload, on any server', () => {
  test("a second server's PUT while the first one's bytes are arriving is refused with 409", async () => {
    const audio = patternedBytes(100_000);
    const { meetingId } = await created(audio.length);
    const storage = createMediaStorage(server.running.config.dataDir);
    // Two servers' transfers over one database: each has its own memory of the PUTs it is receiving.
    const serverOf = () =>
      createUploadTransfers({
        store: createStore(server.running.db),
        storage,
        transfers: new Map(),
        maxBytes: server.running.config.upload.maxBytes,
        transferLeaseSeconds: server.running.config.upload.transferLeaseSeconds,
      });
    const [first, second] = [serverOf(), serverOf()];
    const held = heldBody(audio.subarray(0, 1000), audio.subarray(1000));
    const receiving = first.receive(meetingId, {
      body: held.body,
      contentRange: undefined,
      contentLength: audio.length,
    });
    await expect.poll(async () => (await statusOf(meetingId)).uploadStatus).toBe('uploading');

    const refused = await second
      .receive(meetingId, {
        body: Readable.from([audio]),
        contentRange: undefined,
        contentLength: audio.length,
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ code: 'upload-in-progress' });

    held.release();
    expect(await receiving).toMatchObject({ uploadStatus: 'uploaded', bytesReceived: audio.length });
    // The claim ends with the PUT: the upload can be sent again from byte 0.
    expect(
      await second.receive(meetingId, {
        body: Readable.from([audio]),
        contentRange: undefined,
        contentLength: audio.length,
      }),
    ).toMatchObject({ uploadStatus: 'uploaded' });
  });

  test('two PUTs of the same chunk sent at once: one is stored, the other answered 409', async () => {
    const audio = patternedBytes(20_000_000);
    const { uploadUrl, meetingId } = await created(audio.length);
    const put = () =>
      fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream' },
        body: audio,
      });
    const answers = await Promise.all([put(), put()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((answer) => answer.status === 409);
    expect(apiErrorSchema.parse(await conflict?.json()).message).toBe(
      'Já há um envio em andamento para esta reunião.',
    );
    expect(await statusOf(meetingId)).toMatchObject({
      uploadStatus: 'uploaded',
      bytesReceived: audio.length,
    });
  });
});

describe('free disk space counts every upload still coming in', () => {
  test('a second 2 GiB upload is refused while the first has not arrived, when the disk holds only one', async () => {
    await created(2 * gibibyte);
    const second = await create(2 * gibibyte);
    expect(second.status).toBe(507);
    expect(apiErrorSchema.parse(await second.json()).message).toBe(
      'O servidor está sem espaço para receber este arquivo agora. Tente novamente mais tarde.',
    );
  });
});
