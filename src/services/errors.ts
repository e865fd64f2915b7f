/*
 * Error catalogue (spec section 8): turns identity-provider and HTTP failures into i18n keys of the
 * 'errors' namespace (src/i18n/resources/<lang>/errors.ts).
 */
import { isHttpError } from './http-error.ts';

export type LoginErrorKey =
  | 'errors:login.attemptsExceeded'
  | 'errors:login.wrongCredentials'
  | 'errors:login.unconfirmed'
  | 'errors:login.temporarilyLocked'
  | 'errors:login.invalidPassword'
  | 'errors:login.network'
  | 'errors:login.missingToken'
  | 'errors:login.generic';

/** "Failed to fetch user data: {{status}}" */
export const userFetchErrorKey = 'errors:userFetch';

export type RequestErrorKey = 'errors:request.network' | 'errors:request.failed';

const byName: Record<string, LoginErrorKey> = {
  UserNotFoundException: 'errors:login.wrongCredentials',
  LimitExceededException: 'errors:login.attemptsExceeded',
  TooManyRequestsException: 'errors:login.attemptsExceeded',
  TooManyFailedAttemptsException: 'errors:login.attemptsExceeded',
  UserNotConfirmedException: 'errors:login.unconfirmed',
  InvalidPasswordException: 'errors:login.invalidPassword',
  NetworkError: 'errors:login.network',
  MissingTokenError: 'errors:login.missingToken',
};

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export function loginErrorKey(error: unknown): LoginErrorKey {
  const name = errorName(error);
  if (name === 'NotAuthorizedException') {
    // Cognito uses one error name for a wrong password and for the lock after too many wrong ones.
    return /password attempts exceeded/i.test(errorMessage(error))
      ? 'errors:login.temporarilyLocked'
      : 'errors:login.wrongCredentials';
  }
  if (isHttpError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    return 'errors:login.network';
  }
  return byName[name] ?? 'errors:login.generic';
}

/** Spec section 8: status 401/403, a message about an expired or invalid token, or a not-authorised error. */
export function isAuthError(error: unknown): boolean {
  if (isHttpError(error) && (error.status === 401 || error.status === 403)) return true;
  const name = errorName(error);
  if (name === 'NotAuthorizedException' || name === 'MissingTokenError') return true;
  return /expired|invalid/i.test(errorMessage(error));
}

/** The status shown in "Failed to fetch user data: {status}". */
export function errorStatus(error: unknown): string {
  if (isHttpError(error)) return String(error.status);
  return errorName(error) || 'UNKNOWN';
}

export function requestErrorKey(error: unknown): RequestErrorKey {
  return isHttpError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
    ? 'errors:request.network'
    : 'errors:request.failed';
}
