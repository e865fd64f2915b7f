import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readMediaStoreConfig, type MediaStoreConfig } from './providers/media/store-config.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every setting of the reference backend, read once from the environment with embedded defaults so
 * that `npm start` works on a fresh machine. docs/configuration.md lists each variable.
 */
const fourGibibytes = 4 * 1024 ** 3;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(4173),
  /** Address the browser uses to reach this server; token issuers and signed URLs are built from it. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  /** The built SPA the server hands out; `vite build` writes it to dist/. */
  DIST_DIR: z.string().default(path.join(projectDir, 'dist')),
  /** When set, PostgreSQL is used instead of the embedded PGlite database. */
  DATABASE_URL: z.string().optional(),
  USER_POOL_ID: z.string().default('local_pauta'),
  USER_POOL_CLIENT_ID: z.string().default('pauta-web'),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  /** JWKS the API verifies bearer tokens against; defaults to the embedded identity service's. */
  JWKS_URL: z.url().optional(),
  /** Skip seeding the demo company (tests that bring their own data). */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Largest recording or transcript file an upload accepts, in bytes (4 GiB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(fourGibibytes),
  /** Lifetime of a signed upload URL; the client refreshes it (`GET /api/upload/{id}/refresh-url`). */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  /** Lifetime of a signed media (video/voip) URL. */
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Lifetime of the signed media URL a guest of a shared meeting gets (`GET /api/share/video`). */
  SHARE_MEDIA_URL_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  /** Wrong share passwords per link, and per client address, within the window before a 429. */
  SHARE_MAX_FAILURES_PER_LINK: z.coerce.number().int().positive().default(5),
  SHARE_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  SHARE_FAILURE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** OpenAI-compatible speech-to-text (`POST {STT_BASE_URL}/audio/transcriptions`); unset: none. */
  STT_BASE_URL: z.url().optional(),
  STT_API_KEY: z.string().optional(),
  STT_MODEL: z.string().default('whisper-1'),
  STT_LANGUAGE: z.string().default('pt'),
  /** TLS port of the hosted UI (/oauth2/*, /logout); PORT + 1 by default. */
  HOSTED_UI_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Comma-separated sign-in redirect URLs the hosted UI accepts; `${PUBLIC_URL}/sso-callback` by default. */
  OAUTH_CALLBACK_URLS: z.string().optional(),
  /** Comma-separated sign-out redirect URLs the hosted UI accepts; `${PUBLIC_URL}/` by default. */
  OAUTH_LOGOUT_URLS: z.string().optional(),
  /** Where the identity service writes the e-mails it would send (messages.jsonl); `${DATA_DIR}/outbox`. */
  OUTBOX_DIR: z.string().optional(),
  /**
   * `GET /cognito/_outbox?to=` lists the outbox (a developer tool) to loopback clients; false answers 404.
   * Never served when JWKS_URL points to another identity service: the embedded one is then not in use.
   */
  OUTBOX_HTTP: z.enum(['true', 'false']).default('true'),
  /** Lifetime of ForgotPassword and attribute verification codes. */
  IDENTITY_CODE_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Failed passwords per user within the window that lock sign-in ("Password attempts exceeded"). */
  IDENTITY_MAX_FAILED_PASSWORDS: z.coerce.number().int().positive().default(5),
  IDENTITY_FAILED_PASSWORD_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** How long the lock lasts after the last failure. */
  IDENTITY_LOCKOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** ForgotPassword / ChangePassword calls per user within the window before LimitExceededException. */
  IDENTITY_MAX_PASSWORD_CHANGES: z.coerce.number().int().positive().default(5),
  IDENTITY_PASSWORD_CHANGE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Requests per second per operation before TooManyRequestsException (Cognito's per-pool quotas). */
  IDENTITY_REQUESTS_PER_SECOND: z.coerce.number().int().positive().default(120),
  /** MFA types a user flagged "MFA setup required" may set up (MFA_SETUP's MFAS_CAN_SETUP). */
  IDENTITY_MFA_SETUP_TYPES: z.string().default('SOFTWARE_TOKEN_MFA,EMAIL_OTP'),
  /** Speed of the Recall emulator's bots (server/emulators/recall): 1 is about 90 s of meeting, 0.01 about 1 s. */
  BOT_TIME_SCALE: z.coerce.number().positive().max(100).default(1),
  /** Recall.ai (server/providers/bot/recall): a region's base (https://us-east-1.recall.ai); unset: the emulator. */
  RECALL_BASE_URL: z.url().optional(),
  /** The workspace's API key (`Authorization: Token ...`); the emulator's own key by default. */
  RECALL_API_KEY: z.string().min(1).default('pauta-local-recall-key'),
  /** The workspace's webhook verification secret (whsec_...); the emulator's by default. */
  RECALL_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'RECALL_WEBHOOK_SECRET must look like whsec_<base64>')
    .default('whsec_cGF1dGEtbG9jYWwtcmVjYWxsLXdlYmhvb2stc2VjcmV0'),
  /** Transcription language asked of Recall.ai (its recallai_streaming language_code). */
  RECALL_LANGUAGE: z.string().default('pt'),
  /** Each Recall call's time limit (downloads get 30 times as long). */
  RECALL_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Reconciliation: how often it looks, and how long a bot must be quiet before Recall is asked about it. */
  RECALL_RECONCILE_SECONDS: z.coerce.number().positive().default(60),
  RECALL_QUIET_SECONDS: z.coerce.number().positive().default(180),
  /** Serve the Recall emulator under /emulators/recall; false answers 404 there. */
  RECALL_EMULATOR: z.enum(['true', 'false']).default('true'),
  /** Where the embedded emulator posts its webhooks (comma-separated); this server's own by default. */
  RECALL_EMULATOR_WEBHOOK_URLS: z.string().optional(),
  /** Comma-separated origins the app may also fetch from (connect-src): an identity service elsewhere. */
  CSP_CONNECT_SOURCES: z.string().default(''),
  /** Strict-Transport-Security max-age of the hosted UI's TLS port (never sent for localhost). */
  HSTS_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(365 * 24 * 3600),
  /** SSO provider look-ups (`GET /api/auth/sso-provider`) per client address per minute. */
  SSO_LOOKUPS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** AI requests (chat messages, template suggestions, transcript improvement) per user per minute. */
  AI_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // The team dashboard asks seven figures per view: a few views a minute stay far below this.
  ENABLEMENT_QUERIES_PER_MINUTE: z.coerce.number().int().positive().default(240),
  /** Uploads a user may start per hour. */
  UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Daily report test e-mails ("Enviar teste agora") an administrator may send per hour. */
  DAILY_REPORT_TESTS_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** Free space the media folder must keep after an upload's declared size (1 GiB), else 507. */
  UPLOAD_MIN_FREE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(1024 ** 3),
  /** OpenAI-compatible endpoint (e.g. https://api.openai.com/v1); unset keeps the embedded extractive AI. */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Base64 of 32 bytes: the AES-256-GCM key for secrets at rest; unset: one generated under DATA_DIR/secrets. */
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'SECRETS_KEY must be base64 of 32 bytes')
    .optional(),
  /** The hosted UI's TLS certificate and key (PEM files, both or neither); unset: a self-signed one for localhost. */
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  /** CRM APIs (server/features/crm/adapters): each provider's real base URL; unset, the emulator embedded under /emulators/*. */
  HUBSPOT_BASE_URL: z.url().optional(),
  RDSTATION_BASE_URL: z.url().optional(),
  PIPEDRIVE_BASE_URL: z.url().optional(),
  /** Each CRM call's time limit; 5xx, 429 and timeouts are tried twice more, waiting CRM_RETRY_DELAY_MS, then double. */
  CRM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  CRM_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(500),
  /** Key checks (PATCH /api/users/integrations/hubspot|rdstation|pipedrive) a user may make per minute: each calls the CRM. */
  CRM_KEY_CHECKS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** Serve the CRM emulators (/emulators/hubspot, /rdstation, /pipedrive); false answers 404 there. */
  CRM_EMULATORS: z.enum(['true', 'false']).default('true'),
  /** Webhook deliveries (server/features/webhooks): one attempt's time limit, in seconds. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().positive().max(60).default(10),
  /** Waits after each failed attempt, in seconds (1 min, 5 min, 30 min, 2 h, 6 h); then the delivery fails. */
  WEBHOOK_RETRY_SECONDS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'WEBHOOK_RETRY_SECONDS must be comma-separated whole seconds')
    .default('60,300,1800,7200,21600'),
  /**
   * Background jobs (server/jobs, pg-boss): how often an idle worker asks for work (a job sent by this server
   * wakes its workers at once), and how often the jobs of a server that died are put back and finished ones
   * archived, in seconds.
   */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).default(60),
  /** "Enviar teste" pings a user may send per minute. */
  WEBHOOK_TESTS_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Serve the embedded webhook receiver (/emulators/webhook/inbox, its listing /emulators/webhook/_received). */
  WEBHOOK_RECEIVER: z.enum(['true', 'false']).default('true'),
  /** How often the server syncs each connected calendar by itself (server/features/calendar), in seconds. */
  CALENDAR_SYNC_SECONDS: z.coerce.number().int().positive().default(900),
  /** Syncs by hand (the settings page, the sync pages) a user may start per minute: each reads their calendar. */
  CALENDAR_SYNCS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /** SMTP server e-mail goes to (smtp://user:pass@host:587, smtps://...:465); unset: the embedded one. */
  SMTP_URL: z.url().optional(),
  /** The From of every e-mail the product sends. */
  MAIL_FROM: z.string().min(3).default('Pauta <nao-responda@pauta.local>'),
  /** Port of the embedded SMTP server on 127.0.0.1 (only the server itself talks to it): 0, any free one. */
  MAIL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Google Calendar (server/features/calendar/adapters/google.ts): the OAuth client of the Google Cloud project. */
  GOOGLE_CLIENT_ID: z.string().min(1).default('pauta-local.apps.googleusercontent.com'),
  GOOGLE_CLIENT_SECRET: z.string().min(1).default('pauta-local-google-secret'),
  /** Where Google sends the browser back: registered on the OAuth client; `${PUBLIC_URL}/meetings/authcalendar`. */
  GOOGLE_REDIRECT_URI: z.url().optional(),
  /** The consent page's host, as the browser reaches it (https://accounts.google.com); unset: the emulator. */
  GOOGLE_OAUTH_BASE_URL: z.url().optional(),
  /** Token and revocation endpoints' host (https://oauth2.googleapis.com); unset: the emulator. */
  GOOGLE_TOKEN_BASE_URL: z.url().optional(),
  /** Calendar API v3 and userinfo host (https://www.googleapis.com); unset: the emulator. */
  GOOGLE_CALENDAR_BASE_URL: z.url().optional(),
  /** Each Google call's time limit. */
  GOOGLE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Serve the Google emulator under /emulators/google; false answers 404 there. */
  GOOGLE_EMULATOR: z.enum(['true', 'false']).default('true'),
  /** Lifetime of the emulator's access tokens (Google's are 3599 s); short, to exercise refreshes. */
  GOOGLE_EMULATOR_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3599),
  /** Consent addresses and code exchanges (a calendar's connect round trips) a user may start per minute. */
  CALENDAR_CONNECTS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Outlook calendar (server/features/calendar/adapters/outlook.ts): the Microsoft Entra app registration's client id. */
  MICROSOFT_CLIENT_ID: z.string().min(1).default('00000000-0000-4000-8000-0000000a0710'),
  /** The app's client secret (a confidential web client); unset with a real app registered as a public client. */
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** The directory: `common` (any work or personal account), `organizations`, `consumers` or a tenant id. */
  MICROSOFT_TENANT: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/)
    .default('common'),
  /** Where Microsoft sends the browser back: `${PUBLIC_URL}/meetings/authcalendaroutlook` by default. */
  MICROSOFT_REDIRECT_URI: z.url().optional(),
  /** The identity platform's host (https://login.microsoftonline.com); unset: the emulator. */
  MICROSOFT_LOGIN_BASE_URL: z.url().optional(),
  /** Microsoft Graph's host (https://graph.microsoft.com); unset: the emulator. */
  MICROSOFT_GRAPH_BASE_URL: z.url().optional(),
  /** Each Microsoft call's time limit. */
  MICROSOFT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Serve the Microsoft emulator under /emulators/microsoft; false answers 404 there. */
  MICROSOFT_EMULATOR: z.enum(['true', 'false']).default('true'),
  /** Lifetime of the emulator's access tokens (Microsoft's are 60-90 min); short, to exercise refreshes. */
  MICROSOFT_EMULATOR_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
});

