/*
 * Amplify, configured. Loaded on demand through identity.ts (identityProvider), never imported statically by
 * first-load code: a browser without an identity session (the /login page) starts without any of it. The
 * on-demand identity modules (sign-in, password, SSO redirect) import it statically, so the bundler keeps the
 * session code they share with it in this one chunk (2 KiB less gzip on /meetings than four shared pieces).
 */
import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage, Hub } from 'aws-amplify/utils';
import { oauthConfig, type AppConfig } from './config.ts';
import { hearRedirectEvent } from './identity-sso.ts';

export { fetchAuthSession, signOut } from 'aws-amplify/auth';

export async function configureAmplify(config: AppConfig): Promise<void> {
  // Amplify's OAuth listener completes a redirect sign-in (the hosted UI coming back to /sso-callback) as it is
  // configured. It does nothing unless such a sign-in is in flight (Amplify's own flag, checked the same way),
  // so only then is its code loaded: the other first loads (/meetings) go without it.
  const inflightKey = `CognitoIdentityServiceProvider.${config.userPoolClientId}.inflightOAuth`;
  if (localStorage.getItem(inflightKey) === 'true') await import('aws-amplify/auth/enable-oauth-listener');
  // Before configure: configuring with OAuth completes a pending /sso-callback redirect at once.
  Hub.listen('auth', ({ payload }) => hearRedirectEvent(payload));
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        userPoolEndpoint: config.identityEndpoint,
        loginWith: { oauth: oauthConfig },
      },
    },
  });
  // Spec section 9: tokens live in cookies, SameSite lax, 365 days; Secure only where the page is https.
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage({
      sameSite: 'lax',
      expires: 365,
      secure: window.location.protocol === 'https:',
    }),
  );
}
