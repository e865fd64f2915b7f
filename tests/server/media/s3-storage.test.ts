import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createS3Storage } from '../../../server/providers/media/s3-storage.ts';
import { readServerConfig } from '../../../server/config.ts';
import type { S3StoreConfig } from '../../../server/providers/media/config.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { patternedBytes } from './support/upload-server.ts';

const mebibyte = 1024 ** 2;
const appOrigin = 'http://localhost:4430';
const readMediaStoreConfig = (env: NodeJS.ProcessEnv) => readServerConfig(env).mediaStore;

/** The real S3 adapter (AWS SDK v3) against s3rver, a local S3-compatible server the test starts. */
describe('S3 media storage (against s3rver)', () => {
  let s3: S3TestServer;
  let storage: ReturnType<typeof createS3Storage>;

  beforeAll(async () => {
    s3 = await startS3Server({ origins: [appOrigin] });
    const config = readMediaStoreConfig({ ...s3.env, S3_PART_SIZE_BYTES: String(5 * mebibyte) });
    storage = createS3Storage(config as S3StoreConfig);
  });
  afterAll(async () => {
    await s3?.close();
  });

  test('configuration: MEDIA_STORE=s3 names the bucket origin the page may reach; local stays the default', () => {
    expect(readMediaStoreConfig({})).toEqual({ kind: 'local' });
    expect(readMediaStoreConfig(s3.env)).toMatchObject({
      kind: 's3',
      origin: s3.endpoint,
      forcePathStyle: true,
    });
    expect(
      readMediaStoreConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'gravacoes', S3_REGION: 'sa-east-1' }),
    ).toMatchObject({ origin: 'https://gravacoes.s3.sa-east-1.amazonaws.com', credentials: undefined });
    expect(() => readMediaStoreConfig({ MEDIA_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => readMediaStoreConfig({ ...s3.env, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });

  test('put, size, read back, delete: a recording written as a stream becomes one object', async () => {
    const bytes = patternedBytes(3 * mebibyte + 17);
    await pipeline(
      Readable.from([bytes.subarray(0, mebibyte), bytes.subarray(mebibyte)]),
      await storage.openWrite('gravacao-bot.wav', 0),
    );
    expect(await storage.sizeOf('gravacao-bot.wav')).toBe(bytes.length);
    expect(
      (await storage.withLocalFile('gravacao-bot.wav', (filePath) => readFile(filePath))).equals(bytes),
    ).toBe(true);
    await storage.remove('gravacao-bot.wav');
    expect(await storage.sizeIfStored('gravacao-bot.wav')).toBeUndefined();
    expect(await storage.sizeOf('gravacao-bot.wav')).toBe(0);
    await expect(storage.openWrite('x', 10)).rejects.toThrow(/whole/);
  });

  test('a presigned GET answers Range at the bucket, with the recording type and CORS for the app', async () => {
    const bytes = patternedBytes(100_000);
    await pipeline(Readable.from([bytes]), await storage.openWrite('video-range', 0));
    const url = await storage.bucket.downloadUrl('video-range', 'video/mp4', 60);
    expect(url.startsWith(`${s3.endpoint}/${s3.bucket}/video-range?`)).toBe(true);
    const partial = await fetch(url, { headers: { range: 'bytes=1000-1999', origin: appOrigin } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 1000-1999/100000');
    expect(partial.headers.get('content-type')).toBe('video/mp4');
    expect(partial.headers.get('access-control-allow-origin')).toBe(appOrigin);
    expect(Buffer.from(await partial.arrayBuffer()).equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  test('presigned multipart: a part URL that expired is refused (403), a fresh one stores the part, the ETags join the parts', async () => {
    const partSize = 5 * mebibyte;
    const bytes = patternedBytes(2 * partSize + 1234);
    const parts = [
      bytes.subarray(0, partSize),
      bytes.subarray(partSize, 2 * partSize),
      bytes.subarray(2 * partSize),
    ];
    const uploadId = await storage.bucket.startMultipart('multipart', 'audio/mpeg');
    const put = (url: string, body: Buffer) =>
      fetch(url, { method: 'PUT', body: new Uint8Array(body), headers: { origin: appOrigin } });

    const etags: string[] = [];
    const first = await put(await storage.bucket.partUrl('multipart', uploadId, 1, partSize, 60), parts[0]!);
    expect(first.status).toBe(200);
    // The browser reads the ETag only because the bucket's CORS exposes it.
    expect(first.headers.get('access-control-expose-headers')).toContain('ETag');
    etags.push(first.headers.get('etag')!);

    const shortLived = await storage.bucket.partUrl('multipart', uploadId, 2, partSize, 1);
    expect(shortLived).toContain('X-Amz-SignedHeaders=content-length%3Bhost');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await put(shortLived, parts[1]!);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
    const refreshed = await put(
      await storage.bucket.partUrl('multipart', uploadId, 2, partSize, 60),
      parts[1]!,
    );
    expect(refreshed.status).toBe(200);
    etags.push(refreshed.headers.get('etag')!);
    const last = await put(await storage.bucket.partUrl('multipart', uploadId, 3, 1234, 60), parts[2]!);
    etags.push(last.headers.get('etag')!);

    await storage.bucket.completeMultipart(
      'multipart',
      uploadId,
      etags.map((etag, index) => ({ partNumber: index + 1, etag })),
    );
    expect(await storage.sizeOf('multipart')).toBe(bytes.length);
    // Buffer.equals: a deep toEqual over megabytes takes seconds.
    expect((await storage.withLocalFile('multipart', (filePath) => readFile(filePath))).equals(bytes)).toBe(
      true,
    );
  });
});
