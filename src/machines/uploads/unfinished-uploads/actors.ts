import { fromCallback, fromPromise } from 'xstate';
import { watchMeetingChanges, type MeetingChange } from '../../../services/meetings/meetings.ts';
import {
  listUnfinishedUploads,
  updateUploadStatus,
  type UnfinishedUpload,
} from '../../../services/uploads/uploads.ts';

export const unfinishedUploadsActors = {
  listUnfinishedUploads: fromPromise<UnfinishedUpload[]>(({ signal }) => listUnfinishedUploads({ signal })),
  /** "Descartar": the upload is cancelled on the server, which drops what it holds of the file. */
  discardUpload: fromPromise<unknown, { meetingId: string }>(({ input, signal }) =>
    updateUploadStatus(input.meetingId, 'cancelled', { signal }),
  ),
  /** Every write to meetings (an upload created, finished, cancelled elsewhere): the list may have changed. */
  watchMeetingChanges: fromCallback<MeetingChange>(({ sendBack }) => watchMeetingChanges(sendBack)),
};
