import type { User } from '../../services/api/schemas/user.ts';
import type { SessionClaims } from '../../services/identity.ts';

/** Spec section 3, Session user: id and e-mail from the token claims, the rest from the database user. */
export type SessionUser = {
  id: string;
  email: string;
  name: string | null;
  databaseUserId: string;
  resetPassword: boolean;
};

export function toSessionUser(claims: SessionClaims, user: User): SessionUser {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    id: claims.sub,
    email: claims.email,
    name: name === '' ? null : name,
    databaseUserId: user.id,
    resetPassword: user.resetPassword,
  };
}

/**
 * Spec section 4: complete only with a cognitoId, an emailAddress, a firstName and a lastName. A basic-auth
 * user (backend basic login) has no identity-provider account, so no cognitoId can ever come: for them the
 * other three are enough, or they could never leave the loading screen.
 */
export function isUserDataComplete(user: User): boolean {
  const hasIdentity = user.authType === 'basic' || Boolean(user.cognitoId);
  return Boolean(hasIdentity && user.emailAddress && user.firstName && user.lastName);
}
