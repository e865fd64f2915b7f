import type { MeetingStatus } from '../../../src/api-contract/meeting.ts';
import type { UploadStatus } from '../../../src/api-contract/upload.ts';
import { createMeetingEvents } from '../meetings/meeting-events.ts';
import type { Store } from '../store.ts';
import { meetingStatusForUpload } from './upload-rules.ts';
import type { UploadChanges } from './uploads.repository.ts';

/**
 * Moves the upload and its meeting together, so the list never disagrees with the upload's status.
 * `meetingStatus` when the stage alone does not say it (a stored recording still without transcript).
 */
export function moveUpload(
  store: Store,
  meetingId: string,
  status: UploadStatus,
  changes: UploadChanges = {},
  meetingStatus: MeetingStatus = meetingStatusForUpload[status],
): Promise<void> {
  return store.transaction(async (tx) => {
    await tx.uploads.setStatus(meetingId, status, changes);
    await createMeetingEvents(tx).uploadStageChanged(meetingId, meetingStatus);
  });
}
