import type { IdentityContext, JsonObject } from '../operations/context.ts';
import type { PoolUser } from '../user-store.ts';

/**
 * USER_AUTH's extension point for passkeys (WEB_AUTHN): whether a user has any, and the WEB_AUTHN challenge
 * that starts a passkey sign-in (its CREDENTIAL_REQUEST_OPTIONS). Answering it is a RespondToAuthChallenge
 * entry `WEB_AUTHN` (operations/respond-to-auth-challenge.ts). While this is null, WEB_AUTHN is never offered,
 * whatever IDENTITY_FIRST_FACTORS says.
 */
export type WebAuthnFirstFactor = {
  hasPasskeys(context: IdentityContext, user: PoolUser): Promise<boolean>;
  startChallenge(context: IdentityContext, user: PoolUser): Promise<JsonObject>;
};

export const webAuthnFirstFactor: WebAuthnFirstFactor | null = null;
