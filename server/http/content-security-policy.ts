import type { ServerConfig } from '../config.ts';

export const cspReportPath = '/api/csp-report';

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);

/**
 * The hosted UI's origins as a browser reaches them: the configured one (HOSTED_UI_PORT) and the one the
 * app derives from the page's own host name (src/services/config.ts: `${location.hostname}:${port + 1}`),
 * so a page opened at 127.0.0.1 may still talk to https://127.0.0.1:{hostedUiPort}.
 */
function hostedUiOrigins(config: ServerConfig, pageHostname: string | undefined): string[] {
  const derived = pageHostname ? originOf(`https://${pageHostname}:${config.hostedUiPort}`) : undefined;
  return [...new Set([config.hostedUiUrl, ...(derived ? [derived] : [])])];
}

/**
 * The SPA's policy (sent on every response of the main port: pages, files, media, API answers).
 *
 * Styles: the app styles with Emotion, which writes `<style>` elements at run time, and React sets
 * `style` attributes; both need 'unsafe-inline' in style-src (a nonce would have to reach Emotion's
 * cache before the first render and would still not cover style attributes). Inline styles cannot run
 * code, and img-src/connect-src keep a style from sending data anywhere but here.
 * Scripts: only files from this origin; index.html holds none inline.
 */
export function appContentSecurityPolicy(config: ServerConfig, pageHostname?: string): string {
  const hostedUi = hostedUiOrigins(config, pageHostname);
  // With media in a bucket the browser PUTs upload parts there and plays recordings from there.
  const bucket = config.mediaStore.kind === 's3' ? [config.mediaStore.origin] : [];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:', ...bucket],
    // Amplify: the user pool at /cognito (same origin) and the hosted UI's /oauth2/token over TLS.
    'connect-src': ["'self'", ...hostedUi, ...bucket, ...config.csp.extraConnectSources],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...hostedUi],
    'frame-ancestors': ["'none'"],
    'report-uri': [cspReportPath],
  });
}

/**
 * The hosted UI's pages (TLS port): no script at all, their one `<style>` by its hash, and forms that post
 * to the hosted UI itself, whose answer redirects to the app's registered callbacks and sign-out URLs (the
 * only ones registered-uris.ts accepts). Reports go to the app.
 */
export function hostedUiContentSecurityPolicy(config: ServerConfig, styleHash: string): string {
  const callbackOrigins = [...config.oauthCallbackUrls, ...config.oauthLogoutUrls].flatMap(
    (url) => originOf(url) ?? [],
  );
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'none'"],
    'style-src': [`'${styleHash}'`],
    'img-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", ...new Set(callbackOrigins)],
    'frame-ancestors': ["'none'"],
    'report-uri': [`${config.publicUrl}${cspReportPath}`],
  });
}
