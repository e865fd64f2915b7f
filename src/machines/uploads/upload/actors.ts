import { fromPromise } from 'xstate';
import {
  createUpload,
  updateUploadStatus,
  type CreateUploadRequest,
  type UploadCreated,
  type UploadStatus,
} from '../../../services/uploads/uploads.ts';
import { uploadProcessingMachine } from '../upload-processing/upload-processing.machine.ts';
import { uploadTransferMachine } from '../upload-transfer/upload-transfer.machine.ts';

export const uploadActors = {
  createUpload: fromPromise<UploadCreated, CreateUploadRequest>(({ input, signal }) =>
    createUpload(input, { signal }),
  ),
  /** The file to the server or the bucket, the URL refreshed as it expires: a child machine. */
  transfer: uploadTransferMachine,
  /** The stored file marked uploaded, processed and followed until the server is done: a child machine. */
  processing: uploadProcessingMachine,
  markCancelled: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'cancelled' satisfies UploadStatus, { signal }),
  ),
};