const urlList = (value: string | undefined, fallback: string) =>
  (value ?? fallback)
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url.length > 0);

export type ServerConfig = {
  port: number;
  publicUrl: string;
  dataDir: string;
  distDir: string;
  databaseUrl: string | undefined;
  userPoolId: string;
  userPoolClientId: string;
  idTokenTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Issuer of the identity service's tokens: `${publicUrl}/cognito/${userPoolId}`. */
  issuer: string;
  jwksUrl: string;
  seedDemo: boolean;
  upload: { maxBytes: number; urlTtlSeconds: number; minFreeBytes: number };
  /** Where media bytes live: local disk, or an S3-compatible bucket (server/providers/media/store-config.ts). */
  mediaStore: MediaStoreConfig;
  /** Content-Security-Policy additions and the hosted UI's HSTS (server/http/security-headers.ts). */
  csp: { extraConnectSources: string[] };
  hstsMaxAgeSeconds: number;
  /** Abuse limits answered 429 with Retry-After (server/http/rate-limit.ts). */
  limits: {
    ssoLookupsPerMinute: number;
    aiRequestsPerMinute: number;
    enablementQueriesPerMinute: number;
    uploadsPerHour: number;
    dailyReportTestsPerHour: number;
    calendarConnectsPerMinute: number;
  };
  mediaUrlTtlSeconds: number;
  /** Shared meetings (`/api/share`): the guests' media URL lifetime and the wrong-password throttle. */
  share: {
    mediaUrlTtlSeconds: number;
    maxFailuresPerLink: number;
    maxFailuresPerAddress: number;
    failureWindowSeconds: number;
  };
  /** Set only when STT_BASE_URL is: audio and video then get transcribed. */
  stt: { baseUrl: string; apiKey: string | undefined; model: string; language: string } | undefined;
  hostedUiPort: number;
  /** `https://localhost:${hostedUiPort}`: Amplify's oauth.domain, served with a self-signed certificate. */
  hostedUiUrl: string;
  oauthCallbackUrls: string[];
  oauthLogoutUrls: string[];
  outboxDir: string;
  /** OUTBOX_HTTP, and the embedded identity service is the one the API trusts; loopback clients only. */
  outboxHttp: boolean;
  identityCodeTtlSeconds: number;
  identityMaxFailedPasswords: number;
  identityFailedPasswordWindowSeconds: number;
  identityLockoutSeconds: number;
  identityMaxPasswordChanges: number;
  identityPasswordChangeWindowSeconds: number;
  identityRequestsPerSecond: number;
  identityMfaSetupTypes: Array<'SOFTWARE_TOKEN_MFA' | 'EMAIL_OTP'>;
  /** The Recall.ai adapter (server/providers/bot/recall) and its emulator (server/emulators/recall). */
  recall: RecallConfig;
  /** Set only when AI_BASE_URL is. */
  ai: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  /** SECRETS_KEY decoded; undefined: the secret box keeps its own key in the data dir. */
  secretsKey: Buffer | undefined;
  /** TLS_CERT_FILE and TLS_KEY_FILE; undefined: the self-signed certificate every server shares (database). */
  tls: { certFile: string; keyFile: string } | undefined;
  /** CRM adapters (server/features/crm/adapters) and their embedded emulators (server/emulators/crm). */
  crm: {
    baseUrls: { hubspot: string; rdstation: string; pipedrive: string };
    timeoutMs: number;
    retryDelayMs: number;
    keyChecksPerMinute: number;
    emulators: boolean;
  };
  /**
   * E-mail (server/providers/mail): SMTP_URL, else the embedded SMTP server writing to `${outboxDir}/mail.jsonl`,
   * listed at `GET /mail/_outbox?to=` to loopback clients when OUTBOX_HTTP allows it.
   */
  /** Background jobs (server/jobs): JOBS_POLL_SECONDS and JOBS_MAINTENANCE_SECONDS. */
  jobs: { pollSeconds: number; maintenanceSeconds: number };
  /** Signed webhook deliveries (server/features/webhooks, server/features/webhooks) and the test ping's abuse limit. */
  webhook: {
    timeoutMs: number;
    retrySeconds: number[];
    testsPerMinute: number;
    /** The embedded receiver (server/emulators/webhook-receiver.ts) is served. */
    receiver: boolean;
  };
  /** Google Calendar's adapter (server/features/calendar/adapters/google.ts) and its emulator (server/emulators/google). */
  google: GoogleConfig;
  /** Outlook calendar's adapter (server/features/calendar/adapters/outlook.ts) and its emulator (server/emulators/microsoft). */
  microsoft: MicrosoftConfig;
  /** The calendar sync: its interval and the per-user limit of syncs asked for by hand. */
  calendarSync: { intervalSeconds: number; perMinute: number };
  mail: {
    smtpUrl: string | undefined;
    from: string;
    embeddedPort: number;
    outboxFile: string;
    outboxHttp: boolean;
  };
};

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.parse(env);
  const publicUrl = (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, '');
  const issuer = `${publicUrl}/cognito/${parsed.USER_POOL_ID}`;
  const hostedUiPort = parsed.HOSTED_UI_PORT ?? parsed.PORT + 1;
  const embeddedJwksUrl = `${issuer}/.well-known/jwks.json`;
  // Bearer tokens are checked against the embedded pool's keys unless JWKS_URL names another service.
  const identityEmbedded = !parsed.JWKS_URL || parsed.JWKS_URL === embeddedJwksUrl;
  return {
    port: parsed.PORT,
    publicUrl,
    dataDir: parsed.DATA_DIR,
    distDir: path.resolve(parsed.DIST_DIR),
    databaseUrl: parsed.DATABASE_URL,
    userPoolId: parsed.USER_POOL_ID,
    userPoolClientId: parsed.USER_POOL_CLIENT_ID,
    idTokenTtlSeconds: parsed.ID_TOKEN_TTL_SECONDS,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: parsed.REFRESH_TOKEN_TTL_SECONDS,
    issuer,
    jwksUrl: parsed.JWKS_URL ?? embeddedJwksUrl,
    seedDemo: parsed.SEED_DEMO === 'true',
    upload: {
      maxBytes: parsed.UPLOAD_MAX_BYTES,
      urlTtlSeconds: parsed.UPLOAD_URL_TTL_SECONDS,
      minFreeBytes: parsed.UPLOAD_MIN_FREE_BYTES,
    },
    mediaStore: readMediaStoreConfig(env),
    csp: { extraConnectSources: urlList(parsed.CSP_CONNECT_SOURCES, '') },
    hstsMaxAgeSeconds: parsed.HSTS_MAX_AGE_SECONDS,
    limits: {
      ssoLookupsPerMinute: parsed.SSO_LOOKUPS_PER_MINUTE,
      aiRequestsPerMinute: parsed.AI_REQUESTS_PER_MINUTE,
      enablementQueriesPerMinute: parsed.ENABLEMENT_QUERIES_PER_MINUTE,
      uploadsPerHour: parsed.UPLOADS_PER_HOUR,
      dailyReportTestsPerHour: parsed.DAILY_REPORT_TESTS_PER_HOUR,
      calendarConnectsPerMinute: parsed.CALENDAR_CONNECTS_PER_MINUTE,
    },
    mediaUrlTtlSeconds: parsed.MEDIA_URL_TTL_SECONDS,
    share: {
      mediaUrlTtlSeconds: parsed.SHARE_MEDIA_URL_TTL_SECONDS,
      maxFailuresPerLink: parsed.SHARE_MAX_FAILURES_PER_LINK,
      maxFailuresPerAddress: parsed.SHARE_MAX_FAILURES_PER_ADDRESS,
      failureWindowSeconds: parsed.SHARE_FAILURE_WINDOW_SECONDS,
    },
    stt: parsed.STT_BASE_URL
      ? {
          baseUrl: parsed.STT_BASE_URL.replace(/\/$/, ''),
          apiKey: parsed.STT_API_KEY,
          model: parsed.STT_MODEL,
          language: parsed.STT_LANGUAGE,
        }
      : undefined,
    hostedUiPort,
    hostedUiUrl: `https://localhost:${hostedUiPort}`,
    oauthCallbackUrls: urlList(parsed.OAUTH_CALLBACK_URLS, `${publicUrl}/sso-callback`),
    oauthLogoutUrls: urlList(parsed.OAUTH_LOGOUT_URLS, `${publicUrl}/`),
    outboxDir: parsed.OUTBOX_DIR ?? path.join(parsed.DATA_DIR, 'outbox'),
    outboxHttp: parsed.OUTBOX_HTTP === 'true' && identityEmbedded,
    identityCodeTtlSeconds: parsed.IDENTITY_CODE_TTL_SECONDS,
    identityMaxFailedPasswords: parsed.IDENTITY_MAX_FAILED_PASSWORDS,
    identityFailedPasswordWindowSeconds: parsed.IDENTITY_FAILED_PASSWORD_WINDOW_SECONDS,
    identityLockoutSeconds: parsed.IDENTITY_LOCKOUT_SECONDS,
    identityMaxPasswordChanges: parsed.IDENTITY_MAX_PASSWORD_CHANGES,
    identityPasswordChangeWindowSeconds: parsed.IDENTITY_PASSWORD_CHANGE_WINDOW_SECONDS,
    identityRequestsPerSecond: parsed.IDENTITY_REQUESTS_PER_SECOND,
    identityMfaSetupTypes: mfaSetupTypesOf(parsed.IDENTITY_MFA_SETUP_TYPES),
    recall: recallConfigOf(parsed),
    ai: parsed.AI_BASE_URL
      ? { baseUrl: parsed.AI_BASE_URL.replace(/\/$/, ''), apiKey: parsed.AI_API_KEY, model: parsed.AI_MODEL }
      : undefined,
    secretsKey: parsed.SECRETS_KEY ? Buffer.from(parsed.SECRETS_KEY, 'base64') : undefined,
    tls: tlsFilesOf(parsed),
    crm: crmConfigOf(parsed),
    google: googleConfigOf(parsed, publicUrl),
    microsoft: microsoftConfigOf(parsed, publicUrl),
    calendarSync: {
      intervalSeconds: parsed.CALENDAR_SYNC_SECONDS,
      perMinute: parsed.CALENDAR_SYNCS_PER_MINUTE,
    },
    jobs: { pollSeconds: parsed.JOBS_POLL_SECONDS, maintenanceSeconds: parsed.JOBS_MAINTENANCE_SECONDS },
    webhook: {
      timeoutMs: parsed.WEBHOOK_TIMEOUT_SECONDS * 1000,
      retrySeconds: parsed.WEBHOOK_RETRY_SECONDS.split(',').map(Number),
      testsPerMinute: parsed.WEBHOOK_TESTS_PER_MINUTE,
      receiver: parsed.WEBHOOK_RECEIVER === 'true',
    },
    mail: {
      smtpUrl: parsed.SMTP_URL,
      from: parsed.MAIL_FROM,
      embeddedPort: parsed.MAIL_SMTP_PORT,
      outboxFile: path.join(parsed.OUTBOX_DIR ?? path.join(parsed.DATA_DIR, 'outbox'), 'mail.jsonl'),
      outboxHttp: parsed.OUTBOX_HTTP === 'true' && !parsed.SMTP_URL,
    },
  };
}

