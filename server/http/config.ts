import path from 'node:path';
import { z } from 'zod';
import { configSlice, listOf, projectDir } from '../config-slice.ts';

export type HttpConfig = {
  port: number;
  publicUrl: string;
  distDir: string;
  hostedUiPort: number;
  /** `https://localhost:${hostedUiPort}`: Amplify's oauth.domain, served with a self-signed certificate. */
  hostedUiUrl: string;
  /** TLS_CERT_FILE and TLS_KEY_FILE; undefined: the self-signed certificate every server shares (database). */
  tls: { certFile: string; keyFile: string } | undefined;
  /** Proxies whose X-Forwarded-For is believed (client-address.ts): their addresses as their sockets show. */
  trustedProxies: string[];
  /** NODE_ENV=production: built-in secrets refused, emulators off unless asked (server/production/). */
  production: boolean;
  /** API_EXTENSIONS: `off` answers 404 to the operations the spec does not define (api-extensions.ts). */
  apiExtensions: 'on' | 'off';
};

/** The ports (start-server.ts), the addresses other slices build on, and the files served (app.ts). */
export const httpConfig = configSlice({
  title: 'Server',
  intro: [
    'The HTTP server (`server/http/start-server.ts`): one port for the app, the API, the media and the identity',
    'service, and a TLS port for the hosted sign-in pages of SSO. Behind a proxy or a load balancer, set',
    '`PUBLIC_URL` to the address browsers use (see',
    '[Deployment: several app servers](operations.md#deployment-several-app-servers)).',
  ].join('\n'),
  env: z.object({
    NODE_ENV: z
      .string()
      .optional()
      .describe(
        '`production`: production mode ([Going to production](../README.md#going-to-production)): the server refuses to start while a secret has its built-in default, runs no emulator and seeds no demo data unless asked, and serves no source maps.',
      ),
    PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .default(4173)
      .describe('HTTP port of the app, the API and the identity service.'),
    PUBLIC_URL: z
      .url()
      .optional()
      .describe(
        'Address the browser uses to reach this server; token issuers and signed URLs are built from it.',
      ),
    TRUSTED_PROXIES: z
      .string()
      .optional()
      .describe(
        'Addresses of the load balancers or reverse proxies in front of this server (comma-separated IPs, as this server sees them connect): only their `X-Forwarded-For` is read, so per-client limits count each client and not the proxy. Unset: no proxy is trusted and the header is ignored.',
      ),
    DIST_DIR: z
      .string()
      .default(path.join(projectDir, 'dist'))
      .describe('The built app (SPA) the server hands out; `vite build` writes it to `dist/`.'),
    HOSTED_UI_PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .optional()
      .describe('TLS port of the hosted UI, the sign-in pages of SSO (`/oauth2/*`, `/logout`).'),
    TLS_CERT_FILE: z
      .string()
      .min(1)
      .optional()
      .describe(
        "The hosted UI's TLS certificate, a PEM file; set it with `TLS_KEY_FILE` (both or neither). Unset: a self-signed one for localhost, shared by every server of one database.",
      ),
    TLS_KEY_FILE: z
      .string()
      .min(1)
      .optional()
      .describe("The private key (PEM) of `TLS_CERT_FILE`'s certificate; both or neither."),
    API_EXTENSIONS: z
      .enum(['on', 'off'])
      .default('on')
      .describe(
        "`off`: every `/api` operation the product specification does not define (the list in `server/http/api-extensions.ts`, each with its reason; see [API conformance](api-conformance.md)) answers 404 exactly as an unknown route does, so the app can be checked against what a backend built to the spec alone answers. The signed file addresses, the bot provider's webhooks and the CSP reports stay: they stand in for outside services.",
      ),
  }),
  shownDefaults: {
    PUBLIC_URL: '`http://localhost:$PORT`',
    NODE_ENV: 'development',
    DIST_DIR: "the project's `dist`",
    HOSTED_UI_PORT: '`PORT + 1`',
    TLS_CERT_FILE: 'self-signed',
    TLS_KEY_FILE: 'self-signed',
  },
  read(values): HttpConfig {
    const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, '');
    const hostedUiPort = values.HOSTED_UI_PORT ?? values.PORT + 1;
    return {
      port: values.PORT,
      publicUrl,
      distDir: path.resolve(values.DIST_DIR),
      hostedUiPort,
      hostedUiUrl: `https://localhost:${hostedUiPort}`,
      tls: tlsFilesOf(values.TLS_CERT_FILE, values.TLS_KEY_FILE),
      production: values.NODE_ENV === 'production',
      trustedProxies: listOf(values.TRUSTED_PROXIES, '').map((address) => address.toLowerCase()),
      apiExtensions: values.API_EXTENSIONS,
    };
  },
});

