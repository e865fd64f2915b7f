import { Hono, type Context } from 'hono';
import type { Domain } from '../index.ts';
import type { ApiEnv } from '../../http/auth.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import { readJson } from '../../http/read-request.ts';
import { sendParsed } from '../../http/respond.ts';
import { crmIntegrationReaders } from '../crm/crm.routes.ts';
import {
  webhookBodySchema,
  webhookIntegrationSchema,
  webhookSavedSchema,
  webhookTestResultSchema,
} from '../../../src/api-contract/webhook.ts';
import type { ApiOperation } from '../../http/openapi/api-operation.ts';
import { z } from 'zod';
import { crmIntegrationSchema, crmProviders } from '../../../src/api-contract/crm.ts';

/** Answers `GET /api/users/integrations/{integrationType}` for one type, with that type's own schema. */
type IntegrationReader = (c: Context<ApiEnv>) => Promise<Response>;

/**
 * The caller's own integrations (spec section 7), mounted at `/api/users/integrations`: each user reads and
 * writes only theirs, so there is nobody else's to name. `GET /{integrationType}` dispatches through
 * `readers`, one entry per type (webhook here; each CRM adds its own); any other type is a 404.
 */
export function integrationsRoutes({ webhooks, crm }: Pick<Domain, 'webhooks' | 'crm'>) {
  const readers: Record<string, IntegrationReader> = {
    webhook: async (c) => sendParsed(c, webhookIntegrationSchema, await webhooks.read(c.get('caller'))),
    ...crmIntegrationReaders({ crm }),
  };

  return (
    new Hono<ApiEnv>()
      .get('/:integrationType', (c) => {
        const type = c.req.param('integrationType');
        const read = Object.hasOwn(readers, type) ? readers[type] : undefined;
        if (!read) throw new DomainError('integration-not-found');
        return read(c);
      })
      .patch('/webhook', async (c) => {
        const body = await readJson(c, webhookBodySchema, 'first-issue');
        // The answer may carry the new signing secret: no cache along the way keeps a copy.
        c.header('Cache-Control', 'no-store');
        return sendParsed(c, webhookSavedSchema, await webhooks.save(c.get('caller'), body));
      })
      // "Enviar teste": rate-limited per user (http/abuse-limits.ts), it makes the server call out at once.
      .post('/webhook/test', async (c) =>
        sendParsed(c, webhookTestResultSchema, await webhooks.test(c.get('caller'))),
      )
  );
}

/** The OpenAPI document's entries for these routes (server/http/openapi). */
export const integrationsOperations: ApiOperation[] = [
  {
    method: 'GET',
    path: '/api/users/integrations/:integrationType',
    summary: "One of the caller's integrations: the webhook or a CRM (its key masked)",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    params: z.object({ integrationType: z.enum(['webhook', ...crmProviders]) }),
    answers: {
      200: {
        description: "The integration, in its type's shape",
        json: z.union([webhookIntegrationSchema, crmIntegrationSchema]),
      },
    },
  },
  {
    method: 'PATCH',
    path: '/api/users/integrations/webhook',
    summary: "Stores the caller's webhook (the answer may carry a new signing secret, once)",
    tag: 'Users',
    specSection: '7. Calls (Users)',
    auth: 'user',
    body: { json: webhookBodySchema },
    answers: { 200: { description: 'The webhook', json: webhookSavedSchema } },
  },
  {
    method: 'POST',
    path: '/api/users/integrations/webhook/test',
    summary: 'Sends a sample delivery to the webhook now (limited per user)',
    tag: 'Users',
    auth: 'user',
    answers: { 200: { description: 'The delivery', json: webhookTestResultSchema } },
  },
];
