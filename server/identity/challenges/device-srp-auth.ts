import { invalidParameter, invalidSession } from '../cognito-errors.ts';
import { deviceDoesNotExist, DEVICE_SRP_AUTH } from '../devices/sign-in-device.ts';
import { requireParameter } from '../operations/input.ts';
import { requirePendingUser } from '../sign-in/pending-challenge.ts';
import { createServerEphemeral, isValidClientEphemeral } from '../srp.ts';
import type { ChallengeAnswer } from './challenge.ts';

export const DEVICE_PASSWORD_VERIFIER = 'DEVICE_PASSWORD_VERIFIER';

/**
 * DEVICE_SRP_AUTH: the remembered device starts SRP with its own A, against the verifier it gave at
 * ConfirmDevice; the answer is the device's salt and B, to prove with DEVICE_PASSWORD_VERIFIER. The session
 * is also the SECRET_BLOCK the proof signs, as Amplify signs the one it is given.
 */
export const deviceSrpAuth: ChallengeAnswer = async (answer, context) => {
  const AHex = requireParameter(answer.responses, 'SRP_A');
  const deviceKey = requireParameter(answer.responses, 'DEVICE_KEY');
  if (!isValidClientEphemeral(AHex)) throw invalidParameter('Invalid value for SRP_A.');
  const { user, pending, session } = await requirePendingUser(context, DEVICE_SRP_AUTH, answer);
  if (pending.state.deviceKey !== deviceKey) throw invalidSession();
  const device = await context.devices.find(user.sub, deviceKey);
  if (!device?.srpVerifier || !device.srpSalt) throw deviceDoesNotExist();
  await context.sessions.close(session);
  const { bHex, BHex } = createServerEphemeral(device.srpVerifier);
  const secretBlock = await context.sessions.open(DEVICE_PASSWORD_VERIFIER, {
    username: user.username,
    state: { deviceKey, AHex, BHex, bHex },
  });
  return {
    ChallengeName: DEVICE_PASSWORD_VERIFIER,
    Session: secretBlock,
    ChallengeParameters: {
      USERNAME: user.username,
      SALT: device.srpSalt,
      SRP_B: BHex,
      SECRET_BLOCK: secretBlock,
    },
  };
};