function tlsFilesOf(certFile: string | undefined, keyFile: string | undefined): HttpConfig['tls'] {
  if (certFile && keyFile) return { certFile, keyFile };
  if (certFile || keyFile) throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both or neither');
  return undefined;
}

/** Content-Security-Policy additions and the hosted UI's HSTS (server/http/security-headers.ts). */
export type SecurityHeadersConfig = {
  csp: { extraConnectSources: string[] };
  hstsMaxAgeSeconds: number;
};

export const securityHeadersConfig = configSlice({
  title: 'Security headers',
  intro: [
    "Every answer of the app's port (pages, files, API, media, uploads, identity service)",
    "carries a Content-Security-Policy — `default-src 'self'`, `script-src 'self'` (no inline script anywhere;",
    "`public/zod-jitless.js` turns off Zod's `new Function` compiler, which `script-src` forbids),",
    "`style-src 'self' 'unsafe-inline'` (Emotion writes `<style>` elements at run time and React sets `style`",
    'attributes; an inline style runs no code, and `img-src`/`connect-src` keep it from sending data elsewhere),',
    "`img-src 'self' data: blob:`, `media-src 'self' blob:`, `connect-src 'self'` plus the hosted UI (and",
    "`CSP_CONNECT_SOURCES`), `object-src 'none'`, `base-uri 'none'`, `form-action 'self'` plus the hosted UI,",
    "`frame-ancestors 'none'` and `report-uri /api/csp-report` (violations are logged; the last 50 are listed",
    'to clients on this machine at `GET /api/csp-report`) — plus `X-Content-Type-Options: nosniff`,',
    "`X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin` (a shared meeting's page and",
    "API keep `no-referrer`) and `Cross-Origin-Opener-Policy: same-origin`. The hosted UI's pages have no script",
    'at all and allow their one `<style>` by hash; its TLS port alone sends `Strict-Transport-Security`, except',
    "for localhost or an address (HSTS holds for a host name on every port, and would push the app's own http",
    "port to https). With `MEDIA_STORE=s3` the policy also admits the bucket's origin in `connect-src` and",
    '`media-src`. The end-to-end suite fails any test whose pages broke the policy (`tests/e2e/support/test.ts`).',
  ].join('\n'),
  env: z.object({
    CSP_CONNECT_SOURCES: z
      .string()
      .default('')
      .describe(
        'Comma-separated origins the app may also fetch from (`connect-src`), e.g. an identity service elsewhere.',
      ),
    HSTS_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .default(365 * 24 * 3600)
      .describe(
        "`Strict-Transport-Security` max-age of the hosted UI's TLS port, in seconds (a year); never sent for localhost or an IP address.",
      ),
  }),
  read: (values): SecurityHeadersConfig => ({
    csp: { extraConnectSources: listOf(values.CSP_CONNECT_SOURCES, '') },
    hstsMaxAgeSeconds: values.HSTS_MAX_AGE_SECONDS,
  }),
});

/** Abuse limits answered 429 with Retry-After (server/http/abuse-limits.ts, server/http/rate-limit.ts). */
export type AbuseLimits = {
  ssoLookupsPerMinute: number;
  aiRequestsPerMinute: number;
  enablementQueriesPerMinute: number;
  /** Searches inside conversations (`GET /api/search`) per user per minute: each reads the search index. */
  searchesPerMinute: number;
  uploadsPerHour: number;
  /** Invitation requests (a batch, or a re-send) an administrator may make per hour: each sends e-mail. */
  invitationsPerHour: number;
  /** Largest request body a signed-in route reads, in bytes (server/http/body-limits.ts). */
  apiBodyMaxBytes: number;
  /** Largest request body an anonymous route (sign-in, identity service, shared links) reads, in bytes. */
  publicBodyMaxBytes: number;
};

