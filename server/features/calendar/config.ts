import { z } from 'zod';
import { configSlice, withoutTrailingSlash, type ServerAddresses } from '../../config-slice.ts';

/** Google Calendar's adapter (adapters/google.ts) and its emulator (server/emulators/google). */
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

/** Outlook calendar's adapter (adapters/outlook.ts) and its emulator (server/emulators/microsoft). */
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

export type CalendarConfig = {
  google: GoogleConfig;
  microsoft: MicrosoftConfig;
  /** The calendar sync: its interval and the per-user limit of syncs asked for by hand. */
  calendarSync: { intervalSeconds: number; perMinute: number };
  /** Consent addresses and code exchanges per user per minute (server/http/abuse-limits.ts). */
  connectsPerMinute: number;
};

export const calendarConfig = configSlice({
  title: 'Calendars',
  intro: [
    'Google Calendar and Outlook (`server/features/calendar`, [Calendars](features/calendar.md)). By default',
    'each adapter talks to an emulator of the provider inside this server (`/emulators/google`,',
    "`/emulators/microsoft`): the consent page is opened by the browser at `PUBLIC_URL`, the server's own calls",
    'go over loopback. To use the real Google Calendar, register an OAuth client in the Google Cloud console and',
    "set `GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET` and the three `GOOGLE_*_BASE_URL` to Google's hosts (see",
    '[Google Calendar](features/calendar.md#google-calendar)); for Microsoft 365 / Outlook.com, register an app',
    'in Microsoft Entra and set `MICROSOFT_CLIENT_ID`, `MICROSOFT_CLIENT_SECRET`, `MICROSOFT_LOGIN_BASE_URL` and',
    '`MICROSOFT_GRAPH_BASE_URL` (see [Outlook calendar](features/calendar.md#outlook-calendar)). Their tokens',
    'are kept sealed ([Secrets at rest](#secrets-at-rest)).',
  ].join('\n'),
  env: z.object({
    GOOGLE_CLIENT_ID: z
      .string()
      .min(1)
      .default('pauta-local.apps.googleusercontent.com')
      .describe("The OAuth client of the Google Cloud project; the emulator's by default."),
    GOOGLE_CLIENT_SECRET: z
      .string()
      .min(1)
      .default('pauta-local-google-secret')
      .describe("The OAuth client's secret; the emulator's by default."),
    GOOGLE_REDIRECT_URI: z
      .url()
      .optional()
      .describe('Where Google sends the browser back: registered on the OAuth client, exactly.'),
    GOOGLE_OAUTH_BASE_URL: z
      .url()
      .optional()
      .describe("The consent page's host, as the browser reaches it (`https://accounts.google.com`)."),
    GOOGLE_TOKEN_BASE_URL: z
      .url()
      .optional()
      .describe("Token and revocation endpoints' host (`https://oauth2.googleapis.com`)."),
    GOOGLE_CALENDAR_BASE_URL: z
      .url()
      .optional()
      .describe('Calendar API v3 and userinfo host (`https://www.googleapis.com`).'),
    GOOGLE_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe("Each Google call's time limit, in milliseconds."),
    GOOGLE_EMULATOR: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Serve the Google emulator under `/emulators/google`; `false` answers 404 there.'),
    GOOGLE_EMULATOR_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3599)
      .describe(
        "Lifetime of the emulator's access tokens, in seconds (Google's are 3599 s); set it low to exercise refreshes.",
      ),
    MICROSOFT_CLIENT_ID: z
      .string()
      .min(1)
      .default('00000000-0000-4000-8000-0000000a0710')
      .describe("The Microsoft Entra app registration's client id; the emulator's by default."),
    MICROSOFT_CLIENT_SECRET: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The app's client secret (a confidential web client); leave it unset only for a real app registered as a public client.",
      ),
    MICROSOFT_TENANT: z
      .string()
      .regex(/^[A-Za-z0-9.-]+$/)
      .default('common')
      .describe(
        'The directory: `common` (any work or personal account), `organizations`, `consumers` or a tenant id.',
      ),
    MICROSOFT_REDIRECT_URI: z
      .url()
      .optional()
      .describe('Where Microsoft sends the browser back: registered on the app, exactly.'),
    MICROSOFT_LOGIN_BASE_URL: z
      .url()
      .optional()
      .describe(
        "The identity platform's host (`https://login.microsoftonline.com`), for the browser and the server.",
      ),
    MICROSOFT_GRAPH_BASE_URL: z
      .url()
      .optional()
      .describe("Microsoft Graph's host (`https://graph.microsoft.com`)."),
    MICROSOFT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(10_000)
      .describe("Each Microsoft call's time limit, in milliseconds."),
    MICROSOFT_EMULATOR: z
      .enum(['true', 'false'])
      .default('true')
      .describe('Serve the Microsoft emulator under `/emulators/microsoft`; `false` answers 404 there.'),
    MICROSOFT_EMULATOR_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(3600)
      .describe(
        "Lifetime of the emulator's access tokens, in seconds (Microsoft's are 60-90 min); set it low to exercise refreshes.",
      ),
    CALENDAR_SYNC_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(900)
      .describe('How often the server syncs each connected calendar by itself, in seconds.'),
    CALENDAR_SYNCS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(10)
      .describe(
        'Syncs by hand (the settings page, the sync pages) a user may start per minute, then 429: each reads their calendar.',
      ),
    CALENDAR_CONNECTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(20)
      .describe(
        "Consent addresses and code exchanges (a calendar's connect round trips) a user may start per minute, then 429.",
      ),
  }),
  // Production talks to Google and Microsoft: their hosts, and no emulator serving fake consent pages.
  productionDefaults: {
    GOOGLE_OAUTH_BASE_URL: 'https://accounts.google.com',
    GOOGLE_TOKEN_BASE_URL: 'https://oauth2.googleapis.com',
    GOOGLE_CALENDAR_BASE_URL: 'https://www.googleapis.com',
    GOOGLE_EMULATOR: 'false',
    MICROSOFT_LOGIN_BASE_URL: 'https://login.microsoftonline.com',
    MICROSOFT_GRAPH_BASE_URL: 'https://graph.microsoft.com',
    MICROSOFT_EMULATOR: 'false',
  },
  shownDefaults: {
    GOOGLE_REDIRECT_URI: '`$PUBLIC_URL/meetings/authcalendar`',
    GOOGLE_OAUTH_BASE_URL: 'the emulator (`$PUBLIC_URL/emulators/google`)',
    GOOGLE_TOKEN_BASE_URL: 'the emulator, over loopback',
    GOOGLE_CALENDAR_BASE_URL: 'the emulator, over loopback',
    MICROSOFT_CLIENT_SECRET: "the emulator's, while `MICROSOFT_LOGIN_BASE_URL` is unset",
    MICROSOFT_REDIRECT_URI: '`$PUBLIC_URL/meetings/authcalendaroutlook`',
    MICROSOFT_LOGIN_BASE_URL: 'the emulator',
    MICROSOFT_GRAPH_BASE_URL: 'the emulator, over loopback',
  },
  read: (values, addresses: ServerAddresses): CalendarConfig => ({
    google: googleConfigOf(values, addresses),
    microsoft: microsoftConfigOf(values, addresses),
    calendarSync: {
      intervalSeconds: values.CALENDAR_SYNC_SECONDS,
      perMinute: values.CALENDAR_SYNCS_PER_MINUTE,
    },
    connectsPerMinute: values.CALENDAR_CONNECTS_PER_MINUTE,
  }),
});

