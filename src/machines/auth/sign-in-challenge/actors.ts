import { fromPromise } from 'xstate';
import type { ChallengeAnswer, SignInNextStep } from '../../../services/identity.ts';
import { loadSignIn } from '../login/actors.ts';

export const signInChallengeActors = {
  confirmSignIn: fromPromise<SignInNextStep, { answer: ChallengeAnswer; email: string }>(async ({ input }) =>
    (await loadSignIn()).confirmSignIn(input.answer, input.email),
  ),
};
