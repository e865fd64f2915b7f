import { fromPromise } from 'xstate';
import { fileFingerprint } from '../../../services/uploads/file-fingerprint.ts';
import {
  createUpload,
  updateUploadStatus,
  type CreateUploadRequest,
  type UnfinishedUpload,
  type UploadCreated,
  type UploadStatus,
} from '../../../services/uploads/uploads.ts';
import { mismatchOf, needsFingerprint, type FileMismatch } from './resume-check.ts';
import { uploadProcessingMachine } from '../upload-processing/upload-processing.machine.ts';
import { uploadTransferMachine } from '../upload-transfer/upload-transfer.machine.ts';

export const uploadActors = {
  /** The upload created with the file's fingerprint, so a closed tab's upload can be resumed with this file. */
  createUpload: fromPromise<UploadCreated, { form: CreateUploadRequest; file: Blob }>(
    async ({ input, signal }) => {
      const fingerprint = await fileFingerprint(input.file);
      return createUpload({ ...input.form, ...(fingerprint && { fingerprint }) }, { signal });
    },
  ),
  /** Whether the file chosen to resume an interrupted upload is its file: null, or what differs. */
  checkResumedFile: fromPromise<
    FileMismatch | null,
    { file: File | null; unfinished: UnfinishedUpload | null }
  >(async ({ input: { file, unfinished } }) => {
    if (!file || !unfinished) throw new Error('No interrupted upload to check the file against');
    const fingerprint = needsFingerprint(file, unfinished) ? await fileFingerprint(file) : null;
    return mismatchOf({ name: file.name, size: file.size, fingerprint }, unfinished);
  }),
  /** The file to the server or the bucket, the URL refreshed as it expires: a child machine. */
  transfer: uploadTransferMachine,
  /** The stored file marked uploaded, processed and followed until the server is done: a child machine. */
  processing: uploadProcessingMachine,
  markCancelled: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'cancelled' satisfies UploadStatus, { signal }),
  ),
};
