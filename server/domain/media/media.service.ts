import { ApiProblem } from '../../http/errors.ts';
import type { SignedUrls } from '../../media/signed-urls.ts';
import type { MediaStorage } from '../../media/storage.ts';
import type { MediaUrl } from '../../../src/services/api/schemas/media.ts';
import type { Caller } from '../caller.ts';
import type { MeetingAccess } from '../meetings/meeting-access.ts';
import type { Store } from '../store.ts';
import type { RecordingKind } from './media.repository.ts';

export const noRecording = () => new ApiProblem(404, 'Esta reunião não tem gravação.');

/** A meeting's recordings: a signed link for whoever sees the meeting, the file for whoever holds one. */
export function createMediaService(deps: {
  store: Store;
  access: MeetingAccess;
  urls: SignedUrls;
  storage: MediaStorage;
}) {
  const { store } = deps;
  return {
    async recordingUrl(caller: Caller, meetingId: string, kind: RecordingKind): Promise<MediaUrl> {
      const meeting = await deps.access.visible(caller, meetingId);
      const recording = await store.media.find(meeting.id, kind);
      if (!recording) throw noRecording();
      return { ...(await deps.urls.recording(meeting.id, kind)), contentType: recording.contentType };
    },

    /** For a signed media URL (the signature, checked by the route, was the permission): the file to serve. */
    async signedRecording(meetingId: string, kind: string) {
      const recording = await store.media.find(meetingId, kind);
      const size = recording && (await deps.storage.sizeIfStored(recording.storageKey));
      if (!recording || size === undefined) throw noRecording();
      return {
        contentType: recording.contentType,
        filePath: deps.storage.pathOf(recording.storageKey),
        size,
      };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
