import { errorName, isThrottlingError } from '../sso/error-names.ts';

export type PasswordUpdateErrorKey =
  | 'passwordUpdate:errors.attemptsExceeded'
  | 'passwordUpdate:errors.wrongCurrentPassword'
  | 'passwordUpdate:errors.invalidPassword'
  | 'passwordUpdate:errors.unexpected';

/** Spec section 8: too many attempts and anything unexpected have fixed messages. */
export function passwordUpdateErrorKey(error: unknown): PasswordUpdateErrorKey {
  if (isThrottlingError(error)) return 'passwordUpdate:errors.attemptsExceeded';
  const name = errorName(error);
  if (name === 'NotAuthorizedException') return 'passwordUpdate:errors.wrongCurrentPassword';
  if (name === 'InvalidPasswordException') return 'passwordUpdate:errors.invalidPassword';
  return 'passwordUpdate:errors.unexpected';
}
