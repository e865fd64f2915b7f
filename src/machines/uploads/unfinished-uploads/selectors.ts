import type { SnapshotFrom } from 'xstate';
import type { unfinishedUploadsMachine } from './unfinished-uploads.machine.ts';

type UnfinishedUploadsSnapshot = SnapshotFrom<typeof unfinishedUploadsMachine>;

export const selectUnfinishedUploads = (snapshot: UnfinishedUploadsSnapshot) => snapshot.context.uploads;
export const selectDiscarding = (snapshot: UnfinishedUploadsSnapshot) => snapshot.context.discarding;
export const selectLoadFailed = (snapshot: UnfinishedUploadsSnapshot) => snapshot.matches('loadFailed');
export const selectCanDiscard = (snapshot: UnfinishedUploadsSnapshot) =>
  snapshot.can({ type: 'unfinished.discard', meetingId: '' });
export { selectFailure } from '../../shared/selectors.ts';

/** The share of the file the server holds, in whole percent, as the list says it ("40%"). */
export const percentReceived = (upload: { bytesReceived: number; sizeBytes: number }) =>
  Math.min(100, Math.floor((upload.bytesReceived / upload.sizeBytes) * 100));
