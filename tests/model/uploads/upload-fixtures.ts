import { fromPromise } from 'xstate';
import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import type { UploadCreated, UploadProgressStatus } from '../../../src/services/uploads/uploads.ts';
import { meetingId, quietTransferMachine, uploadUrl } from './upload-transfer-fixtures.ts';

/** Shared by the upload transition tests and the upload model test. */
export const created: UploadCreated = {
  meetingId,
  uploadUrl,
  uploadStatus: 'pending',
  expiresAt: '2026-03-02T13:15:00.000Z',
};

const status = (overrides: Partial<UploadProgressStatus>): UploadProgressStatus => ({
  uploadStatus: 'processing',
  meetingStatus: 'call_ended',
  transcriptionStatus: 'processing',
  bytesReceived: 2048,
  sizeBytes: 2048,
  ...overrides,
});

export const statusProcessing = status({});
export const statusWaitingProvider = status({
  uploadStatus: 'done',
  meetingStatus: 'done',
  transcriptionStatus: 'waiting_provider',
  message: 'Aguardando um provedor de transcrição.',
});
export const statusFailed = status({
  uploadStatus: 'failed',
  meetingStatus: 'failed',
  transcriptionStatus: 'failed',
});
export const statusCancelled = status({ uploadStatus: 'cancelled' });

/** A request that never settles: the test feeds its result as an event. */
const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

/** The upload machine with every outside call replaced by one that never settles, its transfer child too. */
export const quietUploadMachine = uploadMachine.provide({
  actors: {
    createUpload: pending(),
    transfer: quietTransferMachine,
    markUploaded: pending(),
    processUpload: pending(),
    getUploadStatus: pending(),
    markCancelled: pending(),
  },
});
