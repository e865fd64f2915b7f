/*
 * Spec section 8, federated errors: Amplify reports them as English messages; the user reads Portuguese
 * (the 'sso' namespace). A provider's own error (from the callback's query string) is shown with its text.
 */
import { errorMessage, errorName, isNetworkError } from './error-names.ts';

export type SsoErrorKey =
  | 'sso:errors.providerNotFound'
  | 'sso:errors.cancelled'
  | 'sso:errors.invalidState'
  | 'sso:errors.redirectCanceled'
  | 'sso:errors.noAccessToken'
  | 'sso:errors.provider'
  | 'sso:errors.alreadySignedIn'
  | 'sso:errors.network'
  | 'sso:errors.noRedirect'
  | 'sso:errors.generic';

/** detail: the provider's own message, shown inside sso:errors.provider. */
export type SsoError = { key: SsoErrorKey; detail: string | null };

const byMessage: Record<string, SsoErrorKey> = {
  'User cancelled OAuth flow.': 'sso:errors.cancelled',
  // The OAuth error code a provider returns when the person refuses or cancels at its page.
  access_denied: 'sso:errors.cancelled',
  'An error occurred while validating the state.': 'sso:errors.invalidState',
  '`signInWithRedirect` has been canceled.': 'sso:errors.redirectCanceled',
  'No access token returned from OAuth flow.': 'sso:errors.noAccessToken',
};

export function federatedError(error: unknown): SsoError {
  const message = errorMessage(error);
  const known = byMessage[message];
  if (known) return { key: known, detail: null };
  if (errorName(error) === 'UserAlreadyAuthenticatedException') {
    return { key: 'sso:errors.alreadySignedIn', detail: null };
  }
  if (isNetworkError(error)) return { key: 'sso:errors.network', detail: null };
  // Amplify keeps only the provider's error_description: a cancellation reads as one ("User cancelled login").
  if (errorName(error) === 'OAuthSignInException' && /cancel/i.test(message)) {
    return { key: 'sso:errors.cancelled', detail: null };
  }
  // Any other OAuth failure carries the provider's error (query string or token response).
  if (errorName(error) === 'OAuthSignInException' && message)
    return { key: 'sso:errors.provider', detail: message };
  return { key: 'sso:errors.generic', detail: null };
}
