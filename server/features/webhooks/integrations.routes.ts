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
