import type { IdentityContext, JsonObject } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';
import { authenticationOptions } from './ceremonies.ts';

export const WEB_AUTHN = 'WEB_AUTHN';

/** USER_AUTH's passkey first factor: whether the user has a passkey, and the challenge that starts one. */
export const passkeyFirstFactor = {
  async hasPasskeys(context: IdentityContext, user: PoolUser): Promise<boolean> {
    return (await context.passkeys.countOf(user.sub)) > 0;
  },

  /** WEB_AUTHN with the options the browser signs (CREDENTIAL_REQUEST_OPTIONS); the session keeps the challenge. */
  async startChallenge(context: IdentityContext, user: PoolUser): Promise<JsonObject> {
    const passkeys = await context.passkeys.listOf(user.sub, { limit: 20, offset: 0 });
    const options = await authenticationOptions(context.config.webAuthn, passkeys);
    return {
      ChallengeName: WEB_AUTHN,
      Session: await context.sessions.open(WEB_AUTHN, {
        username: user.username,
        state: { challenge: options.challenge },
      }),
      ChallengeParameters: {
        USERNAME: user.username,
        CREDENTIAL_REQUEST_OPTIONS: JSON.stringify(options),
      },
    };
  },
};
