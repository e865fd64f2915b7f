import type { ServerConfig } from '../../config.ts';

/**
 * Sign-in redirect URIs the app client accepts (Cognito's "allowed callback URLs"), compared exactly: a code
 * sent anywhere else could be redeemed by whoever listens there.
 */
export const isRegisteredCallback = (config: ServerConfig, uri: string) =>
  config.oauthCallbackUrls.includes(uri);

/** Sign-out redirect URIs the app client accepts (Cognito's "allowed sign-out URLs"), compared exactly. */
export const isRegisteredLogout = (config: ServerConfig, uri: string) => config.oauthLogoutUrls.includes(uri);

/** Origins of the registered callbacks: the SPA origins that may call /oauth2/token from the browser. */
export const isAppOrigin = (config: ServerConfig, origin: string) =>
  config.oauthCallbackUrls.some((url) => URL.canParse(url) && new URL(url).origin === origin);