function tlsFilesOf(parsed: z.infer<typeof envSchema>): ServerConfig['tls'] {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = parsed;
  if (certFile && keyFile) return { certFile, keyFile };
  if (certFile || keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return undefined;
}

const mfaTypes = ['SOFTWARE_TOKEN_MFA', 'EMAIL_OTP'] as const;

function mfaSetupTypesOf(list: string): Array<(typeof mfaTypes)[number]> {
  return z
    .array(z.enum(mfaTypes))
    .min(1)
    .parse(list.split(',').map((type) => type.trim()));
}

/** Loopback, not PUBLIC_URL: the server calls its own emulator, whatever address the browser uses. */
function crmConfigOf(parsed: z.infer<typeof envSchema>): ServerConfig['crm'] {
  const emulator = (name: string) => `http://127.0.0.1:${parsed.PORT}/emulators/${name}`;
  const trimmed = (url: string | undefined) => url?.replace(/\/$/, '');
  return {
    baseUrls: {
      hubspot: trimmed(parsed.HUBSPOT_BASE_URL) ?? emulator('hubspot'),
      rdstation: trimmed(parsed.RDSTATION_BASE_URL) ?? emulator('rdstation'),
      pipedrive: trimmed(parsed.PIPEDRIVE_BASE_URL) ?? emulator('pipedrive'),
    },
    timeoutMs: parsed.CRM_TIMEOUT_MS,
    retryDelayMs: parsed.CRM_RETRY_DELAY_MS,
    keyChecksPerMinute: parsed.CRM_KEY_CHECKS_PER_MINUTE,
    emulators: parsed.CRM_EMULATORS === 'true',
  };
}

export type RecallConfig = {
  baseUrl: string;
  apiKey: string;
  webhookSecret: string;
  language: string;
  timeoutMs: number;
  reconcileSeconds: number;
  quietSeconds: number;
  emulator: { enabled: boolean; webhookUrls: string[]; timeScale: number };
};

/** The server reaches its own emulator over loopback, like the CRM's; so do the emulator's webhooks. */
function recallConfigOf(parsed: z.infer<typeof envSchema>): RecallConfig {
  const loopback = `http://127.0.0.1:${parsed.PORT}`;
  return {
    baseUrl: parsed.RECALL_BASE_URL?.replace(/\/$/, '') ?? `${loopback}/emulators/recall`,
    apiKey: parsed.RECALL_API_KEY,
    webhookSecret: parsed.RECALL_WEBHOOK_SECRET,
    language: parsed.RECALL_LANGUAGE,
    timeoutMs: parsed.RECALL_TIMEOUT_MS,
    reconcileSeconds: parsed.RECALL_RECONCILE_SECONDS,
    quietSeconds: parsed.RECALL_QUIET_SECONDS,
    emulator: {
      enabled: parsed.RECALL_EMULATOR === 'true',
      webhookUrls: urlList(parsed.RECALL_EMULATOR_WEBHOOK_URLS, `${loopback}/api/webhooks/recall`),
      timeScale: parsed.BOT_TIME_SCALE,
    },
  };
}

export type GoogleConfig = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Base of `/o/oauth2/v2/auth`, reached by the browser: PUBLIC_URL's emulator by default. */
  oauthBaseUrl: string;
  /** Base of `/token` and `/revoke`, reached by this server. */
  tokenBaseUrl: string;
  /** Base of `/calendar/v3/...` and `/oauth2/v3/userinfo`, reached by this server. */
  calendarBaseUrl: string;
  timeoutMs: number;
  emulator: { enabled: boolean; tokenTtlSeconds: number };
};

