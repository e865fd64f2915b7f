import { fromPromise } from 'xstate';
import { basicLogin } from '../../services/api/auth.ts';
import type { BasicLoginResponse } from '../../services/api/schemas/auth.ts';
import { confirmSignIn, signIn, type ChallengeAnswer, type SignInNextStep } from '../../services/identity.ts';
import { storeBasicCredentials } from '../../services/storage.ts';

export type Credentials = { email: string; password: string };

export const loginActors = {
  signIn: fromPromise<SignInNextStep, Credentials>(({ input }) => signIn(input.email, input.password)),

  confirmSignIn: fromPromise<SignInNextStep, { answer: ChallengeAnswer; email: string }>(({ input }) =>
    confirmSignIn(input.answer, input.email),
  ),

  // A basic user's session runs on these credentials from now on (http.ts sends them), so they are stored
  // here, where the backend has just accepted them.
  basicLogin: fromPromise<BasicLoginResponse, Credentials>(async ({ input, signal }) => {
    const response = await basicLogin(input, { signal });
    if (response.authType === 'basic') storeBasicCredentials(input.email, input.password);
    return response;
  }),
};
