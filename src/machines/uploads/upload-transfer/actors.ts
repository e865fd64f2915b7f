import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  getUploadStatus,
  refreshUploadUrl,
  type UploadUrlRefreshed,
} from '../../../services/uploads/uploads.ts';
import { isHttpError } from '../../../services/http-error.ts';
import { putFileInChunks, type TransferProgress } from '../../../services/uploads/upload-transfer.ts';

export type TransferEvent =
  | { type: 'transfer.progress'; progress: TransferProgress }
  /** A chunk (or a bucket's part, `partNumber`) is stored: the transfer is moving, whatever URL it took. */
  | { type: 'transfer.chunkStored'; bytesReceived: number; partNumber?: number }
  | { type: 'transfer.completed' }
  /** The signed URL was refused (403): it expired, a fresh one is needed. */
  | { type: 'transfer.expired' }
  | { type: 'transfer.failed'; error: unknown };

/** Where a resumed transfer goes on: the server's bytes, or the bucket's parts already stored. */
export type ResumePoint = { bytesReceived: number; storedParts: number[] };

export type TransferInput = {
  meetingId: string;
  url: string;
  file: Blob;
  contentType: string;
  /** The server's bytesReceived: the transfer resumes there. */
  from: number;
  /** What earlier transfers of this file measured, so speed and time left go on across a resume. */
  measured: { sentBytes: number; elapsedMs: number };
  /** Set when the file goes straight to a bucket in parts of this size (`url` is then part 1's). */
  partSizeBytes: number | null;
  storedParts: number[];
};

/** The file's bytes from the resume point on: chunked PUTs to the server, or the missing parts to the bucket. */
function sendFile(input: TransferInput, signal: AbortSignal, sendBack: (event: TransferEvent) => void) {
  const { measured } = input;
  const onProgress = (progress: TransferProgress) =>
    sendBack({
      type: 'transfer.progress',
      progress: {
        ...progress,
        sentBytes: measured.sentBytes + progress.sentBytes,
        elapsedMs: measured.elapsedMs + progress.elapsedMs,
      },
    });
  if (input.partSizeBytes === null) {
    return putFileInChunks({
      url: input.url,
      file: input.file,
      contentType: input.contentType,
      from: input.from,
      signal,
      onProgress,
      onChunkStored: (bytesReceived) => sendBack({ type: 'transfer.chunkStored', bytesReceived }),
    });
  }
  return sendParts({ ...input, partSizeBytes: input.partSizeBytes }, signal, onProgress, sendBack);
}

/** Loaded only for an upload to a bucket: a server that keeps files on its disk never needs it. */
async function sendParts(
  input: TransferInput & { partSizeBytes: number },
  signal: AbortSignal,
  onProgress: (progress: TransferProgress) => void,
  sendBack: (event: TransferEvent) => void,
) {
  const [{ putFileInParts }, { signUploadParts, recordUploadPart }] = await Promise.all([
    import('../../../services/uploads/upload-parts-transfer.ts'),
    import('../../../services/uploads/upload-parts.ts'),
  ]);
  const { meetingId } = input;
  return putFileInParts({
    file: input.file,
    partSizeBytes: input.partSizeBytes,
    storedParts: input.storedParts,
    firstPartUrl: input.url || undefined,
    signParts: (partNumbers, signal) => signUploadParts(meetingId, partNumbers, { signal }),
    recordPart: async (partNumber, etag, signal) => {
      await recordUploadPart(meetingId, partNumber, etag, { signal });
    },
    signal,
    onProgress,
    onPartStored: (partNumber, bytesReceived) =>
      sendBack({ type: 'transfer.chunkStored', bytesReceived, partNumber }),
  });
}

/** The PUTs as a callback actor: it reports as events; stopping it (leaving the state) aborts. */
const transferFile = fromCallback<EventObject, TransferInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  sendFile(input, controller.signal, sendBack).then(
    () => sendBack({ type: 'transfer.completed' } satisfies TransferEvent),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      sendBack(
        (isHttpError(error) && error.status === 403
          ? { type: 'transfer.expired' }
          : { type: 'transfer.failed', error }) satisfies TransferEvent,
      );
    },
  );
  return () => controller.abort();
});

export const uploadTransferActors = {
  transferFile,
  refreshUploadUrl: fromPromise<UploadUrlRefreshed, { meetingId: string }>(({ input, signal }) =>
    refreshUploadUrl(input.meetingId, { signal }),
  ),
  /** Where a transfer resumes: the bytes the server stored, or the parts the bucket holds. */
  getBytesReceived: fromPromise<ResumePoint, { meetingId: string; toBucket: boolean }>(
    async ({ input, signal }) => {
      if (!input.toBucket) {
        // A backend that does not say what it holds (the spec shows no more than uploadStatus): from the start.
        const { bytesReceived = 0 } = await getUploadStatus(input.meetingId, { signal });
        return { bytesReceived, storedParts: [] };
      }
      const { getUploadParts } = await import('../../../services/uploads/upload-parts.ts');
      const { bytesReceived, parts } = await getUploadParts(input.meetingId, { signal });
      return { bytesReceived, storedParts: parts.map((part) => part.partNumber) };
    },
  ),
};
