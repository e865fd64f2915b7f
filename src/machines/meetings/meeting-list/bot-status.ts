import type { Meeting } from '../../../api-contract/meeting.ts';
import { phaseOf, settledPhases } from '../../../domain/bot-lifecycle.ts';

/** A scheduled meeting starts moving when the bot joins at its start: polled from a little before. */
const scheduledLeadMs = 5 * 60_000;

/**
 * Whether the list should keep fetching this meeting to show its bot's progress: the bot-status machine's
 * lifecycle decides what counts as settled, so the list and the meeting page agree. `now` comes from the
 * caller (the machine reads src/services/clock.ts), so a replayed bundle decides as it did when recorded.
 */
export function isBotActive(meeting: Pick<Meeting, 'status' | 'startTime'>, now: number): boolean {
  if (meeting.status === 'scheduled') return Date.parse(meeting.startTime) - now <= scheduledLeadMs;
  return !settledPhases.includes(phaseOf(meeting.status));
}

/** The loaded meetings whose bots are at work (isBotActive at `now`): the ones the list fetches again. */
export const activeMeetingIds = (meetings: readonly Meeting[], now: number): string[] =>
  meetings.filter((meeting) => isBotActive(meeting, now)).map((meeting) => meeting.id);