/**
 * The consent page is opened by the browser (PUBLIC_URL); the server's own calls go over loopback, like the
 * CRM emulators'. With the three base URLs set to Google's, the same adapter talks to Google.
 */
function googleConfigOf(parsed: z.infer<typeof envSchema>, publicUrl: string): GoogleConfig {
  const trimmed = (url: string | undefined) => url?.replace(/\/$/, '');
  const loopback = `http://127.0.0.1:${parsed.PORT}/emulators/google`;
  return {
    clientId: parsed.GOOGLE_CLIENT_ID,
    clientSecret: parsed.GOOGLE_CLIENT_SECRET,
    redirectUri: parsed.GOOGLE_REDIRECT_URI ?? `${publicUrl}/meetings/authcalendar`,
    oauthBaseUrl: trimmed(parsed.GOOGLE_OAUTH_BASE_URL) ?? `${publicUrl}/emulators/google`,
    tokenBaseUrl: trimmed(parsed.GOOGLE_TOKEN_BASE_URL) ?? loopback,
    calendarBaseUrl: trimmed(parsed.GOOGLE_CALENDAR_BASE_URL) ?? loopback,
    timeoutMs: parsed.GOOGLE_TIMEOUT_MS,
    emulator: {
      enabled: parsed.GOOGLE_EMULATOR === 'true',
      tokenTtlSeconds: parsed.GOOGLE_EMULATOR_TOKEN_TTL_SECONDS,
    },
  };
}

