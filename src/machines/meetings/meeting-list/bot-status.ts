import type { Meeting } from '../../../api-contract/meeting.ts';
import { groupOf, phaseOf, settledPhases } from '../../../domain/bot-lifecycle.ts';

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

/** How long after a call's end its card waits for the analysis, which a job makes a few seconds after 'done'. */
const analysisWaitMs = 10 * 60_000;

/**
 * Whether a finished call's card still waits for its summary ("Sem resumo ainda", issue 30): fetched again
 * until the analysis is there, for ten minutes after the call ended at most, so an analysis that never comes
 * costs no endless polling.
 */
export function awaitsAnalysis(
  meeting: Pick<Meeting, 'status' | 'startTime' | 'durationSeconds' | 'dealContext'>,
  now: number,
): boolean {
  if (meeting.dealContext || groupOf(phaseOf(meeting.status)) !== 'finished') return false;
  const ended = Date.parse(meeting.startTime) + (meeting.durationSeconds ?? 0) * 1000;
  return now - ended <= analysisWaitMs;
}

/**
 * The loaded meetings whose bots are at work (isBotActive at `now`), or whose analysis is due
 * (awaitsAnalysis): the ones the list fetches again.
 */
export const activeMeetingIds = (meetings: readonly Meeting[], now: number): string[] =>
  meetings
    .filter((meeting) => isBotActive(meeting, now) || awaitsAnalysis(meeting, now))
    .map((meeting) => meeting.id);
