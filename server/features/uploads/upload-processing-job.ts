import type { JobQueue } from '../../jobs/job-queue.ts';
import type {
  UploadedFile,
  UploadPipelineEvents,
  UploadProcessor,
} from '../../providers/media/process-upload.ts';
import type { Store } from '../store.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import { deadLetterOnMeetingLogs } from '../../jobs/dead-letter-log.ts';

const uploadQueue = 'upload.process';

const gaveUp = 'Não foi possível processar o arquivo. Tente processar novamente.';

/**
 * An uploaded file's pipeline (recording stored, speech-to-text, transcript) as a job, so any server takes
 * it and a server dying mid-transcription leaves it to another (or to itself, restarted) once the job
 * expires: `start` queues, the job runs the pipeline to its end. The pipeline reports its own failures to
 * the upload; after three interrupted runs the dead letter fails the upload (the person may process it
 * again) and says so on the meeting's logs.
 */
export function uploadProcessingJob(deps: {
  store: Pick<Store, 'meetings' | 'meetingLogs'>;
  jobs: Pick<JobQueue, 'send'>;
  processor: UploadProcessor;
  events: Pick<UploadPipelineEvents, 'failed'>;
  report?: (message: string, error: unknown) => void;
}) {
  const report = deps.report ?? ((message, error) => console.error(`[upload] ${message}`, error));
  const logLine = deadLetterOnMeetingLogs(deps.store, () => ({
    source: 'bot',
    subCode: 'upload_processing_failed',
    message: `Processamento do envio: ${gaveUp}`,
  }));
  const job: BackgroundJob = {
    queue: {
      name: uploadQueue,
      retryLimit: 2,
      retryDelaySeconds: 10,
      retryBackoff: true,
      // Speech-to-text of a long recording takes minutes; a run still going after this is taken as dead.
      expireInSeconds: 30 * 60,
      async onDeadLetter(dead) {
        await deps.events.failed((dead.data as UploadedFile).meetingId, gaveUp);
        await logLine(dead);
      },
    },
    concurrency: 2,
    handler: ({ data }: { data: UploadedFile }) => deps.processor.run(data),
  };
  return {
    job,
    /** The processor the uploads service calls: `start` queues the job instead of running here. */
    processor: {
      ...deps.processor,
      start(upload: UploadedFile): void {
        deps.jobs
          .send(uploadQueue, upload)
          .catch((error: unknown) => report(`queueing the processing of ${upload.meetingId} failed`, error));
      },
    } satisfies UploadProcessor,
  };
}
