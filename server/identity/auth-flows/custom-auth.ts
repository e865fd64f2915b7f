import { invalidParameter } from '../cognito-errors.ts';
import { continueCustomAuth, customAuthModuleOf } from '../custom-auth/continue-custom-auth.ts';
import { requireParameter } from '../operations/input.ts';
import { isValidClientEphemeral } from '../srp.ts';
import type { AuthFlow } from './auth-flow.ts';
import { findSigningInUser } from './find-signing-in-user.ts';

/**
 * CUSTOM_AUTH, answered by the pool's module (IDENTITY_CUSTOM_AUTH): with CHALLENGE_NAME SRP_A and SRP_A
 * (Amplify's CUSTOM_WITH_SRP) the steps start with the password proven by SRP; without (CUSTOM_WITHOUT_SRP)
 * with the module's own challenge.
 */
export const customAuth: AuthFlow = async (parameters, context) => {
  const module = customAuthModuleOf(context);
  const username = requireParameter(parameters, 'USERNAME');
  const user = await findSigningInUser(context, username);
  if (parameters.CHALLENGE_NAME === undefined)
    return continueCustomAuth(context, module, { user, username, session: [] });
  if (parameters.CHALLENGE_NAME !== 'SRP_A') throw invalidParameter('Invalid value for CHALLENGE_NAME.');
  const AHex = requireParameter(parameters, 'SRP_A');
  if (!isValidClientEphemeral(AHex)) throw invalidParameter('Invalid value for SRP_A.');
  return continueCustomAuth(context, module, {
    user,
    username,
    session: [{ challengeName: 'SRP_A', challengeResult: true }],
    AHex,
  });
};
