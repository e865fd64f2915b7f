import { fromPromise } from 'xstate';
import {
  pollUploadStatus,
  processUpload,
  updateUploadStatus,
  type UploadProgressStatus,
} from '../../../services/uploads/uploads.ts';

export const uploadProcessingActors = {
  markUploaded: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'uploaded', { signal }),
  ),
  processUpload: fromPromise<void, { meetingId: string }>(({ input, signal }) =>
    processUpload(input.meetingId, { signal }),
  ),
  getUploadStatus: fromPromise<UploadProgressStatus, { meetingId: string }>(({ input, signal }) =>
    pollUploadStatus(input.meetingId, { signal }),
  ),
};
