import { DomainError } from '../../domain-errors/domain-error.ts';
import type { UploadProcessor } from '../../providers/media/process-upload.ts';
import type { SignedUrls } from '../../providers/media/signed-urls.ts';
import { isMediaFileStart, signatureLength } from '../../providers/media/file-signature.ts';
import { freeBytesAt } from '../../providers/media/free-space.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import {
  baseMediaType,
  uploadKindOf,
  type CreateUploadRequest,
  type UploadCreated,
  type UploadParts,
  type UploadPartUrls,
  type UploadProgressStatus,
  type UnfinishedUploads,
  type UploadUrlRefreshed,
} from '../../../src/api-contract/upload.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import { addMeeting } from '../meetings/meeting-creation.ts';
import type { Store } from '../store.ts';
import { createBucketUploads } from './bucket-uploads.ts';
import { moveUpload } from './move-upload.ts';
import {
  formatBytes,
  isFileFinal,
  isTransferring,
  meetingStatusForUpload,
  settableFrom,
  statusLabels,
  type SettableUploadStatus,
} from './upload-rules.ts';
import type { UploadRecord } from './uploads.repository.ts';

export type UploadsDeps = {
  store: Store;
  access: MeetingAccess;
  urls: SignedUrls;
  storage: MediaStorage;
  processor: UploadProcessor;
  /** PUTs streaming now, so cancelling an upload can stop its transfer. */
  transfers: Map<string, AbortController>;
  maxBytes: number;
  /**
   * Lifetime of an upload's signed URLs (UPLOAD_URL_TTL_SECONDS): of the bucket's part URLs, and how long an
   * upload nobody sends bytes to still reserves room on the disk.
   */
  urlTtlSeconds: number;
  /** Free space the media folder must keep once an upload's declared size is written (UPLOAD_MIN_FREE_BYTES). */
  minFreeBytes: number;
};

/**
 * A meeting created by sending a file (spec section 4, Meeting upload): its status, URL and processing. With
 * a bucket (MEDIA_STORE=s3) the browser sends the file there in parts (`bucketUploads`); with local disk,
 * to this server's signed URL (upload-transfer.ts).
 */
