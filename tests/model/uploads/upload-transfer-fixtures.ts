import { fromCallback, fromPromise } from 'xstate';
import {
  uploadTransferMachine,
  type UploadTransferInput,
} from '../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';

/** Shared by the transfer's and the upload's transition tests and model tests. */
export const recording = new File([new Uint8Array(2048)], 'reuniao-acme.wav', { type: 'audio/wav' });

export const meetingId = 'meeting-up-1';
export const uploadUrl = 'http://localhost/api/upload/meeting-up-1/file?expires=1&signature=a';

export const refreshed = {
  uploadUrl: 'http://localhost/api/upload/meeting-up-1/file?expires=2&signature=b',
  expiresAt: '2026-03-02T13:30:00.000Z',
};

/** A new upload's transfer: the create answer's URL, nothing stored yet, nothing measured. */
export const firstTransfer: UploadTransferInput = {
  file: recording,
  meetingId,
  uploadUrl,
  partSizeBytes: null,
  resumePoint: { bytesReceived: 0, storedParts: [] },
  progress: null,
};

/** A request that never settles: the test feeds its result as an event. */
export const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

/** The transfer machine with every outside call replaced by one that never settles. */
export const quietTransferMachine = uploadTransferMachine.provide({
  actors: {
    transferFile: fromCallback(() => {}),
    refreshUploadUrl: pending(),
    getBytesReceived: pending(),
  },
});
