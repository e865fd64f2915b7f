import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import { deadLetterOnMeetingLogs } from '../../jobs/dead-letter-log.ts';
import type { Store } from '../store.ts';

export const analysisQueue = 'meeting.analyse';

/**
 * A finished meeting's analysis (answers, enrichment, coaching, then its follow-ups) as a job: asked for
 * by the bot and the upload pipeline when a transcript is final, done by whichever server takes it, again
 * if that server dies meanwhile. Its job id keys the follow-ups, so a retried analysis sends none twice.
 * An analysis that never succeeds says so on the meeting's logs; the answers and enrichment are then
 * computed when someone opens the meeting.
 */
export function meetingAnalysisJob(deps: {
  store: Pick<Store, 'meetings' | 'meetingLogs'>;
  jobs: Pick<JobQueue, 'send'>;
  analyse(meetingId: string, analysisId: string): Promise<void>;
}) {
  const job: BackgroundJob = {
    queue: {
      name: analysisQueue,
      retryLimit: 3,
      retryDelaySeconds: 30,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      onDeadLetter: deadLetterOnMeetingLogs(deps.store, () => ({
        source: 'bot',
        subCode: 'analysis_failed',
        message:
          'Análise da reunião: não foi concluída depois de várias tentativas. As respostas e o resumo serão calculados quando a reunião for aberta.',
      })),
    },
    concurrency: 2,
    handler: ({ id, data }: { id: string; data: { meetingId: string } }) => deps.analyse(data.meetingId, id),
  };
  return {
    job,
    /** What the bot and the upload pipeline call: resolves once the analysis is queued, not done. */
    async analyseLater(meetingId: string): Promise<void> {
      await deps.jobs.send(analysisQueue, { meetingId });
    },
  };
}
