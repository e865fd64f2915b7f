/*
 * A company's first person creates an account (issue 27): Amplify's signUp with the company's name as a custom
 * attribute, the e-mailed code (confirmSignUp, resendSignUpCode). Its own chunk, like identity-sign-in.ts:
 * only /signup needs it. After the confirmation the page signs in with the same password (identity-sign-in.ts).
 */
// Static: Amplify's session code stays one chunk with identity-provider.ts (see there).
import './identity-provider.ts';
import {
  confirmSignUp as amplifyConfirmSignUp,
  resendSignUpCode as amplifyResendSignUpCode,
  signUp as amplifySignUp,
} from 'aws-amplify/auth';
import { companyNameAttribute } from '../api-contract/sign-up.ts';
import { identityProvider } from './identity.ts';
import type { CodeDelivery } from './identity-password.ts';

export type NewAccount = {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  companyName: string;
};

/** Where the sign-up stands after a call: a code to confirm (and where it went), or nothing left to do. */
export type SignUpStep = { step: 'CONFIRM_SIGN_UP'; delivery: CodeDelivery } | { step: 'DONE' };

const deliveryOf = (
  details: { destination?: string; deliveryMedium?: string } | undefined,
): CodeDelivery => ({
  destination: details?.destination ?? null,
  medium: details?.deliveryMedium ?? null,
});

export async function signUp(account: NewAccount): Promise<SignUpStep> {
  await identityProvider();
  const { nextStep } = await amplifySignUp({
    username: account.email,
    password: account.password,
    options: {
      userAttributes: {
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        [companyNameAttribute]: account.companyName,
      },
    },
  });
  return nextStep.signUpStep === 'CONFIRM_SIGN_UP'
    ? { step: 'CONFIRM_SIGN_UP', delivery: deliveryOf(nextStep.codeDeliveryDetails) }
    : { step: 'DONE' };
}

export async function confirmSignUp(email: string, code: string): Promise<void> {
  await identityProvider();
  await amplifyConfirmSignUp({ username: email, confirmationCode: code });
}

export async function resendSignUpCode(email: string): Promise<CodeDelivery> {
  await identityProvider();
  return deliveryOf(await amplifyResendSignUpCode({ username: email }));
}
