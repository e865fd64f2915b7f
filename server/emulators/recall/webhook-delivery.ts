import { signedHeaders } from '../../providers/bot/recall/signature.ts';

/** Svix tries at once, then after 5 s, 5 min, 30 min...; the emulator's first steps, shortened. */
const retryDelaysMs = [0, 1_000, 5_000, 30_000];

/**
 * Posts one signed webhook (Svix headers, the same `webhook-id` on every attempt) to every endpoint until
 * each answers 2xx or the attempts run out; what no endpoint took is left to the app's reconciliation.
 */
export async function deliverWebhook(options: {
  urls: string[];
  secret: string;
  webhookId: string;
  payload: unknown;
  stopped: () => boolean;
}): Promise<void> {
  const body = JSON.stringify(options.payload);
  await Promise.all(
    options.urls.map(async (url) => {
      for (const delay of retryDelaysMs) {
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
        if (options.stopped()) return;
        const answer = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...signedHeaders(options.secret, options.webhookId, body),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        }).catch(() => undefined);
        if (answer?.ok) return;
      }
    }),
  );
}
