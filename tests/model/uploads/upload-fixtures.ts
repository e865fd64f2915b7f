import { fromCallback, fromPromise } from 'xstate';
import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import type { UploadCreated, UploadProgressStatus } from '../../../src/services/uploads/uploads.ts';

/** Shared by the upload transition tests and the upload model test. */
export const recording = new File([new Uint8Array(2048)], 'reuniao-acme.wav', { type: 'audio/wav' });

export const created: UploadCreated = {
  meetingId: 'meeting-up-1',
  uploadUrl: 'http://localhost/api/upload/meeting-up-1/file?expires=1&signature=a',
  uploadStatus: 'pending',
  expiresAt: '2026-03-02T13:15:00.000Z',
};

export const refreshed = {
  uploadUrl: 'http://localhost/api/upload/meeting-up-1/file?expires=2&signature=b',
  expiresAt: '2026-03-02T13:30:00.000Z',
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

/** The upload machine with every outside call replaced by one that never settles. */
export const quietUploadMachine = uploadMachine.provide({
  actors: {
    createUpload: pending(),
    transferFile: fromCallback(() => {}),
    refreshUploadUrl: pending(),
    markUploaded: pending(),
    processUpload: pending(),
    getBytesReceived: pending(),
    getUploadStatus: pending(),
    markCancelled: pending(),
  },
});
