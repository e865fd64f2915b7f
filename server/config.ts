import { z } from 'zod';
import { secretsConfig } from './crypto/config.ts';
import { dataConfig, type DataConfig } from './db/config.ts';
import {
  calendarConfig,
  type CalendarConfig,
  type GoogleConfig,
  type MicrosoftConfig,
} from './features/calendar/config.ts';
import { crmConfig, type CrmConfig } from './features/crm/config.ts';
import { dailyReportsConfig } from './features/daily-reports/config.ts';
import { sharingConfig, type ShareConfig } from './features/sharing/config.ts';
import { webhooksConfig, type WebhookConfig } from './features/webhooks/config.ts';
import {
  abuseLimitsConfig,
  httpConfig,
  securityHeadersConfig,
  type AbuseLimits,
  type HttpConfig,
  type SecurityHeadersConfig,
} from './http/config.ts';
import { identityConfig, type IdentityConfig } from './identity/config.ts';
import { jobsConfig, type JobsConfig } from './jobs/config.ts';
import { identityAdminConfig, type IdentityAdminConfig } from './providers/identity-admin/config.ts';
import { aiConfig, type AiConfig } from './providers/ai/config.ts';
import { recallConfig, type RecallConfig, type RecallCredentials } from './providers/bot/config.ts';
import { mailConfig, type MailConfig } from './providers/mail/config.ts';
import { mediaConfig, type MediaConfig } from './providers/media/config.ts';
import { sttConfig, type SttConfig } from './providers/stt/config.ts';
import { withProductionDefaults } from './production/production-defaults.ts';

/**
 * Every setting of the reference backend, read once from the environment with embedded defaults so that
 * `npm start` works on a fresh machine. Each part of the server declares its own variables in a slice
 * (server/config-slice.ts), in the order docs/configuration.md lists them (`npm run docs:configuration`).
 */
export const configSlices = [
  httpConfig,
  dataConfig,
  identityConfig,
  identityAdminConfig,
  securityHeadersConfig,
  abuseLimitsConfig,
  mediaConfig,
  sharingConfig,
  recallConfig,
  aiConfig,
  sttConfig,
  mailConfig,
  dailyReportsConfig,
  calendarConfig,
  crmConfig,
  secretsConfig,
  webhooksConfig,
  jobsConfig,
] as const;

/** Every slice's variables in one schema (tests/unit/docs/configuration-doc.test.ts: no name twice). */
export const serverEnvSchema = z.object({
  ...httpConfig.env.shape,
  ...dataConfig.env.shape,
  ...identityConfig.env.shape,
  ...identityAdminConfig.env.shape,
  ...securityHeadersConfig.env.shape,
  ...abuseLimitsConfig.env.shape,
  ...mediaConfig.env.shape,
  ...sharingConfig.env.shape,
  ...recallConfig.env.shape,
  ...aiConfig.env.shape,
  ...sttConfig.env.shape,
  ...mailConfig.env.shape,
  ...dailyReportsConfig.env.shape,
  ...calendarConfig.env.shape,
  ...crmConfig.env.shape,
  ...secretsConfig.env.shape,
  ...webhooksConfig.env.shape,
  ...jobsConfig.env.shape,
});

export type ServerConfig = HttpConfig &
  DataConfig &
  IdentityConfig &
  SecurityHeadersConfig &
  MediaConfig & {
    /** Abuse limits answered 429 with Retry-After (server/http/rate-limit.ts). */
    limits: AbuseLimits & { dailyReportTestsPerHour: number; calendarConnectsPerMinute: number };
    share: ShareConfig;
    stt: SttConfig;
    recall: RecallConfig;
    ai: AiConfig;
    /** SECRETS_KEY decoded; undefined: the secret box keeps its own key in the data dir. */
    secretsKey: Buffer | undefined;
    crm: CrmConfig;
    jobs: JobsConfig;
    webhook: WebhookConfig;
    google: GoogleConfig;
    microsoft: MicrosoftConfig;
    calendarSync: CalendarConfig['calendarSync'];
    mail: MailConfig;
    identityAdmin: IdentityAdminConfig;
  };

/** The configuration of a started server: Recall's credentials are known (server/emulators/recall/credentials.ts). */
export type StartedServerConfig = ServerConfig & { recall: RecallConfig & RecallCredentials };

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const values = serverEnvSchema.parse(withProductionDefaults(env, configSlices));
  const http = httpConfig.read(values);
  const data = dataConfig.read(values);
  const identity = identityConfig.read(values, { publicUrl: http.publicUrl, dataDir: data.dataDir });
  const calendar = calendarConfig.read(values, http);
  return {
    ...http,
    ...data,
    ...identity,
    ...securityHeadersConfig.read(values),
    ...mediaConfig.read(values),
    limits: {
      ...abuseLimitsConfig.read(values),
      ...dailyReportsConfig.read(values),
      calendarConnectsPerMinute: calendar.connectsPerMinute,
    },
    share: sharingConfig.read(values),
    stt: sttConfig.read(values),
    recall: recallConfig.read(values, http),
    ai: aiConfig.read(values),
    secretsKey: secretsConfig.read(values),
    crm: crmConfig.read(values, http),
    jobs: jobsConfig.read(values),
    webhook: webhooksConfig.read(values),
    google: calendar.google,
    microsoft: calendar.microsoft,
    calendarSync: calendar.calendarSync,
    identityAdmin: identityAdminConfig.read(values, { port: http.port, ...identity }),
    // The embedded SMTP server shares the identity service's outbox folder and OUTBOX_HTTP.
    mail: mailConfig.read(values, {
      outboxDir: identity.outboxDir,
      outboxHttp: values.OUTBOX_HTTP === 'true',
    }),
  };
}
