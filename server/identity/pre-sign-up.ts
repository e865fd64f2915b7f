import { signUpMessages } from '../../src/api-contract/sign-up.ts';
import { emailDomainOf } from '../../src/domain/email-domain.ts';

/**
 * A check every SignUp passes before an account is made, as Cognito's PreSignUp Lambda trigger: the reason
 * to refuse (Cognito answers UserLambdaValidationException "PreSignUp failed with error <reason>."), or null.
 */
export type PreSignUpCheck = (attempt: { email: string }) => Promise<string | null>;

/**
 * Single-sign-on domains are not open to sign-up: their people come through their company's provider.
 * `providerOf` answers which provider serves a domain (the API's sso_domains), so this service reads no
 * table of the API's; with Amazon Cognito the same check is the pool's PreSignUp trigger.
 */
export function refuseSsoDomains(
  providerOf: (domain: string) => Promise<string | undefined>,
): PreSignUpCheck {
  return async ({ email }) => {
    return (await providerOf(emailDomainOf(email))) === undefined ? null : signUpMessages.ssoDomain;
  };
}
