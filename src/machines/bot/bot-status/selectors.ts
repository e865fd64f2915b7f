import type { SnapshotFrom } from 'xstate';
import type { MeetingLog } from '../../../api-contract/meeting.ts';
import { exitReasonValues } from '../../../api-contract/meeting.ts';
import type { botStatusMachine } from './bot-status.machine.ts';
import { phaseOf, type BotPhase } from '../../../domain/bot-lifecycle.ts';
import type { AppError } from '../../../services/errors.ts';

type BotStatusSnapshot = SnapshotFrom<typeof botStatusMachine>;

/** The last known phase (kept while a poll is in flight), or null before the first answer. */
export const selectBotPhase = (snapshot: BotStatusSnapshot): BotPhase | null =>
  snapshot.context.status === null ? null : phaseOf(snapshot.context.status);
export const selectIsFollowing = (snapshot: BotStatusSnapshot): boolean =>
  snapshot.hasTag('active') || (snapshot.matches('fetching') && snapshot.context.status !== null);
/** Why the bot could not be asked, while that is so. */
export const selectUnavailableFailure = (snapshot: BotStatusSnapshot): AppError | null =>
  snapshot.matches('unavailable') ? snapshot.context.failure : null;
export const selectTimeline = (snapshot: BotStatusSnapshot): MeetingLog[] => snapshot.context.logs;

/** The exit-reason key of namespace meetingDetail (spec section 4), or 'unknown' for a code not in the catalogue. */
export function selectExitReason(snapshot: BotStatusSnapshot): { key: string; code: string } | null {
  const code = snapshot.context.exitReason;
  if (!code) return null;
  const known = (exitReasonValues as readonly string[]).includes(code);
  return { key: `meetingDetail:exitReasons.${known ? code : 'unknown'}`, code };
}
