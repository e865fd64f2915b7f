import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import { mediaUrlSchema } from '../../../src/api-contract/media.ts';
import {
  uploadCreatedSchema,
  uploadPartsSchema,
  uploadPartUrlsSchema,
  uploadProgressStatusSchema,
  unfinishedUploadsSchema,
  type UploadCreated,
} from '../../../src/api-contract/upload.ts';
import { accounts } from '../support/seed-facts.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { patternedBytes, startUploadServer, type UploadServer } from './support/upload-server.ts';

const mebibyte = 1024 ** 2;
const partSize = 5 * mebibyte;
const urlTtlSeconds = 3;
const seller = accounts.seller.email;
const admin = accounts.admin.email;

/**
 * Uploads straight to a bucket (MEDIA_STORE=s3) over HTTP: the app server (PGlite) signs, records and
 * completes; the bytes go from "the browser" (fetch here) to s3rver with presigned URLs and never through
 * the app server; the recording is then played from the bucket with Range.
 */
describe('uploads straight to an S3 bucket (s3rver)', () => {
  let s3: S3TestServer;
  let app: UploadServer & { close(): Promise<void> };

  beforeAll(async () => {
    s3 = await startS3Server();
    app = await startUploadServer('pglite', {
      ...s3.env,
      S3_PART_SIZE_BYTES: String(partSize),
      UPLOAD_URL_TTL_SECONDS: String(urlTtlSeconds),
      UPLOAD_MAX_BYTES: String(40 * mebibyte),
      UPLOADS_PER_HOUR: '4',
    });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  const json = async <T>(response: Response, status: number, schema: { parse(value: unknown): T }) => {
    const body: unknown = await response.json();
    if (response.status !== status) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
    return schema.parse(body);
  };
  const problem = async (response: Response, status: number) =>
    (await json(response, status, apiErrorSchema)).message;

  async function create(sizeBytes: number, email = seller): Promise<UploadCreated> {
    const response = await app.call('POST', '/api/upload/meetings', email, {
      fileName: 'reuniao-cliente.mp3',
      contentType: 'audio/mpeg',
      sizeBytes,
      title: 'Reunião no bucket',
    });
    return json(response, 201, uploadCreatedSchema);
  }
  const signParts = async (meetingId: string, partNumbers: number[], email = seller) =>
    json(
      await app.call('POST', `/api/upload/${meetingId}/part-urls`, email, { partNumbers }),
      200,
      uploadPartUrlsSchema,
    );
  /** The browser's PUT to the bucket; the ETag comes back to the app server. */
  async function putPart(meetingId: string, partNumber: number, url: string, body: Buffer) {
    const stored = await fetch(url, { method: 'PUT', body: new Uint8Array(body) });
    expect(stored.status).toBe(200);
    const etag = stored.headers.get('etag') ?? '';
    return json(
      await app.call('POST', `/api/upload/${meetingId}/parts`, seller, { partNumber, etag }),
      200,
      uploadPartsSchema,
    );
  }
  const partOf = (file: Buffer, partNumber: number) =>
    file.subarray((partNumber - 1) * partSize, partNumber * partSize);

  test('multipart to the bucket: an expired part URL is refreshed, a resumed upload sends only the missing part, completion makes the object, the recording plays from the bucket with Range', async () => {
    const file = patternedBytes(2 * partSize + 4321);
    const created = await create(file.length);
    expect(created.partSizeBytes).toBe(partSize);
    // The spec's uploadUrl is the first part's presigned URL, at the bucket.
    expect(created.uploadUrl.startsWith(`${s3.endpoint}/${s3.bucket}/${created.meetingId}?`)).toBe(true);
    expect(created.uploadUrl).toContain('partNumber=1');
    const { meetingId } = created;

    const afterFirst = await putPart(meetingId, 1, created.uploadUrl, partOf(file, 1));
    expect(afterFirst).toEqual({
      partSizeBytes: partSize,
      parts: [{ partNumber: 1, sizeBytes: partSize }],
      bytesReceived: partSize,
    });

    // Part 2's URL expires before the browser uses it: the bucket refuses, a fresh URL goes through.
    const [stale] = (await signParts(meetingId, [2])).parts;
    await new Promise((resolve) => setTimeout(resolve, (urlTtlSeconds + 1) * 1000));
    expect((await fetch(stale!.url, { method: 'PUT', body: new Uint8Array(partOf(file, 2)) })).status).toBe(
      403,
    );
    const [fresh] = (await signParts(meetingId, [2])).parts;
    await putPart(meetingId, 2, fresh!.url, partOf(file, 2));

    // The page reloads: it asks what the bucket holds (through the database) and sends only part 3.
    const stored = await json(
      await app.call('GET', `/api/upload/${meetingId}/parts`, seller),
      200,
      uploadPartsSchema,
    );
    expect(stored.parts.map((part) => part.partNumber)).toEqual([1, 2]);
    expect(stored.bytesReceived).toBe(2 * partSize);
    // A reopened app (or another browser) finds the upload among the unfinished ones, with the parts' bytes.
    const unfinished = async () =>
      (
        await json(await app.call('GET', '/api/upload/unfinished', seller), 200, unfinishedUploadsSchema)
      ).uploads.filter((upload) => upload.meetingId === meetingId);
    expect(await unfinished()).toEqual([
      expect.objectContaining({
        bytesReceived: 2 * partSize,
        sizeBytes: file.length,
        partSizeBytes: partSize,
      }),
    ]);
    const progress = uploadProgressStatusSchema.parse(
      await (await app.call('GET', `/api/upload/${meetingId}/status`, seller)).json(),
    );
    expect(progress).toMatchObject({ uploadStatus: 'uploading', bytesReceived: 2 * partSize });
    const [third] = (await signParts(meetingId, [3])).parts;
    await putPart(meetingId, 3, third!.url, partOf(file, 3));

    const uploaded = await app.call('POST', `/api/upload/${meetingId}/update-status`, seller, {
      status: 'uploaded',
    });
    expect(uploaded.status).toBe(200);
    expect(await unfinished()).toEqual([]);
    expect((await app.call('POST', `/api/upload/${meetingId}/process`, seller)).status).toBe(202);
    expect(await app.settled(meetingId, seller)).toMatchObject({
      uploadStatus: 'done',
      transcriptionStatus: 'waiting_provider',
    });

    // The player's URL is the bucket's presigned GET: Range is answered there.
    const media = await json(
      await app.call('GET', `/api/meetings/voipurl/${meetingId}`, seller),
      200,
      mediaUrlSchema,
    );
    expect(media.url.startsWith(`${s3.endpoint}/${s3.bucket}/${meetingId}?`)).toBe(true);
    const range = await fetch(media.url, { headers: { range: `bytes=${partSize - 10}-${partSize + 9}` } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await range.arrayBuffer()).equals(file.subarray(partSize - 10, partSize + 10))).toBe(
      true,
    );

    // The page's policy lets the browser reach the bucket: PUTs (connect-src) and playback (media-src).
    const csp = (await fetch(`${app.baseUrl}/login`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
  });

  test('limits hold: declared size, parts beyond the file, completion before every part, a part of the wrong size, uploads per hour', async () => {
    expect(
      await problem(
        await app.call('POST', '/api/upload/meetings', admin, {
          fileName: 'grande.mp3',
          contentType: 'audio/mpeg',
          sizeBytes: 41 * mebibyte,
          title: 'Grande demais',
        }),
        400,
      ),
    ).toBe('O arquivo excede o limite de 40 MB por envio.');

    const file = patternedBytes(partSize + 100);
    const created = await create(file.length, admin);
    const { meetingId } = created;
    expect(
      await problem(
        await app.call('POST', `/api/upload/${meetingId}/part-urls`, admin, { partNumbers: [3] }),
        400,
      ),
    ).toBe('Este arquivo tem 2 partes; a parte 3 não existe.');
    expect(
      (await fetch(created.uploadUrl, { method: 'PUT', body: new Uint8Array(partOf(file, 1)) })).status,
    ).toBe(200);
    expect(
      await problem(
        await app.call('POST', `/api/upload/${meetingId}/update-status`, admin, { status: 'uploaded' }),
        409,
      ),
    ).toBe(`O arquivo ainda não foi recebido por completo (0 de ${partSize + 100} bytes).`);

    // A part bigger than signed (s3rver, unlike S3, does not check the signed Content-Length): completion
    // finds the object's size wrong, drops it and the upload starts over.
    const first = await fetch(created.uploadUrl, { method: 'PUT', body: new Uint8Array(partOf(file, 1)) });
    await app.call('POST', `/api/upload/${meetingId}/parts`, admin, {
      partNumber: 1,
      etag: first.headers.get('etag'),
    });
    const [second] = (await signParts(meetingId, [2], admin)).parts;
    const oversized = await fetch(second!.url, { method: 'PUT', body: new Uint8Array(patternedBytes(5000)) });
    await app.call('POST', `/api/upload/${meetingId}/parts`, admin, {
      partNumber: 2,
      etag: oversized.headers.get('etag'),
    });
    expect(
      await problem(
        await app.call('POST', `/api/upload/${meetingId}/update-status`, admin, { status: 'uploaded' }),
        409,
      ),
    ).toBe(
      `O arquivo recebido tem ${partSize + 5000} bytes, e não os ${partSize + 100} informados. Envie o arquivo novamente.`,
    );
    const afterwards = await json(
      await app.call('GET', `/api/upload/${meetingId}/parts`, admin),
      200,
      uploadPartsSchema,
    );
    expect(afterwards).toMatchObject({ parts: [], bytesReceived: 0 });

    // The per-user count still applies (4 an hour here; this account started 2, the refused one counts).
    for (let made = 2; made < 4; made += 1) await create(10, admin);
    expect(
      await problem(
        await app.call('POST', '/api/upload/meetings', admin, {
          fileName: 'mais-um.mp3',
          contentType: 'audio/mpeg',
          sizeBytes: 10,
          title: 'Um a mais',
        }),
        429,
      ),
    ).toBe('Limite de envios de arquivos por hora atingido. Tente novamente mais tarde.');
  });

  test('cancelling drops the parts; marked pending again, the upload opens a new multipart upload', async () => {
    const file = patternedBytes(partSize + 1);
    const created = await create(file.length);
    await putPart(created.meetingId, 1, created.uploadUrl, partOf(file, 1));
    const cancel = await app.call('POST', `/api/upload/${created.meetingId}/update-status`, seller, {
      status: 'cancelled',
    });
    expect(cancel.status).toBe(200);
    expect(
      await problem(
        await app.call('POST', `/api/upload/${created.meetingId}/part-urls`, seller, { partNumbers: [1] }),
        409,
      ),
    ).toBe('Este envio foi cancelado. Marque-o como pendente para enviar de novo.');
    await app.call('POST', `/api/upload/${created.meetingId}/update-status`, seller, { status: 'pending' });
    expect(
      await json(
        await app.call('GET', `/api/upload/${created.meetingId}/parts`, seller),
        200,
        uploadPartsSchema,
      ),
    ).toMatchObject({ parts: [], bytesReceived: 0 });
    const signed = await signParts(created.meetingId, [1, 2]);
    expect(signed.parts[0]?.url).not.toContain(
      new URL(created.uploadUrl).searchParams.get('uploadId') ?? '?',
    );
    await putPart(created.meetingId, 1, signed.parts[0]!.url, partOf(file, 1));
    await putPart(created.meetingId, 2, signed.parts[1]!.url, partOf(file, 2));
    expect(
      (
        await app.call('POST', `/api/upload/${created.meetingId}/update-status`, seller, {
          status: 'uploaded',
        })
      ).status,
    ).toBe(200);
  });
});
