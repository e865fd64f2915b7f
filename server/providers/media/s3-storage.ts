import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { MediaStorage } from './storage.ts';
import type { S3StoreConfig } from './config.ts';
import { recordingHeaders, servedMediaType } from './served-type.ts';

/** What only a bucket does: multipart uploads the browser sends itself, and presigned downloads. */
export type MediaBucket = {
  partSizeBytes: number;
  /** Opens a multipart upload for `key`; its UploadId is what every later call names. */
  startMultipart(key: string, contentType: string): Promise<string>;
  /**
   * A presigned PUT of one part. `sizeBytes` is signed as its Content-Length, so a bucket that checks
   * signatures refuses a part of another size.
   */
  partUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    sizeBytes: number,
    ttlSeconds: number,
  ): Promise<string>;
  /** Joins the parts, in order, into the object; each ETag is the one the bucket answered for the part. */
  completeMultipart(
    key: string,
    uploadId: string,
    parts: Array<{ partNumber: number; etag: string }>,
  ): Promise<void>;
  /** Drops an unfinished upload's parts; where that fails, the bucket's lifecycle rule expires them. */
  abortMultipart(key: string, uploadId: string): Promise<void>;
  /** A presigned GET, with HTTP Range at the bucket; the answer carries `contentType`. */
  downloadUrl(key: string, contentType: string, ttlSeconds: number): Promise<string>;
};

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** A scratch folder for one object, removed with everything in it afterwards. */
async function withScratchFile<T>(work: (filePath: string) => Promise<T>): Promise<T> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pauta-media-'));
  try {
    return await work(path.join(directory, 'object'));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/**
 * Media in a bucket of any S3-compatible service, through the AWS SDK. Checksums go only where S3 requires
 * them: the SDK's default (a CRC32 on every request, streamed bodies sent aws-chunked) is not understood
 * by every S3-compatible service, nor by presigned browser uploads.
 */
export function createS3Storage(config: S3StoreConfig): MediaStorage & { kind: 's3' } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function head(key: string): Promise<number | undefined> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return undefined;
      throw error;
    }
  }

  async function putFile(key: string, filePath: string): Promise<void> {
    const { size } = await stat(filePath);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentLength: size }),
    );
  }

  /** The bytes go to a scratch file first: a bucket wants an object's length before its body. */
  function objectWriter(key: string, filePath: string, cleanUp: () => Promise<void>): Writable {
    const file = createWriteStream(filePath);
    const writer = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (file.write(chunk)) done();
        else file.once('drain', () => done());
      },
      final(done) {
        file.end();
        finished(file)
          .then(() => putFile(key, filePath))
          .then(() => done(), done)
          .finally(() => void cleanUp());
      },
      destroy(error, done) {
        file.destroy();
        cleanUp().then(() => done(error), done);
      },
    });
    file.on('error', (error) => writer.destroy(error));
    return writer;
  }

  const bucket: MediaBucket = {
    partSizeBytes: config.partSizeBytes,
    async startMultipart(key, contentType) {
      const answer = await client.send(
        new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }),
      );
      if (!answer.UploadId) throw new Error('The bucket answered no UploadId');
      return answer.UploadId;
    },
    partUrl: (key, uploadId, partNumber, sizeBytes, ttlSeconds) =>
      getSignedUrl(
        client,
        new UploadPartCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          ContentLength: sizeBytes,
        }),
        { expiresIn: ttlSeconds, signableHeaders: new Set(['content-length']) },
      ),
    async completeMultipart(key, uploadId, parts) {
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) },
        }),
      );
    },
    async abortMultipart(key, uploadId) {
      await client
        .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
        .catch((error: unknown) =>
          // Its parts stay until the bucket's lifecycle rule for unfinished uploads removes them.
          console.warn(`[media] the bucket did not abort the upload of ${key}: ${(error as Error).name}`),
        );
    },
    downloadUrl: (key, contentType, ttlSeconds) => {
      // The bucket answers with the type and disposition asked here, never the string stored with the recording.
      const headers = recordingHeaders(servedMediaType(contentType));
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: headers['content-type'],
          ResponseContentDisposition: headers['content-disposition'],
        }),
        { expiresIn: ttlSeconds },
      );
    },
  };

  return {
    kind: 's3',
    bucket,
    ensureDirectory: () => Promise.resolve(),
    sizeOf: async (key) => (await head(key)) ?? 0,
    sizeIfStored: head,
    async openWrite(key, offset) {
      if (offset !== 0) throw new Error('A bucket object is written whole, from byte 0');
      const directory = await mkdtemp(path.join(tmpdir(), 'pauta-media-'));
      return objectWriter(key, path.join(directory, 'object'), () =>
        rm(directory, { recursive: true, force: true }),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async readStart(key, length) {
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${length - 1}` }),
      );
      return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
    },
    withLocalFile: (key, work) =>
      withScratchFile(async (filePath) => {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        await pipeline(answer.Body as Readable, createWriteStream(filePath));
        return work(filePath);
      }),
  };
}