export const abuseLimitsConfig = configSlice({
  title: 'Abuse limits',
  intro: [
    'Wrong passwords are throttled: by the identity service per account ([Identity](#identity)), by the basic',
    'login per e-mail ([Signing in](features/auth.md)) and per shared link and client address',
    '([Shared meetings](#shared-meetings), [Meetings](features/meetings.md)). SSO look-ups per client address, AI',
    'calls, Team dashboard figures and new uploads per user are limited by the settings below, and each feature',
    'that calls an outside service has its own (the calendar syncs and connections, CRM key checks, webhook test',
    'pings, daily report tests: see their sections). Over a limit the answer is 429 with a message in Portuguese',
    'and `Retry-After` in seconds. The counts live in the database (`rate_limit_hits`, migration 0022), so every',
    'app server of one database shares them. An upload that would leave less than `UPLOAD_MIN_FREE_BYTES` free',
    "on the media folder's disk is refused with 507 before anything is created",
    "([Media storage and uploads](#media-storage-and-uploads)). A request body over its route's limit is refused",
    'with 413 before it is read: at once when `Content-Length` says so, and as soon as a chunked body passes it.',
  ].join('\n'),
  env: z.object({
    SSO_LOOKUPS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(30)
      .describe(
        'SSO provider look-ups (`GET /api/auth/sso-provider`) per client address per minute, then 429.',
      ),
    AI_REQUESTS_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(30)
      .describe(
        'AI requests (chat messages, template suggestions, transcript improvement) per user per minute, then 429.',
      ),
    SEARCHES_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(120)
      .describe(
        'Searches inside conversations (`GET /api/search`) per user per minute, then 429; a person searches a few times a minute at most.',
      ),
    ENABLEMENT_QUERIES_PER_MINUTE: z.coerce
      .number()
      .int()
      .positive()
      .default(240)
      .describe(
        'Team dashboard figures (`/api/enablement/*`) per user per minute, then 429; a view asks seven, so a few views a minute stay far below it.',
      ),
    UPLOADS_PER_HOUR: z.coerce
      .number()
      .int()
      .positive()
      .default(60)
      .describe('Uploads a user may start per hour, then 429.'),
    INVITATIONS_PER_HOUR: z.coerce
      .number()
      .int()
      .positive()
      .default(30)
      .describe(
        'Invitation requests an administrator may make per hour (a batch of up to 50 e-mails, or one re-send), then 429: each sends e-mail.',
      ),
    API_BODY_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(1024 * 1024)
      .describe(
        "Largest request body of the API's other routes, in bytes (1 MiB), then 413; an upload's bytes have their own limit (`UPLOAD_MAX_BYTES`).",
      ),
    PUBLIC_BODY_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(64 * 1024)
      .describe(
        'Largest request body of the routes anyone may call (`/api/auth/*`, `/api/share/*`, `/api/csp-report`, the identity service `/cognito`, the hosted sign-in pages), in bytes (64 KiB), then 413.',
      ),
  }),
  read: (values): AbuseLimits => ({
    ssoLookupsPerMinute: values.SSO_LOOKUPS_PER_MINUTE,
    aiRequestsPerMinute: values.AI_REQUESTS_PER_MINUTE,
    enablementQueriesPerMinute: values.ENABLEMENT_QUERIES_PER_MINUTE,
    searchesPerMinute: values.SEARCHES_PER_MINUTE,
    uploadsPerHour: values.UPLOADS_PER_HOUR,
    invitationsPerHour: values.INVITATIONS_PER_HOUR,
    apiBodyMaxBytes: values.API_BODY_MAX_BYTES,
    publicBodyMaxBytes: values.PUBLIC_BODY_MAX_BYTES,
  }),
});