export type MicrosoftConfig = {
  clientId: string;
  /** Absent for a public client (PKCE alone); sent on every token request when present. */
  clientSecret: string | undefined;
  tenant: string;
  redirectUri: string;
  /** Base of `/{tenant}/oauth2/v2.0/authorize`, reached by the browser: PUBLIC_URL's emulator by default. */
  authorizeBaseUrl: string;
  /** Base of `/{tenant}/oauth2/v2.0/token`, reached by this server. */
  tokenBaseUrl: string;
  /** Base of `/v1.0/...` (Microsoft Graph), reached by this server. */
  graphBaseUrl: string;
  timeoutMs: number;
  emulator: { enabled: boolean; tokenTtlSeconds: number };
};

/**
 * Like Google's: the browser opens the consent page at PUBLIC_URL, the server's own calls go over loopback.
 * With MICROSOFT_LOGIN_BASE_URL and MICROSOFT_GRAPH_BASE_URL set to Microsoft's, the adapter talks to Microsoft.
 */
function microsoftConfigOf(parsed: z.infer<typeof envSchema>, publicUrl: string): MicrosoftConfig {
  const trimmed = (url: string | undefined) => url?.replace(/\/$/, '');
  const loopback = `http://127.0.0.1:${parsed.PORT}/emulators/microsoft`;
  const login = trimmed(parsed.MICROSOFT_LOGIN_BASE_URL);
  return {
    clientId: parsed.MICROSOFT_CLIENT_ID,
    // The emulator's app is a confidential client with this secret, as a registered web app would be.
    clientSecret: parsed.MICROSOFT_CLIENT_SECRET ?? (login ? undefined : 'pauta-local-microsoft-secret'),
    tenant: parsed.MICROSOFT_TENANT,
    redirectUri: parsed.MICROSOFT_REDIRECT_URI ?? `${publicUrl}/meetings/authcalendaroutlook`,
    authorizeBaseUrl: login ?? `${publicUrl}/emulators/microsoft/login`,
    tokenBaseUrl: login ?? `${loopback}/login`,
    graphBaseUrl: trimmed(parsed.MICROSOFT_GRAPH_BASE_URL) ?? `${loopback}/graph`,
    timeoutMs: parsed.MICROSOFT_TIMEOUT_MS,
    emulator: {
      enabled: parsed.MICROSOFT_EMULATOR === 'true',
      tokenTtlSeconds: parsed.MICROSOFT_EMULATOR_TOKEN_TTL_SECONDS,
    },
  };
}
