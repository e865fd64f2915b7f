import { http } from '../http.ts';
import { orNullWhenMissing } from '../http-error.ts';
import { mediaUrlSchema, type MediaUrl } from '../../api-contract/media.ts';

export type MeetingMedia = MediaUrl & { kind: 'video' | 'audio' };

/** The meeting's recording: the video when there is one, else the audio; null when there is neither. */
export async function fetchMeetingMedia(
  meetingId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MeetingMedia | null> {
  const id = encodeURIComponent(meetingId);
  const video = await orNullWhenMissing(http.getJson(`meetings/videourl/${id}`, mediaUrlSchema, { signal }));
  if (video) return { ...video, kind: 'video' };
  const audio = await orNullWhenMissing(http.getJson(`meetings/voipurl/${id}`, mediaUrlSchema, { signal }));
  return audio ? { ...audio, kind: 'audio' } : null;
}
