import { Hono } from 'hono';
import type { ServerConfig } from '../config.ts';
import type { ApiEnv } from './auth.ts';
import { clientAddressOf, type SocketEnv } from './client-address.ts';
import type { RateLimiters } from '../features/limits.ts';
import { rateLimited } from './rate-limit.ts';

const minute = 60_000;
const hour = 60 * minute;

export const abuseMessages = {
  ssoLookups: 'Muitas consultas de login corporativo. Aguarde um minuto e tente novamente.',
  ai: 'Muitas solicitações à IA em pouco tempo. Aguarde um minuto e tente novamente.',
  enablement: 'Muitas consultas ao painel da equipe em pouco tempo. Aguarde um minuto e tente novamente.',
  searches: 'Muitas buscas nas conversas em pouco tempo. Aguarde um minuto e tente novamente.',
  uploads: 'Limite de envios de arquivos por hora atingido. Tente novamente mais tarde.',
  webhookTests: 'Muitos testes de webhook em pouco tempo. Aguarde um minuto e tente novamente.',
  crmKeyChecks: 'Muitas tentativas de conectar o CRM em pouco tempo. Aguarde um minuto e tente novamente.',
  calendarSyncs: 'Muitas sincronizações da agenda em pouco tempo. Aguarde um minuto e tente novamente.',
  calendarConnects:
    'Muitas tentativas de conectar a agenda em pouco tempo. Aguarde um minuto e tente novamente.',
  invitations: 'Limite de convites por hora atingido. Tente novamente mais tarde.',
} as const;

/**
 * `GET /api/auth/sso-provider` is public and tells whether an e-mail domain signs in through SSO: limited
 * per client address (the socket's, never X-Forwarded-For), so nobody walks a list of domains.
 */
export function ssoLookupLimit(config: ServerConfig, limiters: RateLimiters) {
  return rateLimited<SocketEnv>({
    limiter: limiters.rateLimiter('sso-lookups', {
      limit: config.limits.ssoLookupsPerMinute,
      windowMs: minute,
    }),
    keyOf: (c) => clientAddressOf(c) ?? 'unknown',
    message: abuseMessages.ssoLookups,
  });
}

/**
 * The costly signed-in endpoints, limited per user: every AI call (chat messages, template suggestions,
 * transcript improvement; one budget for all), starting uploads and webhook test pings (each one calls out).
 * Mount after the API's authentication.
 */
export function apiAbuseLimits(config: ServerConfig, limiters: RateLimiters) {
  const perUser = (name: keyof typeof abuseMessages, limit: number, windowMs: number) =>
    rateLimited<ApiEnv>({
      limiter: limiters.rateLimiter(name, { limit, windowMs }),
      keyOf: (c) => c.get('caller').userId,
      message: abuseMessages[name],
    });
  const ai = perUser('ai', config.limits.aiRequestsPerMinute, minute);
  const uploads = perUser('uploads', config.limits.uploadsPerHour, hour);
  // Each dashboard figure aggregates a team's meetings in the database.
  const enablement = perUser('enablement', config.limits.enablementQueriesPerMinute, minute);
  // Each search reads the search index of every meeting the caller sees.
  const searches = perUser('searches', config.limits.searchesPerMinute, minute);
  const webhookTests = perUser('webhookTests', config.webhook.testsPerMinute, minute);
  // Saving a CRM key makes the server call the CRM to check it: nobody tries keys against a provider through us.
  const crmKeyChecks = perUser('crmKeyChecks', config.crm.keyChecksPerMinute, minute);
  // A sync reads the user's calendar from Google or Microsoft: nobody hammers a provider through us.
  const calendarSyncs = perUser('calendarSyncs', config.calendarSync.perMinute, minute);
  // Each consent address stores a state, each callback calls the provider's token endpoint.
  const calendarConnects = perUser('calendarConnects', config.limits.calendarConnectsPerMinute, minute);
  // Every invitation, and every re-send, e-mails someone: nobody sends mail to a list through us.
  const invitations = perUser('invitations', config.limits.invitationsPerHour, hour);
  return (
    new Hono<ApiEnv>()
      // Hono's `/*` also matches the path without it: `/message` and `/message/with-contexts`, counted once.
      .on('POST', '/meeting-chat/:meetingId/message/*', ai)
      .on('POST', '/templates/ai-suggestions', ai)
      .on('POST', '/transcriptions/:id/improve', ai)
      .on('POST', '/upload/meetings', uploads)
      .on('GET', '/enablement/*', enablement)
      .on('GET', '/search', searches)
      .on('POST', '/users/integrations/webhook/test', webhookTests)
      .on(
        'PATCH',
        ['/users/integrations/hubspot', '/users/integrations/rdstation', '/users/integrations/pipedrive'],
        crmKeyChecks,
      )
      .on('GET', ['/synccalendar', '/synccalendaroutlook'], calendarSyncs)
      .on('POST', ['/admin/users/invitations', '/admin/users/:id/invitation'], invitations)
      .on('GET', ['/calendar/google/authorize-url', '/authcalendar/:code'], calendarConnects)
      // Outlook: storing a PKCE verifier stores a state; the callback calls Microsoft's token endpoint.
      .on(
        'GET',
        ['/setauthcalendaroutlook/:codeVerifier/:state', '/authcalendaroutlook/:code/:state'],
        calendarConnects,
      )
  );
}
