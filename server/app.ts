import { Hono } from 'hono';
import type { ServerConfig } from './config.ts';
import type { Domain } from './features/index.ts';
import { authenticate, type ApiEnv } from './http/auth.ts';
import { DatabaseUnavailableError } from './db/unavailable.ts';
import { answerError, answerNotFound, answerUnavailable } from './http/errors.ts';
import { extensionsOff } from './http/extensions-off.ts';
import { apiAbuseLimits, ssoLookupLimit } from './http/abuse-limits.ts';
import { appContentSecurityPolicy, cspReportPath } from './http/content-security-policy.ts';
import { securityHeaders } from './http/security-headers.ts';
import { serveSpa } from './http/spa.ts';
import { cspReportRoutes } from './http/csp-report.routes.ts';
import { openApiRoutes } from './http/openapi/openapi.routes.ts';
import { dailyReportsRoutes } from './features/daily-reports/daily-reports.routes.ts';
import { crmIntegrationRoutes } from './features/crm/crm.routes.ts';
import { crmEmulatorRoutes } from './emulators/crm/index.ts';
import { webhookReceiverRoutes } from './emulators/webhook-receiver.ts';
import { googleEmulatorRoutes } from './emulators/google/index.ts';
import { microsoftEmulatorRoutes } from './emulators/microsoft/index.ts';
import type { RecallEmulator } from './emulators/recall/index.ts';
import { recallWebhookRoutes } from './features/bot/recall-webhook.routes.ts';
import { botConfigRoutes, botImageFileRoutes } from './features/bot/bot-config.routes.ts';
import { companyFeaturesRoutes } from './features/company-features/company-features.routes.ts';
import { featureGates } from './http/feature-gates.ts';
import { mediaUrlRoutes, signedFileRoutes } from './features/media/media.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { meetingChatRoutes } from './features/chat/chat.routes.ts';
import { meetingCoachingRoutes } from './features/coaching/coaching.routes.ts';
import { meetingShareRoutes } from './features/sharing/meeting-share.routes.ts';
import { meetingsRoutes } from './features/meetings/meetings.routes.ts';
import { passwordRoutes } from './features/auth/password.routes.ts';
import { shareRoutes } from './features/sharing/shared-meeting.routes.ts';
import { teamsRoutes } from './features/teams/teams.routes.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { teamAdminRoutes } from './features/people/team-admin.routes.ts';
import { auditLogRoutes } from './features/audit-log/audit-log.routes.ts';
import { templatesRoutes } from './features/templates/templates.routes.ts';
import { vocabularyRoutes } from './features/vocabulary/vocabulary.routes.ts';
import { searchRoutes } from './features/search/search.routes.ts';
import { uploadRoutes } from './features/uploads/upload.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import { integrationsRoutes } from './features/webhooks/integrations.routes.ts';
import { answersRoutes } from './features/answers/answers.routes.ts';
import { googleCalendarRoutes } from './features/calendar/google-calendar.routes.ts';
import { outlookCalendarRoutes } from './features/calendar/outlook-calendar.routes.ts';
import { calendarSyncRoutes } from './features/calendar/calendar-sync.routes.ts';
import { enablementRoutes } from './features/enablement/enablement.routes.ts';
import { enrichmentRoutes } from './features/enrichment/enrichment.routes.ts';
import { transcriptionsRoutes } from './features/transcripts/transcriptions.routes.ts';
import type { IdentityService } from './identity/index.ts';
import type { MailService } from './providers/mail/index.ts';

export type AppDeps = {
  config: ServerConfig;
  identity: Pick<IdentityService, 'routes'>;
  /** The services behind /api (server/features), with the bot and the AI they were given. */
  domain: Domain;
  /** The embedded SMTP server's outbox for developers (`/mail/_outbox`), when that server is in use. */
  mail: Pick<MailService, 'routes'>;
  /** Where the built SPA lives; config.distDir (DIST_DIR, `dist/` of the project) by default. */
  distDir?: string;
  /** The embedded Recall.ai emulator, served at /emulators/recall (RECALL_EMULATOR); none: 404 there. */
  recallEmulator?: Pick<RecallEmulator, 'routes'>;
};

