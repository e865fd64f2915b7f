import type { SecretBox } from '../../crypto/secret-box.ts';
import type { WebhookOutcome, WebhookSender } from '../../webhook/sender.ts';
import type { Store } from '../store.ts';
import type { DueDelivery } from './webhooks.repository.ts';

/** The secret box context of a user's signing secret: sealed for one user, it opens for no other. */
export const secretContextOf = (userId: string) => `webhook:${userId}`;

export const removedMessage = 'O webhook foi removido antes da entrega.';
const unreadableSecret =
  'O segredo de assinatura não pôde ser lido (a chave do servidor mudou). Gere um novo segredo.';

/** Deliveries taken per poll; the rest wait for the next one. */
const batchSize = 20;

/** Finished deliveries are kept this long (the page lists the latest), looked at once an hour. */
const keptMs = 30 * 24 * 3600_000;
const pruneEveryMs = 3600_000;

/**
 * The delivery queue: `webhook_deliveries` rows are sent by a poller that claims the due ones, so a
 * restart loses nothing (a claim left by a dead process expires). A 2xx answer delivers; any other outcome
 * waits `retrySeconds[n]` after the n-th attempt (1 min, 5 min, 30 min, 2 h, 6 h by default) and, once they
 * are spent, fails for good, which the meeting's logs then say. Finished deliveries go after 30 days.
 */
export function createWebhookDeliveries(deps: {
  store: Pick<Store, 'webhooks' | 'meetings' | 'meetingLogs'>;
  sender: WebhookSender;
  secrets: SecretBox;
  retrySeconds: readonly number[];
  /** An attempt's time limit; a claim lasts twice as long. */
  timeoutMs: number;
  now: () => Date;
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

  /** Sends every delivery due now; resolves with how many were attempted. */
  async function runDue(): Promise<number> {
    const at = now().getTime();
    if (at - prunedAt >= pruneEveryMs) {
      prunedAt = at;
      await store.webhooks.prune(new Date(at - keptMs));
    }
    const due = await store.webhooks.claimDue(now(), claimSeconds, batchSize);
    await Promise.all(
      due.map((delivery) =>
        attempt(delivery, true).catch((error: unknown) => report(`delivery ${delivery.id} failed`, error)),
      ),
    );
    return due.length;
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  const poll = { again: false, stopped: false };

  /** Polls until nothing is left: a full batch may have left more behind, and a kick may have come. */
  async function drain(): Promise<void> {
    poll.again = false;
    const attempted = await runDue();
    if (!poll.stopped && (attempted === batchSize || poll.again)) await drain();
  }

  /** Runs the queue now; a call while it runs makes it go round once more, so nothing due waits a poll. */
  function kick(): void {
    if (poll.stopped) return;
    if (running) {
      poll.again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => report('poll failed', error))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runDue,
    kick,

    /** Polls every `intervalMs` (and once now: what was due before a restart goes out at once). */
    start(intervalMs: number): void {
      poll.stopped = false;
      timer = setInterval(kick, intervalMs);
      timer.unref();
      kick();
    },

    /** Resolves once the poll under way, if any, is done (what a kick started has been recorded). */
    async idle(): Promise<void> {
      await running;
    },

    /** No attempt starts after this; resolves once the one under way (if any) is recorded. */
    async stop(): Promise<void> {
      poll.stopped = true;
      clearInterval(timer);
      await running;
    },

    /** The test ping: claimed and sent at once, one attempt, no retry. */
    async sendNow(deliveryId: string): Promise<void> {
      const due = await store.webhooks.claim(deliveryId, now(), claimSeconds);
      if (due) await attempt(due, false);
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
