import { DomainError } from '../../domain-errors/domain-error.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { UploadPartUrls, UploadParts } from '../../../src/api-contract/upload.ts';
import type { Store } from '../store.ts';
import { moveUpload } from './move-upload.ts';
import { isFileFinal } from './upload-rules.ts';
import type { UploadRecord } from './uploads.repository.ts';

/** S3 accepts at most 10,000 parts per upload. */
const maxParts = 10_000;

/** The parts a file is cut into: the configured size, larger when the file would need too many parts. */
function partPlan(sizeBytes: number, configuredPartBytes: number) {
  const partSizeBytes = Math.max(configuredPartBytes, Math.ceil(sizeBytes / maxParts));
  const partCount = Math.max(1, Math.ceil(sizeBytes / partSizeBytes));
  return {
    partSizeBytes,
    partCount,
    sizeOf: (partNumber: number) => Math.min(partSizeBytes, sizeBytes - (partNumber - 1) * partSizeBytes),
  };
}

/** Bytes can still come in: not final, not cancelled (same words as the server's own PUT). */
function requireOpenForBytes(upload: UploadRecord): void {
  if (isFileFinal(upload.status)) throw new DomainError('upload-already-sent');
  if (upload.status === 'cancelled') {
    throw new DomainError('upload-cancelled-mark-pending');
  }
}

/**
 * An upload sent by the browser straight to the bucket as a multipart upload (MEDIA_STORE=s3). Its whole
 * state is in the database (the UploadId on `uploads`, each stored part's ETag in `upload_parts`), so
 * any app server signs, records and completes any part. The parts' ETags are kept here, not listed from
 * the bucket: ListParts is missing from some S3-compatible services.
 */
export function createBucketUploads(deps: {
  store: Store;
  storage: MediaStorage & { kind: 's3' };
  urlTtlSeconds: number;
}) {
  const { store, storage } = deps;
  const { bucket } = storage;
  const planOf = (upload: Pick<UploadRecord, 'sizeBytes'>) =>
    partPlan(upload.sizeBytes, bucket.partSizeBytes);

  /** The upload's open multipart upload, opened now if none is (a new or reset upload). */
  async function uploadIdOf(upload: UploadRecord): Promise<string> {
    if (upload.multipartUploadId) return upload.multipartUploadId;
    const opened = await bucket.startMultipart(upload.meetingId, upload.contentType);
    const kept = (await store.uploads.openMultipart(upload.meetingId, opened)) ?? opened;
    if (kept !== opened) await bucket.abortMultipart(upload.meetingId, opened);
    return kept;
  }

  async function partUrls(upload: UploadRecord, partNumbers: readonly number[]): Promise<UploadPartUrls> {
    requireOpenForBytes(upload);
    const plan = planOf(upload);
    const beyond = partNumbers.find((partNumber) => partNumber > plan.partCount);
    if (beyond !== undefined) {
      throw new DomainError('upload-part-beyond', plan.partCount, beyond);
    }
    const uploadId = await uploadIdOf(upload);
    const expiresAt = new Date(Date.now() + deps.urlTtlSeconds * 1000);
    const parts = await Promise.all(
      [...new Set(partNumbers)].map(async (partNumber) => ({
        partNumber,
        url: await bucket.partUrl(
          upload.meetingId,
          uploadId,
          partNumber,
          plan.sizeOf(partNumber),
          deps.urlTtlSeconds,
        ),
      })),
    );
    return { parts, expiresAt: expiresAt.toISOString() };
  }

  async function storedParts(upload: UploadRecord): Promise<UploadParts> {
    const parts = upload.multipartUploadId ? await store.uploads.parts(upload.meetingId) : [];
    return {
      partSizeBytes: planOf(upload).partSizeBytes,
      parts: parts.map(({ partNumber, sizeBytes }) => ({ partNumber, sizeBytes })),
      bytesReceived: parts.reduce((sum, part) => sum + part.sizeBytes, 0),
    };
  }

  return {
    partSizeOf: (upload: Pick<UploadRecord, 'sizeBytes'>) => planOf(upload).partSizeBytes,
    partUrls,
    storedParts,

    /** The create and refresh-url answers' `uploadUrl`: the first part (the whole of a small file). */
    async firstPartUrl(upload: UploadRecord): Promise<{ uploadUrl: string; expiresAt: string }> {
      const { parts, expiresAt } = await partUrls(upload, [1]);
      return { uploadUrl: parts[0]?.url ?? '', expiresAt };
    },

    /** A part the browser PUT to the bucket; its size is the one its URL was signed for. */
    async recordPart(upload: UploadRecord, part: { partNumber: number; etag: string }): Promise<UploadParts> {
      requireOpenForBytes(upload);
      const plan = planOf(upload);
      if (!upload.multipartUploadId || part.partNumber > plan.partCount) {
        throw new DomainError('upload-part-stale');
      }
      if (upload.status === 'pending') await moveUpload(store, upload.meetingId, 'uploading');
      await store.uploads.savePart(upload.meetingId, { ...part, sizeBytes: plan.sizeOf(part.partNumber) });
      return storedParts(upload);
    },

    /**
     * Joins every part into the object and checks its size against the declared one: a bucket that does not
     * check signed lengths may have taken a part of another size. A mismatch drops the file, so the upload
     * starts again from its first part. Answers the object's size.
     */
    async complete(upload: UploadRecord): Promise<number> {
      const { meetingId, sizeBytes } = upload;
      // Completed already (by a request whose answer was lost): the object is there.
      if (!upload.multipartUploadId && (await storage.sizeOf(meetingId)) === sizeBytes) return sizeBytes;
      const parts = await store.uploads.parts(meetingId);
      if (!upload.multipartUploadId || parts.length !== planOf(upload).partCount) {
        const stored = parts.reduce((sum, part) => sum + part.sizeBytes, 0);
        throw new DomainError('upload-incomplete', stored, sizeBytes);
      }
      await bucket.completeMultipart(meetingId, upload.multipartUploadId, parts);
      await store.uploads.closeMultipart(meetingId);
      const stored = await storage.sizeOf(meetingId);
      if (stored !== sizeBytes) {
        await storage.remove(meetingId);
        await store.uploads.setBytesReceived(meetingId, 0);
        throw new DomainError('upload-size-mismatch', stored, sizeBytes);
      }
      return stored;
    },

    /** Drops whatever the bucket holds of the upload: the open multipart upload and its parts. */
    async discard(upload: UploadRecord): Promise<void> {
      if (upload.multipartUploadId) await bucket.abortMultipart(upload.meetingId, upload.multipartUploadId);
      await store.uploads.closeMultipart(upload.meetingId);
    },
  };
}
