import type { SecretBox } from '../../crypto/secret-box.ts';
import type { WebhookOutcome, WebhookSender } from './sender.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { BackgroundJob } from '../../jobs/background-job.ts';
import type { Store } from '../store.ts';
import type { DueDelivery } from './webhooks.repository.ts';

/** The secret box context of a user's signing secret: sealed for one user, it opens for no other. */
export const secretContextOf = (userId: string) => `webhook:${userId}`;

export const removedMessage = 'O webhook foi removido antes da entrega.';
const unreadableSecret =
  'O segredo de assinatura não pôde ser lido (a chave do servidor mudou). Gere um novo segredo.';

/** Deliveries queued per sweep; a longer backlog is queued by the next ones. */
const sweepBatch = 200;

/** Finished deliveries are kept this long (the page lists the latest), looked at once an hour. */
const keptMs = 30 * 24 * 3600_000;
const pruneEveryMs = 3600_000;

const deliverQueue = 'webhook.deliver';
const sweepQueue = 'webhook.sweep';

type DeliverData = { deliveryId: string; meetingId: string | null };

/**
 * The delivery queue: a `webhook_deliveries` row is the delivery (the settings page lists them) and a job
 * makes each attempt. A new delivery's first attempt is queued at once; a sweep, once a minute on one
 * server, queues a job for each delivery whose next attempt is due. The job claims its delivery (two jobs
 * never attempt one together), sends it and records the attempt. A 2xx answer delivers; any other outcome
 * waits `retrySeconds[n]` after the n-th attempt (1 min, 5 min, 30 min, 2 h, 6 h by default) and, once they
 * are spent, fails for good, which the meeting's logs then say. Each attempt's job is keyed by delivery and
 * attempt number, so a sweep finding it due again queues nothing twice. Finished deliveries go after 30 days.
 */
export function createWebhookDeliveries(deps: {
  store: Pick<Store, 'webhooks' | 'meetings' | 'meetingLogs'>;
  sender: WebhookSender;
  secrets: SecretBox;
  retrySeconds: readonly number[];
  /** An attempt's time limit; a claim lasts twice as long. */
  timeoutMs: number;
  now: () => Date;
  jobs: Pick<JobQueue, 'send'>;
  report?: (message: string, error: unknown) => void;
}) {
  const { store, now } = deps;
  const report = deps.report ?? ((message, error) => console.error(`[webhook] ${message}`, error));
  const claimSeconds = Math.ceil((deps.timeoutMs * 2) / 1000) + 5;

  async function outcomeOf(due: DueDelivery, at: Date): Promise<WebhookOutcome & { final?: boolean }> {
    const hook = await store.webhooks.find(due.userId);
    if (!hook) return { delivered: false, httpStatus: null, error: removedMessage, final: true };
    let secret: string;
    try {
      secret = await deps.secrets.open(hook.secretSealed, secretContextOf(due.userId));
    } catch (error) {
      report(`secret of user ${due.userId} could not be opened`, error);
      return { delivered: false, httpStatus: null, error: unreadableSecret, final: true };
    }
    return deps.sender.send({
      url: hook.url,
      secret,
      eventId: due.id,
      event: due.event,
      body: due.body,
      attempt: due.attempts + 1,
      now: at,
    });
  }

  /** One attempt, recorded; `retries` false (the test ping) makes a failure final at once. */
  async function attempt(due: DueDelivery, retries: boolean): Promise<void> {
    const at = now();
    const outcome = await outcomeOf(due, at);
    const wait = retries && !outcome.final ? deps.retrySeconds[due.attempts] : undefined;
    const status = outcome.delivered ? 'delivered' : wait === undefined ? 'failed' : 'pending';
    await store.webhooks.recordAttempt(due.id, {
      status,
      httpStatus: outcome.httpStatus,
      error: outcome.error,
      nextAttemptAt: status === 'pending' && wait !== undefined ? new Date(at.getTime() + wait * 1000) : null,
      at,
    });
    if (status === 'failed' && due.meetingId)
      await logFailure(due.meetingId, due.attempts + 1, outcome.error);
  }

  /** A meeting's event that never arrived says so on the meeting's timeline, not only on the settings page. */
  async function logFailure(meetingId: string, attempts: number, error: string | null): Promise<void> {
    const meeting = await store.meetings.find(meetingId);
    if (!meeting) return;
    const tries = attempts === 1 ? 'tentativa' : 'tentativas';
    await store.meetingLogs.add(meetingId, {
      status: meeting.status,
      source: 'webhook',
      subCode: 'webhook_failed',
      message: `Webhook: o evento não foi entregue após ${attempts} ${tries}. ${error ?? ''}`.trim(),
    });
  }

  let prunedAt = 0;

  const queueAttempt = (delivery: { id: string; meetingId: string | null; attempts: number }) =>
    deps.jobs.send(
      deliverQueue,
      { deliveryId: delivery.id, meetingId: delivery.meetingId } satisfies DeliverData,
      { singletonKey: `${delivery.id}:${delivery.attempts + 1}` },
    );

  /** Queues an attempt for each delivery due now; resolves with how many were queued (not sent yet). */
  async function sweep(): Promise<number> {
    const at = now().getTime();
    if (at - prunedAt >= pruneEveryMs) {
      prunedAt = at;
      await store.webhooks.prune(new Date(at - keptMs));
    }
    let queued = 0;
    for (const delivery of await store.webhooks.dueDeliveries(now(), sweepBatch)) {
      if (await queueAttempt(delivery)) queued += 1;
    }
    return queued;
  }

  /** One attempt's job: nothing when the delivery is not due (done meanwhile, or taken by another job). */
  async function attemptIfDue(deliveryId: string): Promise<void> {
    const due = await store.webhooks.claim(deliveryId, now(), claimSeconds, true);
    if (due) await attempt(due, true);
  }

  const jobs: BackgroundJob[] = [
    {
      queue: {
        name: deliverQueue,
        // Retries cover the server's own failures (the database away, a crash); the receiver's are the
        // schedule's. The claim outlives the attempt's time limit, and the job's outlives the claim.
        retryLimit: 5,
        retryDelaySeconds: 30,
        retryBackoff: true,
        expireInSeconds: claimSeconds + 30,
      },
      concurrency: 4,
      handler: ({ data }: { data: DeliverData }) => attemptIfDue(data.deliveryId),
    },
    {
      queue: { name: sweepQueue, retryLimit: 0, expireInSeconds: 5 * 60 },
      cron: '* * * * *',
      handler: async () => {
        await sweep();
      },
    },
  ];

  return {
    jobs,
    sweep,

    /** A new delivery's first attempt, queued now. */
    async queueFirstAttempt(delivery: { id: string; meetingId: string | null }): Promise<void> {
      await queueAttempt({ ...delivery, attempts: 0 });
    },

    /** The test ping: claimed and sent at once, one attempt, no retry. */
    async sendNow(deliveryId: string): Promise<void> {
      const due = await store.webhooks.claim(deliveryId, now(), claimSeconds, false);
      if (due) await attempt(due, false);
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
