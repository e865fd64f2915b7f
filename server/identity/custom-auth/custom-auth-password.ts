import type { IdentityContext, JsonObject } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';
import { continueCustomAuth, customAuthModuleOf } from './continue-custom-auth.ts';
import type { ChallengeResult } from './triggers.ts';

/**
 * CUSTOM_WITH_SRP: the password was right and the user has no new password or MFA to give first; the
 * module's define says what follows (its own challenge, or tokens).
 */
export async function continueCustomAuthAfterPassword(
  context: IdentityContext,
  user: PoolUser,
  state: Record<string, string>,
): Promise<JsonObject> {
  const before = JSON.parse(state.session ?? '[]') as ChallengeResult[];
  return continueCustomAuth(context, customAuthModuleOf(context), {
    user,
    username: user.username,
    session: [...before, { challengeName: 'PASSWORD_VERIFIER', challengeResult: true }],
  });
}
