import type { MeetingLogSource } from '../../../src/services/api/schemas/meeting.ts';
import type { Store } from '../store.ts';

/**
 * Something done once a finished meeting is analysed (its answers and enrichment stored): the webhook
 * event, the CRM note, the meeting e-mail. Registered in `server/domain/index.ts`; never run for the
 * demo seed, which must not call out.
 */
export type MeetingFollowUp = {
  /** Whose entry a failure writes on the meeting's logs. */
  source: Exclude<MeetingLogSource, 'bot'>;
  /** What the timeline calls it, in pt-BR, before the reason of a failure ("Webhook", "Nota no CRM"). */
  label: string;
  run(meetingId: string): Promise<void>;
};

/** A follow-up's failure whose message is a pt-BR sentence fit for the meeting's timeline. */
export class FollowUpFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FollowUpFailure';
  }
}

/** Says why a follow-up failed without leaking an internal (English, technical) message to the timeline. */
function reasonOf(error: unknown): string {
  return error instanceof FollowUpFailure ? error.message : 'erro inesperado no servidor.';
}

/**
 * Runs every follow-up side by side. A failure is written on the meeting's logs (and the server log) and
 * stops nothing else: the other follow-ups run to their end and the analysis stays stored.
 */
export async function runFollowUps(deps: {
  store: Pick<Store, 'meetings' | 'meetingLogs'>;
  followUps: readonly MeetingFollowUp[];
  meetingId: string;
  report: (message: string, error: unknown) => void;
}): Promise<void> {
  const { store, meetingId, report } = deps;
  await Promise.all(
    deps.followUps.map(async (followUp) => {
      try {
        await followUp.run(meetingId);
      } catch (error) {
        report(`follow-up ${followUp.source} of meeting ${meetingId} failed`, error);
        try {
          const meeting = await store.meetings.find(meetingId);
          if (!meeting) return;
          await store.meetingLogs.add(meetingId, {
            status: meeting.status,
            source: followUp.source,
            subCode: 'follow_up_failed',
            message: `${followUp.label}: ${reasonOf(error)}`,
          });
        } catch (logError) {
          report(`log of follow-up ${followUp.source} of meeting ${meetingId} failed`, logError);
        }
      }
    }),
  );
}
