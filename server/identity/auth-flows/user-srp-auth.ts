import { invalidParameter } from '../cognito-errors.ts';
import { requireParameter } from '../operations/input.ts';
import type { IdentityContext, JsonObject } from '../operations/context.ts';
import { createServerEphemeral, isValidClientEphemeral } from '../srp.ts';
import type { PasswordHolder } from '../user-store.ts';
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
  return posePasswordVerifier(context, user, AHex);
};

/**
 * B and the salt of `holder` (a user or a decoy) for the client's A; `flow` marks whose PASSWORD_VERIFIER
 * it is when another flow (CUSTOM_AUTH) goes on after the password.
 */
export async function posePasswordVerifier(
  context: IdentityContext,
  holder: PasswordHolder,
  AHex: string,
  flow: Record<string, string> = {},
): Promise<JsonObject> {
  const { bHex, BHex } = createServerEphemeral(holder.srpVerifier);
  const secretBlock = await context.sessions.open(PASSWORD_VERIFIER, {
    username: holder.username,
    state: { AHex, BHex, bHex, ...flow },
  });
  return {
    ChallengeName: PASSWORD_VERIFIER,
    ChallengeParameters: {
      SALT: holder.srpSalt,
      SRP_B: BHex,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: holder.username,
      USERNAME: holder.username,
    },
  };
}
