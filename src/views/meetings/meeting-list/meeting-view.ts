import type { TFunction } from 'i18next';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { BadgeTone } from '../../components/Badge.tsx';

export type MeetingItem = Meeting;
type MeetingStatus = MeetingItem['status'];

/** Every status value of spec section 3 has a tone, so a new status fails compilation until it gets one. */
export const statusTone: Record<MeetingStatus, BadgeTone> = {
  joining_call: 'info',
  in_waiting_room: 'info',
  in_call_not_recording: 'warning',
  recording_permission_allowed: 'info',
  recording_permission_denied: 'danger',
  in_call_recording: 'info',
  call_ended: 'neutral',
  recording_succeeded: 'success',
  recording_failed: 'danger',
  api_request_stop: 'neutral',
  recording_paused: 'warning',
  recording_resumed: 'info',
  bot_rejected: 'danger',
  bot_removed: 'warning',
  bot_removed_too_early: 'warning',
  waiting_room_timeout: 'warning',
  invalid_meeting_url: 'danger',
  meeting_error: 'danger',
  done: 'success',
  fatal: 'danger',
  status_change: 'neutral',
  meeting_not_found: 'danger',
  access_denied: 'danger',
  authentication_error: 'danger',
  network_error: 'danger',
  internal_error: 'danger',
  failed: 'danger',
  complete: 'success',
  scheduled: 'neutral',
};

/** Whole minutes, split into hours from one hour on; null when the meeting has no duration yet. */
/** A call's length as the list and the guest page show it: "1 h 5 min", "25 min", or unknown. */
export function durationText(t: TFunction, durationSeconds: number | null): string {
  if (durationSeconds === null) return t('meetings:durationUnknown');
  const totalMinutes = Math.round(durationSeconds / 60);
  const parts = { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
  return parts.hours > 0 ? t('meetings:durationHours', parts) : t('meetings:duration', parts);
}

/** Every filter unset: what "Limpar filtros" sends. */
export const clearedFilters = {
  meetingType: undefined,
  query: undefined,
  status: undefined,
  statusGroup: undefined,
  userId: undefined,
  teamId: undefined,
  startDate: undefined,
  endDate: undefined,
} as const;
