import {
  uploadProcessingMachine,
  type UploadProcessingInput,
} from '../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import type { UploadProgressStatus } from '../../../src/services/uploads/uploads.ts';
import { meetingId, pending } from './upload-transfer-fixtures.ts';

/** Shared by the processing's and the upload's transition tests and model tests, and the dialog's view test. */
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
/** What a poll can answer: still processing, done, failed, cancelled. */
export const polledStatuses = [statusProcessing, statusWaitingProvider, statusFailed, statusCancelled];

/** A new upload's processing: the file just stored, no status polled yet. */
export const firstProcessing: UploadProcessingInput = { meetingId, from: 'updatingStatus', status: null };

/** The processing machine with every outside call replaced by one that never settles. */
export const quietProcessingMachine = uploadProcessingMachine.provide({
  actors: { markUploaded: pending(), processUpload: pending(), getUploadStatus: pending() },
});
