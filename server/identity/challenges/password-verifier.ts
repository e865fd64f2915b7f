import { incorrectCredentials } from '../cognito-errors.ts';
import { PASSWORD_VERIFIER } from '../auth-flows/user-srp-auth.ts';
import { namedDevice } from '../devices/sign-in-device.ts';
import { requireParameter } from '../operations/input.ts';
import { answerCorrectPassword } from '../sign-in/complete-sign-in.ts';
import { continueCustomAuthAfterPassword } from '../custom-auth/custom-auth-password.ts';
import { deriveSessionKey, passwordClaimSignature, sameSecret } from '../srp.ts';
import { usernameOf } from '../user-store.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * PASSWORD_VERIFIER: the client's proof that it derived the same SRP key, i.e. knows the password. The
 * challenge of an unknown user (a decoy's) is checked, counted and refused like a wrong password. A right
 * password of CUSTOM_AUTH goes on as Cognito's does: a new password or MFA when the user has one, else back
 * to the pool's custom authentication module.
 */
export const passwordVerifier: ChallengeAnswer = async ({ responses }, context) => {
  const username = requireParameter(responses, 'USERNAME');
  const secretBlock = requireParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const signature = requireParameter(responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireParameter(responses, 'TIMESTAMP');

  const pending = await context.sessions.find(PASSWORD_VERIFIER, secretBlock);
  if (!pending || pending.username !== usernameOf(username)) throw incorrectCredentials();
  // One answer per challenge: a wrong proof cannot be retried against the same B.
  await context.sessions.close(secretBlock);
  await context.throttle.assertPasswordAttemptAllowed(pending.username);
  const user = await context.users.findByUsername(pending.username);
  const holder = user ?? context.decoys.of(pending.username);

  const { AHex = '', BHex = '', bHex = '' } = pending.state;
  const key = deriveSessionKey({ AHex, BHex, bHex, verifierHex: holder.srpVerifier });
  const expected = passwordClaimSignature({
    key,
    poolName: context.poolName,
    userIdForSrp: holder.username,
    secretBlock,
    timestamp,
  });
  if (!user || !sameSecret(expected, signature)) {
    await context.throttle.passwordFailed(pending.username);
    throw incorrectCredentials();
  }
  const device = await namedDevice(context, user, responses);
  if (pending.state.flow)
    return answerCorrectPassword(context, user, device, (signingIn) =>
      continueCustomAuthAfterPassword(context, signingIn, pending.state),
    );
  return answerCorrectPassword(context, user, device);
};