type CalendarEnv = z.output<typeof calendarConfig.env>;

/**
 * The consent page is opened by the browser (PUBLIC_URL); the server's own calls go over loopback, like the
 * CRM emulators'. With the three base URLs set to Google's, the same adapter talks to Google.
 */
function googleConfigOf(values: CalendarEnv, { port, publicUrl }: ServerAddresses): GoogleConfig {
  const loopback = `http://127.0.0.1:${port}/emulators/google`;
  return {
    clientId: values.GOOGLE_CLIENT_ID,
    clientSecret: values.GOOGLE_CLIENT_SECRET,
    redirectUri: values.GOOGLE_REDIRECT_URI ?? `${publicUrl}/meetings/authcalendar`,
    oauthBaseUrl: withoutTrailingSlash(values.GOOGLE_OAUTH_BASE_URL) ?? `${publicUrl}/emulators/google`,
    tokenBaseUrl: withoutTrailingSlash(values.GOOGLE_TOKEN_BASE_URL) ?? loopback,
    calendarBaseUrl: withoutTrailingSlash(values.GOOGLE_CALENDAR_BASE_URL) ?? loopback,
    timeoutMs: values.GOOGLE_TIMEOUT_MS,
    emulator: {
      enabled: values.GOOGLE_EMULATOR === 'true',
      tokenTtlSeconds: values.GOOGLE_EMULATOR_TOKEN_TTL_SECONDS,
    },
  };
}

/**
 * Like Google's: the browser opens the consent page at PUBLIC_URL, the server's own calls go over loopback.
 * With MICROSOFT_LOGIN_BASE_URL and MICROSOFT_GRAPH_BASE_URL set to Microsoft's, the adapter talks to Microsoft.
 */
function microsoftConfigOf(values: CalendarEnv, { port, publicUrl }: ServerAddresses): MicrosoftConfig {
  const loopback = `http://127.0.0.1:${port}/emulators/microsoft`;
  const login = withoutTrailingSlash(values.MICROSOFT_LOGIN_BASE_URL);
  return {
    clientId: values.MICROSOFT_CLIENT_ID,
    // The emulator's app is a confidential client with this secret, as a registered web app would be.
    clientSecret: values.MICROSOFT_CLIENT_SECRET ?? (login ? undefined : 'pauta-local-microsoft-secret'),
    tenant: values.MICROSOFT_TENANT,
    redirectUri: values.MICROSOFT_REDIRECT_URI ?? `${publicUrl}/meetings/authcalendaroutlook`,
    authorizeBaseUrl: login ?? `${publicUrl}/emulators/microsoft/login`,
    tokenBaseUrl: login ?? `${loopback}/login`,
    graphBaseUrl: withoutTrailingSlash(values.MICROSOFT_GRAPH_BASE_URL) ?? `${loopback}/graph`,
    timeoutMs: values.MICROSOFT_TIMEOUT_MS,
    emulator: {
      enabled: values.MICROSOFT_EMULATOR === 'true',
      tokenTtlSeconds: values.MICROSOFT_EMULATOR_TOKEN_TTL_SECONDS,
    },
  };
}
