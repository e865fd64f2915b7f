import type { ServerConfig } from '../../config.ts';

// Any local port, so end-to-end suites that run the app on their own port need no configuration.
const localCallback = /^http:\/\/localhost:\d{1,5}\/sso-callback$/;
const localLogout = /^http:\/\/localhost:\d{1,5}\/$/;

/** Sign-in redirect URIs the app client accepts (Cognito's "allowed callback URLs"), compared exactly. */
export const isRegisteredCallback = (config: ServerConfig, uri: string) =>
  config.oauthCallbackUrls.includes(uri) || localCallback.test(uri);

/** Sign-out redirect URIs the app client accepts (Cognito's "allowed sign-out URLs"). */
export const isRegisteredLogout = (config: ServerConfig, uri: string) =>
  config.oauthLogoutUrls.includes(uri) || localLogout.test(uri);

/** Origins of the registered callbacks: the SPA origins that may call /oauth2/token from the browser. */
export function isAppOrigin(config: ServerConfig, origin: string): boolean {
  if (/^http:\/\/localhost:\d{1,5}$/.test(origin)) return true;
  return config.oauthCallbackUrls.some((url) => URL.canParse(url) && new URL(url).origin === origin);
}
