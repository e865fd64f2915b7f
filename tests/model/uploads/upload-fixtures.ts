import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import type { UploadCreated } from '../../../src/services/uploads/uploads.ts';
import { quietProcessingMachine } from './upload-processing-fixtures.ts';
import { meetingId, pending, quietTransferMachine, uploadUrl } from './upload-transfer-fixtures.ts';

/** Shared by the upload transition tests and the upload model test. */
export const created: UploadCreated = {
  meetingId,
  uploadUrl,
  uploadStatus: 'pending',
  expiresAt: '2026-03-02T13:15:00.000Z',
};

/** The upload machine with every outside call replaced by one that never settles, its children too. */
export const quietUploadMachine = uploadMachine.provide({
  actors: {
    createUpload: pending(),
    transfer: quietTransferMachine,
    processing: quietProcessingMachine,
    markCancelled: pending(),
  },
});
