import type { Readable } from 'node:stream';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { parseContentRange } from '../../providers/media/byte-range.ts';
import { BodyTooLarge, isDiskFull, receiveUpload } from '../../providers/media/receive-upload.ts';
import type { MediaStorage } from '../../providers/media/storage.ts';
import type { UploadStatus } from '../../../src/api-contract/upload.ts';
import type { Store } from '../store.ts';
import { moveUpload } from './move-upload.ts';
import { holdingTransferClaim } from './transfer-claim.ts';
import type { UploadRecord } from './uploads.repository.ts';
import { isFileFinal } from './upload-rules.ts';

/** One PUT to a signed upload URL, as the route read it. */
export type IncomingChunk = {
  body: Readable;
  /** `Content-Range: bytes <start>-<end>/<size>`, when the PUT resumes. */
  contentRange: string | undefined;
  contentLength: number;
};

export type ChunkStored = { meetingId: string; uploadStatus: UploadStatus; bytesReceived: number };

/**
 * The bytes of an upload, streamed to disk through its signed URL (the signature, checked by the route, is
 * the permission). A PUT continues from the Content-Range start (at most what is on disk), or restarts the
 * file from byte 0 without one; bytes received are kept when the client goes away.
 */
export function createUploadTransfers(deps: {
  store: Store;
  storage: MediaStorage;
  transfers: Map<string, AbortController>;
  maxBytes: number;
  /** How long a PUT's claim on the upload holds without renewal (UPLOAD_TRANSFER_LEASE_SECONDS). */
  transferLeaseSeconds: number;
}) {
  const { store, storage, transfers } = deps;

  async function receive(meetingId: string, chunk: IncomingChunk): Promise<ChunkStored> {
    const upload = await store.uploads.find(meetingId);
    if (!upload) throw new DomainError('upload-not-found');
    if (storage.kind === 's3') {
      throw new DomainError('upload-by-parts-only');
    }
    if (isFileFinal(upload.status)) throw new DomainError('upload-already-sent');
    if (upload.status === 'cancelled') {
      throw new DomainError('upload-cancelled-mark-pending');
    }
    const transfer = new AbortController();
    const claim = {
      uploads: store.uploads,
      meetingId,
      leaseSeconds: deps.transferLeaseSeconds,
      bytesOnDisk: () => storage.sizeOf(meetingId),
      onLost: () => transfer.abort(),
    };
    return holdingTransferClaim(claim, () => receiveClaimed(upload, chunk, transfer));
  }

  /** The PUT's bytes, written while it holds the upload's claim: no other PUT writes them meanwhile. */
  async function receiveClaimed(
    upload: UploadRecord,
    chunk: IncomingChunk,
    transfer: AbortController,
  ): Promise<ChunkStored> {
    const { meetingId } = upload;
    const onDisk = await storage.sizeOf(meetingId);
    const range = parseContentRange(chunk.contentRange);
    if (
      chunk.contentRange !== undefined &&
      (!range || range.total !== upload.sizeBytes || range.end < range.start)
    ) {
      throw new DomainError('upload-content-range-invalid', upload.sizeBytes);
    }
    const offset = range?.start ?? 0;
    if (offset > onDisk) throw new DomainError('upload-resume-at', onDisk);
    const remaining = Math.min(upload.sizeBytes, deps.maxBytes) - offset;
    if (chunk.contentLength > remaining) throw new DomainError('upload-content-too-large', upload.sizeBytes);

    await storage.ensureDirectory();
    await moveUpload(store, meetingId, 'uploading', { bytesReceived: offset });
    transfers.set(meetingId, transfer);
    let outcome: 'complete' | 'too-large' | 'cancelled' | 'interrupted' | 'disk-full';
    try {
      await receiveUpload({
        body: chunk.body,
        destination: await storage.openWrite(meetingId, offset),
        maxBytes: remaining,
        signal: transfer.signal,
      });
      outcome = 'complete';
    } catch (error) {
      if (error instanceof BodyTooLarge) outcome = 'too-large';
      else if (transfer.signal.aborted) outcome = 'cancelled';
      // The bytes that reached the disk stay and are counted: once there is room, a PUT resumes from there.
      else if (isDiskFull(error)) outcome = 'disk-full';
      // The client went away: keep what arrived, a resumed PUT continues from there.
      else if (chunk.body.destroyed) outcome = 'interrupted';
      else throw error;
    } finally {
      transfers.delete(meetingId);
    }
    if (outcome === 'cancelled') throw new DomainError('upload-cancelled');
    const bytesReceived = await storage.sizeOf(meetingId);
    const complete = bytesReceived === upload.sizeBytes;
    if (complete) await moveUpload(store, meetingId, 'uploaded', { bytesReceived });
    else await store.uploads.setBytesReceived(meetingId, bytesReceived);
    if (outcome === 'interrupted') throw new DomainError('upload-interrupted');
    if (outcome === 'too-large') throw new DomainError('upload-content-too-large', upload.sizeBytes);
    if (outcome === 'disk-full') throw new DomainError('upload-disk-full');
    return { meetingId, uploadStatus: complete ? 'uploaded' : 'uploading', bytesReceived };
  }

  return { receive };
}
