import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import { deadLetterOnMeetingLogs } from '../../jobs/dead-letter-log.ts';
import type { Store } from '../store.ts';

const collectQueue = 'bot.collect';

type CollectWork = { meetingId: string; botId: string; reason: string };

/**
 * The copy of a bot's recording and transcript from the provider (BotProvider.collect) as a job: queued by
 * the provider's webhooks and by reconciliation, once per webhook; done by whichever server takes it, again
 * when a download fails or another copy of the bot is under way. A copy that never succeeds says so on the
 * meeting's logs.
 */
export function botCollectJob(deps: {
  store: Pick<Store, 'meetings' | 'meetingLogs'>;
  jobs: Pick<JobQueue, 'send'>;
  collect(botId: string): Promise<void>;
}) {
  const job: BackgroundJob = {
    queue: {
      name: collectQueue,
      retryLimit: 6,
      retryDelaySeconds: 2,
      retryBackoff: true,
      expireInSeconds: 30 * 60,
      onDeadLetter: deadLetterOnMeetingLogs(deps.store, () => ({
        source: 'bot',
        subCode: 'recording_copy_failed',
        message:
          'Bot: a gravação ou a transcrição não puderam ser copiadas do serviço do bot depois de várias tentativas. Reinicie o bot ou tente mais tarde.',
      })),
    },
    concurrency: 2,
    handler: ({ data }: { data: CollectWork }) => deps.collect(data.botId),
  };
  return {
    job,
    async collectLater(work: CollectWork): Promise<void> {
      await deps.jobs.send(collectQueue, work, { singletonKey: `${work.botId}:${work.reason}` });
    },
  };
}
