import { incorrectCredentials, invalidSession } from '../cognito-errors.ts';
import { deviceDoesNotExist } from '../devices/sign-in-device.ts';
import { requireParameter } from '../operations/input.ts';
import { signedIn } from '../sign-in/complete-sign-in.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import { deriveSessionKey, passwordClaimSignature, sameSecret } from '../srp.ts';
import { DEVICE_PASSWORD_VERIFIER } from './device-srp-auth.ts';
import type { ChallengeAnswer } from './challenge.ts';

/**
 * DEVICE_PASSWORD_VERIFIER: the device's SRP proof, signed as a password's is but with the device group key
 * in the pool name's place and the device key in the user's (Amplify's handleDeviceSRPAuth). A right proof
 * signs in without MFA; a wrong one counts as a wrong password, and the session is spent either way.
 */
export const devicePasswordVerifier: ChallengeAnswer = async (answer, context) => {
  const deviceKey = requireParameter(answer.responses, 'DEVICE_KEY');
  const signature = requireParameter(answer.responses, 'PASSWORD_CLAIM_SIGNATURE');
  const timestamp = requireParameter(answer.responses, 'TIMESTAMP');
  const secretBlock = requireParameter(answer.responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const { user, pending, session } = await requirePendingUser(context, DEVICE_PASSWORD_VERIFIER, answer);
  await context.sessions.close(session);
  const { AHex = '', BHex = '', bHex = '' } = pending.state;
  if (pending.state.deviceKey !== deviceKey || secretBlock !== session) throw invalidSession();
  await context.throttle.assertPasswordAttemptAllowed(user.username);
  const device = await context.devices.find(user.sub, deviceKey);
  if (!device?.srpVerifier) throw deviceDoesNotExist();
  const key = deriveSessionKey({ AHex, BHex, bHex, verifierHex: device.srpVerifier });
  const expected = passwordClaimSignature({
    key,
    poolName: device.deviceGroupKey,
    userIdForSrp: device.deviceKey,
    secretBlock,
    timestamp,
  });
  if (!sameSecret(expected, signature)) {
    await context.throttle.passwordFailed(user.username);
    throw incorrectCredentials();
  }
  await context.throttle.signInSucceeded(user.username);
  return signedIn(context, user);
};
