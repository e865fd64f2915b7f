import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Domain } from '../index.ts';
import { problemBody } from '../../http/errors.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';

// A status or media webhook is well under a kilobyte or two; Recall's real-time payloads never come here.
const maxWebhookBytes = 256 * 1024;

/**
 * `POST /api/webhooks/recall`, public: Recall.ai's signed bot webhooks (docs/features/bot.md says how to
 * register it). A missing or bad signature is 401 and changes nothing; a bot this server does not know yet
 * is 409 so Recall delivers it again; anything else is 204, a replay included.
 */
export function recallWebhookRoutes(domain: Pick<Domain, 'bot'>) {
  const tooLarge = bodyLimit({
    maxSize: maxWebhookBytes,
    onError: (c) => c.json(problemBody(413, 'Webhook grande demais.'), 413),
  });
  return new Hono().post('/', tooLarge, async (c) => {
    const outcome = await domain.bot.receiveWebhook(c.req.raw.headers, await c.req.text());
    if (outcome === 'rejected') return c.json(problemBody(401, 'Assinatura do webhook inválida.'), 401);
    if (outcome === 'retry') return c.json(problemBody(409, 'Robô ainda desconhecido; envie de novo.'), 409);
    return c.body(null, 204);
  });
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const recallWebhookOperations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/webhooks/recall',
    summary: "Recall.ai's signed bot webhooks: 401 on a bad signature, 409 for a bot not known yet",
    tag: 'Webhooks',
    auth: 'provider-signature',
    body: { bytes: 'application/json' },
    answers: { 204: { description: 'Received (a replay included)' } },
  },
];