/** The whole HTTP surface of one process: identity service, /api and the SPA. */
export function createApp({
  config,
  identity,
  domain,
  mail,
  distDir = config.distDir,
  recallEmulator,
}: AppDeps): Hono {
  const api = new Hono<ApiEnv>()
    .use('*', authenticate({ config, auth: domain.auth }))
    // A feature the company turned off answers 403 before its routes, and spends no abuse budget.
    .route('/', featureGates(domain))
    // Per-user limits on AI calls and new uploads, before the routes they guard.
    .route('/', apiAbuseLimits(config, domain.limits))
    .route('/users/integrations', integrationsRoutes(domain))
    .route('/users', usersRoutes(domain))
    .route('/users/integrations', crmIntegrationRoutes(domain))
    .route('/company-features', companyFeaturesRoutes(domain))
    .route('/', passwordRoutes(domain))
    .route('/upload', uploadRoutes(domain))
    // Before meetingsRoutes: /meetings/videourl/{id} and /voipurl/{id} must not be read as a meeting id.
    .route('/meetings', mediaUrlRoutes(domain))
    .route('/meetings', meetingShareRoutes(domain))
    .route('/meetings', meetingCoachingRoutes(domain))
    .route('/meetings', meetingsRoutes(domain))
    .route('/meeting', answersRoutes(domain))
    .route('/transcriptions', transcriptionsRoutes(domain))
    .route('/enrichment', enrichmentRoutes(domain))
    .route('/teams', teamsRoutes(domain))
    .route('/admin/users', peopleRoutes(domain))
    .route('/admin/teams', teamAdminRoutes(domain))
    .route('/admin/audit-log', auditLogRoutes(domain))
    .route('/daily-report-config', dailyReportsRoutes(domain, config))
    .route('/enablement', enablementRoutes(domain))
    .route('/meeting-chat', meetingChatRoutes(domain))
    .route('/companies/vocabularies', vocabularyRoutes(domain))
    .route('/search', searchRoutes(domain))
    .route('/companies/bot-config', botConfigRoutes(domain))
    .route('/', googleCalendarRoutes(domain))
    .route('/', outlookCalendarRoutes(domain))
    .route('/', calendarSyncRoutes(domain))
    .route('/', templatesRoutes(domain));

  const app = new Hono();
  // First, so every answer (API, SPA files, media, uploads, errors) carries the headers.
  app.use(
    '*',
    securityHeaders({ contentSecurityPolicy: (hostname) => appContentSecurityPolicy(config, hostname) }),
  );
  // The database away (PostgreSQL restarting) is a 503 the client may retry, not a 500.
  app.onError((error, c) =>
    error instanceof DatabaseUnavailableError ? answerUnavailable(c) : answerError(error, c),
  );
  app.notFound(answerNotFound);
  // API_EXTENSIONS=off: the operations the spec does not define answer 404 before any route sees them.
  if (config.apiExtensions === 'off') app.use('/api/*', extensionsOff);
  app.route('/cognito', identity.routes);
  app.route('/mail', mail.routes);
  // HubSpot, RD Station and Pipedrive emulators: the CRM adapters' base URLs unless the real ones are configured.
  app.route('/emulators', crmEmulatorRoutes(config.crm.emulators));
  // A webhook receiver to point a webhook at with no server of one's own (docs/configuration.md, "Webhook").
  app.route('/emulators/webhook', webhookReceiverRoutes(config.webhook.receiver));
  // Google's OAuth 2.0 endpoints and Calendar API: the Google adapter's base URLs unless Google's are configured.
  app.route('/emulators/google', googleEmulatorRoutes(config.google));
  // Microsoft identity platform + Graph calendar view: the Outlook adapter's base URLs unless Microsoft's are set.
  app.route('/emulators/microsoft', microsoftEmulatorRoutes(config.microsoft));
  // Recall.ai's bot API and its signed webhooks: the bot adapter's base URL unless RECALL_BASE_URL is set.
  if (recallEmulator) app.route('/emulators/recall', recallEmulator.routes);
  // Signed upload and media URLs carry their own credential; registered first, they answer before /api's auth.
  app.route('/api/files', signedFileRoutes(domain));
  app.route('/api/files/bot-images', botImageFileRoutes(domain));
  // Public sign-in helpers (basic login, SSO provider): registered first, they answer before /api's auth.
  app.use('/api/auth/sso-provider', ssoLookupLimit(config, domain.limits));
  app.route('/api/auth', authRoutes(domain));
  // A shared meeting's guests authenticate with the link's own credentials, never a user's: before /api's auth.
  app.route('/api/share', shareRoutes(domain));
  // Recall.ai's bot webhooks carry their own signature, never a user's credentials: before /api's auth.
  app.route('/api/webhooks/recall', recallWebhookRoutes(domain));
  // Browsers post Content-Security-Policy violations without credentials: before /api's auth.
  app.route(cspReportPath, cspReportRoutes());
  // The API's OpenAPI document and its browsable reference are public: before /api's auth.
  app.route('/api', openApiRoutes());
  app.route('/api', api);
  // Unknown API and identity paths answer JSON 404 here, before the SPA's catch-all could claim them.
  app.all('/api/*', answerNotFound);
  app.all('/cognito/*', answerNotFound);
  app.all('/mail/*', answerNotFound);
  app.all('/emulators/*', answerNotFound);
  serveSpa(app, distDir, { sourceMaps: !config.production });
  return app;
}
