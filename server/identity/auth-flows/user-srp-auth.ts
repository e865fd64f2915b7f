import { invalidParameter } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import { createServerEphemeral, isValidClientEphemeral } from '../srp.ts';
import type { AuthFlow } from './auth-flow.ts';
import { findSigningInUser } from './find-signing-in-user.ts';

export const PASSWORD_VERIFIER = 'PASSWORD_VERIFIER';

/**
 * USER_SRP_AUTH: answers SRP_A with B and the salt; the SECRET_BLOCK names the server's state. An unknown
 * user gets the same challenge from a decoy's salt and verifier (as Cognito simulates one), which no proof
 * passes: PASSWORD_VERIFIER then answers a wrong password.
 */
export const userSrpAuth: AuthFlow = async (parameters, context) => {
  const username = requireParameter(parameters, 'USERNAME');
  const AHex = requireParameter(parameters, 'SRP_A');
  if (!isValidClientEphemeral(AHex)) throw invalidParameter('Invalid value for SRP_A.');
  const user = (await findSigningInUser(context, username)) ?? context.decoys.of(username);
  const { bHex, BHex } = createServerEphemeral(user.srpVerifier);
  const secretBlock = await context.sessions.open(PASSWORD_VERIFIER, {
    username: user.username,
    state: { AHex, BHex, bHex },
  });
  return {
    ChallengeName: PASSWORD_VERIFIER,
    ChallengeParameters: {
      SALT: user.srpSalt,
      SRP_B: BHex,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: user.username,
      USERNAME: user.username,
    },
  };
};
