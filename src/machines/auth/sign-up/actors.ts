import { fromPromise } from 'xstate';
import type { CodeDelivery } from '../../../services/identity-password.ts';
import type { SignInNextStep } from '../../../services/identity.ts';
import type { NewAccount, SignUpStep } from '../../../services/identity-sign-up.ts';
import { loadSignIn } from '../login/actors.ts';

export type { NewAccount, SignUpStep };

/** Amplify's sign-up calls are their own chunk: only /signup needs them. */
const loadSignUp = () => import('../../../services/identity-sign-up.ts');

export const signUpActors = {
  /** SignUp: the account is made unconfirmed and a code is e-mailed (CodeDeliveryDetails says where). */
  createAccount: fromPromise<SignUpStep, NewAccount>(async ({ input }) => (await loadSignUp()).signUp(input)),
  /** ConfirmSignUp with the e-mailed code. */
  confirmCode: fromPromise<void, { email: string; code: string }>(async ({ input }) =>
    (await loadSignUp()).confirmSignUp(input.email, input.code),
  ),
  /** ResendConfirmationCode: a new code, and where it went. */
  resendCode: fromPromise<CodeDelivery, { email: string }>(async ({ input }) =>
    (await loadSignUp()).resendSignUpCode(input.email),
  ),
  /** The new account signs in with the password just chosen (SRP, as the login does). */
  signIn: fromPromise<SignInNextStep, { email: string; password: string }>(async ({ input }) =>
    (await loadSignIn()).signIn(input.email, input.password),
  ),
};
