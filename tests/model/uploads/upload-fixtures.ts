import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import type { UnfinishedUpload, UploadCreated } from '../../../src/services/uploads/uploads.ts';
import { quietProcessingMachine } from './upload-processing-fixtures.ts';
import { meetingId, pending, quietTransferMachine, uploadUrl } from './upload-transfer-fixtures.ts';

/** Shared by the upload transition tests and the upload model test. */
export const created: UploadCreated = {
  meetingId,
  uploadUrl,
  uploadStatus: 'pending',
  expiresAt: '2026-03-02T13:15:00.000Z',
};

/** An upload a closed tab left at 40 % in a bucket, as GET /api/upload/unfinished lists it. */
export const interrupted: UnfinishedUpload = {
  meetingId: 'meeting-interrupted',
  title: 'Reunião interrompida',
  fileName: 'reuniao-acme.wav',
  contentType: 'audio/wav',
  sizeBytes: 2048,
  bytesReceived: 819,
  fingerprint: 'ab'.repeat(32),
  partSizeBytes: 1024,
};

/** The upload machine with every outside call replaced by one that never settles, its children too. */
export const quietUploadMachine = uploadMachine.provide({
  actors: {
    createUpload: pending(),
    checkResumedFile: pending(),
    transfer: quietTransferMachine,
    processing: quietProcessingMachine,
    markCancelled: pending(),
  },
});