export function createUploadsService(deps: UploadsDeps) {
  const { store, access, storage } = deps;
  const bucketUploads =
    storage.kind === 's3'
      ? createBucketUploads({ store, storage, urlTtlSeconds: deps.urlTtlSeconds })
      : undefined;

  function requireBucket() {
    if (!bucketUploads) throw new DomainError('upload-by-url-only');
    return bucketUploads;
  }

  /** Where the browser sends the file: the server's signed URL, or the bucket's first part. */
  async function uploadUrlOf(upload: UploadRecord): Promise<UploadUrlRefreshed> {
    return bucketUploads ? bucketUploads.firstPartUrl(upload) : deps.urls.upload(upload.meetingId);
  }

  async function uploadOf(meetingId: string): Promise<UploadRecord> {
    const upload = await store.uploads.find(meetingId);
    if (!upload) throw new DomainError('upload-not-of-meeting');
    return upload;
  }

  async function requireWholeFile(upload: UploadRecord): Promise<number> {
    const onDisk = await storage.sizeOf(upload.meetingId);
    if (onDisk !== upload.sizeBytes) {
      throw new DomainError('upload-incomplete', onDisk, upload.sizeBytes);
    }
    return onDisk;
  }

  /** A recording must start as an audio or video container does, whatever type was declared. */
  async function requireMediaContent(upload: UploadRecord): Promise<void> {
    if (upload.kind === 'transcript') return;
    const head = await storage.readStart(upload.meetingId, signatureLength);
    if (!isMediaFileStart(head)) throw new DomainError('upload-format-unsupported');
  }

  /** The whole file checked, the upload moves to processing and its job is queued. */
  async function startProcessing(upload: UploadRecord): Promise<void> {
    const onDisk = await requireWholeFile(upload);
    await requireMediaContent(upload);
    await moveUpload(store, upload.meetingId, 'processing', {
      transcriptionStatus: 'processing',
      message: null,
      bytesReceived: onDisk,
    });
    deps.processor.start(upload);
  }

  /** Stops a transfer or a processing job and drops the bytes received, so a retry starts clean. */
  async function discardFile(upload: UploadRecord): Promise<void> {
    const { meetingId } = upload;
    deps.transfers.get(meetingId)?.abort();
    // A PUT on another server loses its claim and stops at its next renewal.
    await store.uploads.releaseTransfer(meetingId);
    deps.processor.cancel(meetingId);
    await bucketUploads?.discard(upload);
    await storage.remove(meetingId);
    await store.media.removeAll(meetingId);
  }

  return {
    async create(caller: Caller, form: CreateUploadRequest): Promise<UploadCreated> {
      if (form.sizeBytes > deps.maxBytes) {
        throw new DomainError('upload-too-large', formatBytes(deps.maxBytes));
      }
      const kind = uploadKindOf(form.fileName, form.contentType);
      if (!kind) throw new DomainError('upload-format-unsupported');
      // Refused before anything is created: an upload that would fill the disk fails everyone's writes. The
      // uploads in flight will write the rest of their bytes too, so room is counted for all of them.
      if (storage.kind === 'local') {
        await storage.ensureDirectory();
        const expected = await store.uploads.bytesStillExpected(deps.urlTtlSeconds);
        if ((await freeBytesAt(storage.directory)) - expected - form.sizeBytes < deps.minFreeBytes)
          throw new DomainError('upload-no-room');
      }
      const meetingId = await store.transaction(async (tx) => {
        const id = await addMeeting(tx, caller, {
          title: form.title,
          meetingUrl: null,
          platform: 'upload',
          meetingType: form.meetingType ?? 'EXTERNAL',
          format: kind === 'video' ? 'VIDEO' : 'AUDIO',
          status: meetingStatusForUpload.pending,
          startTime: form.startTime,
        });
        await tx.uploads.insert({
          meetingId: id,
          companyId: caller.companyId,
          userId: caller.userId,
          fileName: form.fileName,
          // The exact type it was accepted as: the declared string with its parameters is never served.
          contentType: baseMediaType(form.contentType),
          kind,
          sizeBytes: form.sizeBytes,
          fingerprint: form.fingerprint ?? null,
        });
        return id;
      });
      const upload = await uploadOf(meetingId);
      return {
        meetingId,
        uploadStatus: 'pending',
        ...(await uploadUrlOf(upload)),
        ...(bucketUploads && { partSizeBytes: bucketUploads.partSizeOf(upload) }),
      };
    },

    /**
     * The caller's own uploads whose transfer began and never ended, to resume after a closed tab. Only the one who
     * started an upload holds its file, so a colleague's (even an administrator's view) is not offered. The
     * bytes are the server's: on disk, as each chunk is written; in a bucket, the parts it stored.
     */
    async unfinished(caller: Caller): Promise<UnfinishedUploads> {
      const uploads = await store.uploads.unfinishedOf(caller.companyId, caller.userId);
      // In a bucket, bytesReceived is the sum of the parts it stored (each recorded with its ETag).
      return {
        uploads: uploads.map((upload) =>
          bucketUploads ? { ...upload, partSizeBytes: bucketUploads.partSizeOf(upload) } : upload,
        ),
      };
    },

    async refreshUrl(caller: Caller, meetingId: string): Promise<UploadUrlRefreshed> {
      await access.changeable(caller, meetingId);
      const upload = await uploadOf(meetingId);
      if (isFileFinal(upload.status)) throw new DomainError('upload-already-sent');
      return uploadUrlOf(upload);
    },

    /** Presigned URLs for parts of an upload straight to the bucket (fresh ones replace expired ones). */
    async partUrls(caller: Caller, meetingId: string, partNumbers: number[]): Promise<UploadPartUrls> {
      await access.changeable(caller, meetingId);
      return requireBucket().partUrls(await uploadOf(meetingId), partNumbers);
    },

    /** A part the bucket stored, with its ETag; the answer is every part stored so far. */
    async recordPart(
      caller: Caller,
      meetingId: string,
      part: { partNumber: number; etag: string },
    ): Promise<UploadParts> {
      await access.changeable(caller, meetingId);
      return requireBucket().recordPart(await uploadOf(meetingId), part);
    },

    /** The parts already in the bucket: a resumed upload sends only the others. */
    async storedParts(caller: Caller, meetingId: string): Promise<UploadParts> {
      await access.changeable(caller, meetingId);
      return requireBucket().storedParts(await uploadOf(meetingId));
    },

    async setStatus(caller: Caller, meetingId: string, target: SettableUploadStatus) {
      await access.changeable(caller, meetingId);
      const upload = await uploadOf(meetingId);
      if (!settableFrom[target].includes(upload.status)) {
        throw new DomainError('upload-status-refused', statusLabels[target], statusLabels[upload.status]);
      }
      // Into the bucket, "uploaded" is when the parts become the object.
      const completing = bucketUploads && target === 'uploaded' && upload.status !== 'uploaded';
      if (completing) await bucketUploads.complete(upload);
      else if (target === 'uploaded') await requireWholeFile(upload);
      if (target === 'cancelled' || target === 'pending') {
        await discardFile(upload);
        await moveUpload(store, meetingId, target, {
          bytesReceived: 0,
          transcriptionStatus: 'not_started',
          message: null,
        });
      } else {
        await moveUpload(store, meetingId, target);
      }
      // Every byte is here: processing starts now rather than at the page's next call, which a tab closed
      // or left in between would never make (the upload sat "Gravação concluída" for good). A file that is no
      // recording stays uploaded, and the process call says why.
      if (target === 'uploaded') {
        await startProcessing(await uploadOf(meetingId)).catch((error: unknown) => {
          if (!(error instanceof DomainError)) throw error;
        });
      }
      return { uploadStatus: target };
    },

    async process(caller: Caller, meetingId: string) {
      await access.changeable(caller, meetingId);
      const upload = await uploadOf(meetingId);
      if (upload.status === 'cancelled') {
        throw new DomainError('upload-cancelled-send-again');
      }
      // Started when the last byte arrived, and a short transcript may be done already: said as it stands.
      if (upload.status === 'processing' || upload.status === 'done') {
        return { meetingId, uploadStatus: upload.status };
      }
      await startProcessing(upload);
      return { meetingId, uploadStatus: 'processing' as const };
    },

    async progress(caller: Caller, meetingId: string): Promise<UploadProgressStatus> {
      await access.visible(caller, meetingId);
      const upload = await uploadOf(meetingId);
      // The meeting is read after its upload: the two move together in one transaction (moveUpload), so an
      // upload seen done always comes with its meeting done; read the other way round, a commit in between
      // paired a done upload with the meeting's previous status.
      const meeting = await access.visible(caller, meetingId);
      return {
        uploadStatus: upload.status,
        meetingStatus: meeting.status,
        transcriptionStatus: upload.transcriptionStatus,
        progress: isTransferring(upload.status)
          ? Math.floor((upload.bytesReceived / upload.sizeBytes) * 1000) / 10
          : undefined,
        bytesReceived: upload.bytesReceived,
        sizeBytes: upload.sizeBytes,
        message: upload.message ?? undefined,
      };
    },
  };
}
