import { fromPromise } from 'xstate';
import { basicLogin } from '../../../services/auth/auth.ts';
import type { BasicLoginResponse } from '../../../api-contract/auth.ts';
import {
  identityProvider,
  type PasswordlessChallenge,
  type SignInNextStep,
} from '../../../services/identity.ts';
import { storeBasicCredentials } from '../../../services/storage.ts';

export type Credentials = { email: string; password: string };
/** The e-mail alone, and the code the person asked for (none: the pool lists what it allows). */
export type PasswordlessStart = { email: string; preferredChallenge: PasswordlessChallenge | null };

/**
 * Amplify's sign-in code is its own chunk (identity-sign-in.ts, with identity-provider.ts behind it): the
 * session starts this machine on every first load, but only someone signing in needs that code. The login page asks for it at the first
 * interaction (preload-after-sign-in.ts), so a sign-in does not wait for it.
 */
export const loadSignIn = () => {
  // The configured provider too (its own chunk): the sign-in's first step awaits it, and reports its failure.
  identityProvider().catch(() => undefined);
  return import('../../../services/identity-sign-in.ts');
};

export const loginActors = {
  signIn: fromPromise<SignInNextStep, Credentials>(async ({ input }) =>
    (await loadSignIn()).signIn(input.email, input.password),
  ),

  signInWithoutPassword: fromPromise<SignInNextStep, PasswordlessStart>(async ({ input }) =>
    (await loadSignIn()).signInWithoutPassword(input.email, input.preferredChallenge ?? undefined),
  ),

  // A basic user's session runs on these credentials from now on (http.ts sends them), so they are stored
  // here, where the backend has just accepted them.
  basicLogin: fromPromise<BasicLoginResponse, Credentials>(async ({ input, signal }) => {
    const response = await basicLogin(input, { signal });
    if (response.authType === 'basic') storeBasicCredentials(input.email, input.password);
    return response;
  }),
};
