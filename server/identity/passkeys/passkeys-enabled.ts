import type { IdentityContext } from '../operations/context.ts';
import { webAuthnNotEnabled } from './webauthn-errors.ts';

/** Passkeys are a first factor of this pool (IDENTITY_FIRST_FACTORS has WEB_AUTHN), else Cognito's refusal. */
export function requirePasskeysEnabled(context: IdentityContext): void {
  if (!context.config.identityFirstFactors.includes('WEB_AUTHN')) throw webAuthnNotEnabled();
}
