import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { invalidParameter, notAuthorized } from '../cognito-errors.ts';
import { verifyAssertion } from '../passkeys/ceremonies.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import { WEB_AUTHN } from '../passkeys/web-authn-challenge.ts';
import type { ChallengeAnswer } from './challenge.ts';

const passkeyRefused = () => notAuthorized('Incorrect username or password.');

function assertionOf(credential: string): AuthenticationResponseJSON {
  try {
    const parsed: unknown = JSON.parse(credential);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { id?: unknown }).id === 'string')
      return parsed as AuthenticationResponseJSON;
  } catch {
    // refused below, like any answer that is not a credential
  }
  throw invalidParameter('Invalid value for CREDENTIAL.');
}

/**
 * WEB_AUTHN: the browser's assertion (CREDENTIAL, JSON) with one of the user's passkeys, signed over the
 * challenge this session handed out. A right one signs in without MFA (a passkey is itself two factors, as
 * Cognito counts it); anything else counts as a wrong password. One answer per challenge.
 */
export const webAuthn: ChallengeAnswer = async (answer, context) => {
  const assertion = assertionOf(requireParameter(answer.responses, 'CREDENTIAL'));
  const { user, pending, session } = await requirePendingUser(context, WEB_AUTHN, answer);
  await context.sessions.close(session);
  await context.throttle.assertPasswordAttemptAllowed(user.username);
  const passkey = await context.passkeys.find(user.sub, assertion.id);
  const counter = passkey
    ? await verifyAssertion(context.config.webAuthn, assertion, passkey, pending.state.challenge ?? '').catch(
        () => null,
      )
    : null;
  if (!passkey || counter === null) {
    await context.throttle.passwordFailed(user.username);
    throw passkeyRefused();
  }
  await context.passkeys.signedInWith(passkey, counter);
  await context.throttle.signInSucceeded(user.username);
  return signedIn(context, user);
};
