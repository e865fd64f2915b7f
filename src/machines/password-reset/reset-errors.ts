import { errorName, isNetworkError, isThrottlingError } from '../sso/error-names.ts';

export type PasswordResetErrorKey =
  | 'passwordReset:errors.wrongCode'
  | 'passwordReset:errors.expiredCode'
  | 'passwordReset:errors.invalidPassword'
  | 'passwordReset:errors.attemptsExceeded'
  | 'passwordReset:errors.userNotFound'
  | 'passwordReset:errors.network'
  | 'passwordReset:errors.unexpectedStep'
  | 'passwordReset:errors.generic';

const byName: Record<string, PasswordResetErrorKey> = {
  CodeMismatchException: 'passwordReset:errors.wrongCode',
  ExpiredCodeException: 'passwordReset:errors.expiredCode',
  InvalidPasswordException: 'passwordReset:errors.invalidPassword',
  UserNotFoundException: 'passwordReset:errors.userNotFound',
};

/** Identity-provider failures of ForgotPassword and ConfirmForgotPassword, as Portuguese messages. */
export function passwordResetErrorKey(error: unknown): PasswordResetErrorKey {
  if (isThrottlingError(error)) return 'passwordReset:errors.attemptsExceeded';
  if (isNetworkError(error)) return 'passwordReset:errors.network';
  return byName[errorName(error)] ?? 'passwordReset:errors.generic';
}
