import type { MeetingLogSource } from '../../../src/api-contract/meeting.ts';
import type { JobQueue, JobRetryPolicy } from '../../jobs/job-queue.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import { deadLetterOnMeetingLogs } from '../../jobs/dead-letter-log.ts';
import type { Store } from '../store.ts';

/**
 * Something done once a finished meeting is analysed (its answers and enrichment stored): the webhook
 * event, the CRM note, the meeting e-mail. Registered in `server/features/index.ts`; never run for the
 * demo seed, which must not call out.
 */
export type MeetingFollowUp = {
  /** Stable and unique among the follow-ups ("webhook", "crm.hubspot"): part of its jobs' keys. */
  name: string;
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

export const followUpQueue = 'meeting.follow-up';

type FollowUpData = { meetingId: string; followUp: string };

/** Failing for an unknown reason (a network error, a bug), a follow-up is tried again 3 times over ~15 min. */
const followUpRetries: Partial<JobRetryPolicy> = {
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
};

const unexpected = 'erro inesperado no servidor.';

/**
 * The follow-ups as jobs, one per follow-up and analysis, each on its own: one failing stops none of the
 * others. A failure the follow-up explains (FollowUpFailure: the CRM refused the key, it did not answer its
 * own 3 tries) is final and goes on the meeting's logs at once; any other is retried and, once the retries
 * are spent, the dead letter writes "erro inesperado no servidor" there (the detail stays in the server log).
 */
export function meetingFollowUpJobs(deps: {
  store: Pick<Store, 'meetings' | 'meetingLogs'>;
  jobs: Pick<JobQueue, 'send'>;
  followUps: readonly MeetingFollowUp[];
  retries?: Partial<JobRetryPolicy>;
  report?: (message: string, error: unknown) => void;
}) {
  const { store, followUps } = deps;
  const report = deps.report ?? ((message, error) => console.error(`[follow-up] ${message}`, error));
  const byName = new Map(followUps.map((followUp) => [followUp.name, followUp]));

  const logFailure = async (meetingId: string, followUp: MeetingFollowUp, reason: string) => {
    const meeting = await store.meetings.find(meetingId);
    if (!meeting) return;
    await store.meetingLogs.add(meetingId, {
      status: meeting.status,
      source: followUp.source,
      subCode: 'follow_up_failed',
      message: `${followUp.label}: ${reason}`,
    });
  };

  const job: BackgroundJob = {
    queue: {
      name: followUpQueue,
      ...followUpRetries,
      ...deps.retries,
      onDeadLetter: deadLetterOnMeetingLogs(store, (dead) => {
        const followUp = byName.get((dead.data as FollowUpData).followUp);
        return {
          source: followUp?.source ?? 'webhook',
          subCode: 'follow_up_failed',
          message: `${followUp?.label ?? 'Integração'}: ${unexpected}`,
        };
      }),
    },
    concurrency: 4,
    async handler({ data }: { data: FollowUpData }) {
      const followUp = byName.get(data.followUp);
      if (!followUp) return;
      try {
        await followUp.run(data.meetingId);
      } catch (error) {
        report(`follow-up ${followUp.name} of meeting ${data.meetingId} failed`, error);
        if (!(error instanceof FollowUpFailure)) throw error;
        await logFailure(data.meetingId, followUp, error.message);
      }
    },
  };

  return {
    job,
    /** Queues each follow-up of one analysis; sent again for the same analysis, it adds nothing. */
    async start(meetingId: string, analysisId: string): Promise<void> {
      for (const followUp of followUps) {
        await deps.jobs.send(followUpQueue, { meetingId, followUp: followUp.name } satisfies FollowUpData, {
          singletonKey: `${analysisId}:${followUp.name}`,
        });
      }
    },
  };
}
