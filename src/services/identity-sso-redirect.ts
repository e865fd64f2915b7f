/*
 * Leaving for the provider's login page (Amplify's signInWithRedirect), apart from identity-sso.ts, which
 * every page's first load needs to hear a redirect come back: only the SSO page's chunk brings this part.
 */
// Static: Amplify's session code stays one chunk with identity-provider.ts (see there).
import './identity-provider.ts';
import { signInWithRedirect } from 'aws-amplify/auth';
import { identityProvider } from './identity.ts';
import { forgetRedirectOutcome } from './identity-sso.ts';

/** Leaves the app for the provider's login page; the e-mail travels as login_hint and as custom state. */
export async function signInWithProvider(provider: string, email: string): Promise<void> {
  forgetRedirectOutcome();
  await identityProvider();
  await signInWithRedirect({
    provider: { custom: provider },
    customState: email,
    options: { loginHint: email },
  });
}
