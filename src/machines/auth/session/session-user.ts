import type { User } from '../../../api-contract/user.ts';

/**
 * Spec section 4: complete only with a cognitoId, an emailAddress, a firstName and a lastName. A basic-auth
 * user (backend basic login) has no identity-provider account, so no cognitoId can ever come: for them the
 * other three are enough, or they could never leave the loading screen.
 */
export function isUserDataComplete(user: User): boolean {
  const hasIdentity = user.authType === 'basic' || Boolean(user.cognitoId);
  return Boolean(hasIdentity && user.emailAddress && user.firstName && user.lastName);
}
