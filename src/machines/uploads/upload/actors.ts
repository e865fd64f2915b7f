import { fromPromise } from 'xstate';
import {
  createUpload,
  pollUploadStatus,
  processUpload,
  updateUploadStatus,
  type CreateUploadRequest,
  type UploadCreated,
  type UploadProgressStatus,
  type UploadStatus,
} from '../../../services/uploads/uploads.ts';
import { uploadTransferMachine } from '../upload-transfer/upload-transfer.machine.ts';

export const uploadActors = {
  createUpload: fromPromise<UploadCreated, CreateUploadRequest>(({ input, signal }) =>
    createUpload(input, { signal }),
  ),
  /** The file to the server or the bucket, the URL refreshed as it expires: a child machine. */
  transfer: uploadTransferMachine,
  markUploaded: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'uploaded', { signal }),
  ),
  processUpload: fromPromise<void, { meetingId: string }>(({ input, signal }) =>
    processUpload(input.meetingId, { signal }),
  ),
  getUploadStatus: fromPromise<UploadProgressStatus, { meetingId: string }>(({ input, signal }) =>
    pollUploadStatus(input.meetingId, { signal }),
  ),
  markCancelled: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'cancelled' satisfies UploadStatus, { signal }),
  ),
};
