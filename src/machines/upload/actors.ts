import { fromCallback, fromPromise, type EventObject } from 'xstate';
import {
  createUpload,
  getUploadStatus,
  pollUploadStatus,
  processUpload,
  refreshUploadUrl,
  updateUploadStatus,
  type CreateUploadRequest,
  type UploadCreated,
  type UploadProgressStatus,
  type UploadStatus,
  type UploadUrlRefreshed,
} from '../../services/api/uploads.ts';
import { isHttpError } from '../../services/http-error.ts';
import { putFileInChunks, type TransferProgress } from '../../services/upload-transfer.ts';

export type TransferEvent =
  | { type: 'transfer.progress'; progress: TransferProgress }
  /** A chunk is on the server: the transfer is moving, whatever URL it took. */
  | { type: 'transfer.chunkStored'; bytesReceived: number }
  | { type: 'transfer.completed' }
  /** The signed URL was refused (403): it expired, a fresh one is needed. */
  | { type: 'transfer.expired' }
  | { type: 'transfer.failed'; error: unknown };

export type TransferInput = {
  url: string;
  file: Blob;
  contentType: string;
  /** The server's bytesReceived: the transfer resumes there. */
  from: number;
  /** What earlier transfers of this file measured, so speed and time left go on across a resume. */
  measured: { sentBytes: number; elapsedMs: number };
};

/** The chunked PUTs as a callback actor: it reports as events; stopping it (leaving the state) aborts. */
export const transferFile = fromCallback<EventObject, TransferInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const { measured } = input;
  putFileInChunks({
    url: input.url,
    file: input.file,
    contentType: input.contentType,
    from: input.from,
    signal: controller.signal,
    onProgress: (progress) =>
      sendBack({
        type: 'transfer.progress',
        progress: {
          ...progress,
          sentBytes: measured.sentBytes + progress.sentBytes,
          elapsedMs: measured.elapsedMs + progress.elapsedMs,
        },
      } satisfies TransferEvent),
    onChunkStored: (bytesReceived) =>
      sendBack({ type: 'transfer.chunkStored', bytesReceived } satisfies TransferEvent),
  }).then(
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

export const uploadActors = {
  createUpload: fromPromise<UploadCreated, CreateUploadRequest>(({ input, signal }) =>
    createUpload(input, { signal }),
  ),
  transferFile,
  refreshUploadUrl: fromPromise<UploadUrlRefreshed, { meetingId: string }>(({ input, signal }) =>
    refreshUploadUrl(input.meetingId, { signal }),
  ),
  markUploaded: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'uploaded', { signal }),
  ),
  processUpload: fromPromise<void, { meetingId: string }>(({ input, signal }) =>
    processUpload(input.meetingId, { signal }),
  ),
  /** Where a transfer resumes: the bytes the server already stored. */
  getBytesReceived: fromPromise<number, { meetingId: string }>(
    async ({ input, signal }) => (await getUploadStatus(input.meetingId, { signal })).bytesReceived,
  ),
  getUploadStatus: fromPromise<UploadProgressStatus, { meetingId: string }>(({ input, signal }) =>
    pollUploadStatus(input.meetingId, { signal }),
  ),
  markCancelled: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'cancelled' satisfies UploadStatus, { signal }),
  ),
};
