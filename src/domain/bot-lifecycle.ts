/**
 * The Recall-style bot lifecycle over the status values of spec section 3. A status this app does not know
 * (a provider may add codes) lands in 'unknown' and is still followed, never treated as an end.
 */
export type BotPhase =
  | 'scheduled'
  | 'joining'
  | 'waitingRoom'
  | 'inCallNotRecording'
  | 'recording'
  | 'paused'
  | 'callEnded'
  | 'recordingDone'
  | 'done'
  | 'failed'
  | 'fatal'
  | 'unknown';

const phaseByStatus: Record<string, BotPhase> = {
  scheduled: 'scheduled',
  joining_call: 'joining',
  in_waiting_room: 'waitingRoom',
  in_call_not_recording: 'inCallNotRecording',
  recording_permission_allowed: 'inCallNotRecording',
  in_call_recording: 'recording',
  recording_resumed: 'recording',
  recording_paused: 'paused',
  call_ended: 'callEnded',
  api_request_stop: 'callEnded',
  recording_succeeded: 'recordingDone',
  done: 'done',
  complete: 'done',
  recording_permission_denied: 'failed',
  recording_failed: 'failed',
  bot_rejected: 'failed',
  bot_removed: 'failed',
  bot_removed_too_early: 'failed',
  waiting_room_timeout: 'failed',
  invalid_meeting_url: 'failed',
  meeting_error: 'failed',
  meeting_not_found: 'failed',
  access_denied: 'failed',
  authentication_error: 'failed',
  network_error: 'failed',
  internal_error: 'failed',
  failed: 'failed',
  fatal: 'fatal',
};

export function phaseOf(status: string): BotPhase {
  return Object.hasOwn(phaseByStatus, status) ? (phaseByStatus[status] ?? 'unknown') : 'unknown';
}

/** Phases after which the bot does nothing more by itself: polling stops there. */
export const settledPhases: readonly BotPhase[] = ['done', 'failed', 'fatal'];

/**
 * What a person asks the meeting list for (issue 30): the spec's ~30 statuses in four groups, each row still
 * showing its detailed status. A status this app does not know is in progress, as its phase is followed.
 */
export const statusGroups = ['scheduled', 'inProgress', 'finished', 'failed'] as const;
export type StatusGroup = (typeof statusGroups)[number];

export function groupOf(phase: BotPhase): StatusGroup {
  if (phase === 'scheduled') return 'scheduled';
  if (phase === 'done') return 'finished';
  if (phase === 'failed' || phase === 'fatal') return 'failed';
  return 'inProgress';
}

const knownStatuses = Object.keys(phaseByStatus);

/**
 * Which statuses a group holds, as a filter: its known statuses, or for 'inProgress' every status but the
 * other groups' (so a status this app does not know is there, and nowhere else).
 */
export function statusFilterOf(group: StatusGroup): { only: string[] } | { except: string[] } {
  return group === 'inProgress'
    ? { except: knownStatuses.filter((status) => groupOf(phaseOf(status)) !== group) }
    : { only: knownStatuses.filter((status) => groupOf(phaseOf(status)) === group) };
}
