import type { SnapshotFrom } from 'xstate';
import type { sharedMeetingMachine } from './shared-meeting.machine.ts';

type SharedMeetingSnapshot = SnapshotFrom<typeof sharedMeetingMachine>;

export { selectFailure, selectIsUnavailable } from '../../shared/selectors.ts';

export type SharedPageState =
  'locked' | 'checking' | 'throttled' | 'revoked' | 'expired' | 'open' | 'recordingOnly';

export function selectPageState(snapshot: SharedMeetingSnapshot): SharedPageState {
  if (snapshot.matches('open')) return 'open';
  if (snapshot.matches('recordingOnly')) return 'recordingOnly';
  if (snapshot.matches('checking')) return 'checking';
  if (snapshot.matches('throttled')) return 'throttled';
  if (snapshot.matches('revoked')) return 'revoked';
  if (snapshot.matches('expired')) return 'expired';
  return 'locked';
}

export const selectCanSubmitPassword = (snapshot: SharedMeetingSnapshot): boolean =>
  snapshot.can({ type: 'password.submit', password: '-' });
/** The password typed last, so a corrected typo starts from it (memory only). */
export const selectPassword = (snapshot: SharedMeetingSnapshot) => snapshot.context.password ?? '';
export const selectMeeting = (snapshot: SharedMeetingSnapshot) => snapshot.context.meeting;
export const selectTranscriptRef = (snapshot: SharedMeetingSnapshot) => snapshot.children.transcript;

export type SharedRecording =
  { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'video' | 'audio'; url: string };

/** What the player shows: an audio recording (the bot's) gets an audio player, anything else a video one. */
export function selectRecording(snapshot: SharedMeetingSnapshot): SharedRecording {
  const video = snapshot.context.video;
  const playing = snapshot.matches({ open: 'withVideo' }) || snapshot.matches({ recordingOnly: 'playing' });
  if (playing && video)
    return { kind: video.contentType.startsWith('audio/') ? 'audio' : 'video', url: video.url };
  if (snapshot.matches({ open: 'loadingVideo' }) || snapshot.matches({ recordingOnly: 'loading' }))
    return { kind: 'loading' };
  if (snapshot.matches({ open: 'videoFailed' }) || snapshot.matches({ recordingOnly: 'failed' }))
    return { kind: 'failed' };
  return { kind: 'none' };
}
export const selectVideoFailure = (snapshot: SharedMeetingSnapshot) => snapshot.context.videoFailure;
