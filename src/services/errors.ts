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
  | 'errors:login.generic'
  | 'errors:login.signInExpired'
  | 'errors:login.codeMismatch'
  | 'errors:login.codeExpired'
  | 'errors:login.backendFailed'
  | 'errors:login.backendFallback'
  | `errors:login.passkey.${PasskeyErrorName}`;

/** Spec section 8: the identity provider's passkey error names. */
export const passkeyErrorNames = [
  'PasskeyNotSupported',
  'PasskeyAlreadyExists',
  'InvalidPasskeyRegistrationOptions',
  'InvalidPasskeyAuthenticationOptions',
  'RelyingPartyMismatch',
  'PasskeyRegistrationFailed',
  'PasskeyRetrievalFailed',
  'PasskeyRegistrationCanceled',
  'PasskeyAuthenticationCanceled',
  'PasskeyOperationAborted',
] as const;
export type PasskeyErrorName = (typeof passkeyErrorNames)[number];

/** Spec section 8: a browser (WebAuthn DOMException) error name, as the identity provider reports it. */
const passkeyNameOfBrowserError: Record<string, PasskeyErrorName> = {
  NotAllowedError: 'PasskeyAuthenticationCanceled',
  AbortError: 'PasskeyOperationAborted',
  SecurityError: 'RelyingPartyMismatch',
};

export function passkeyErrorName(error: unknown): PasskeyErrorName | null {
  const name = errorName(error);
  if ((passkeyErrorNames as readonly string[]).includes(name)) return name as PasskeyErrorName;
  return passkeyNameOfBrowserError[name] ?? null;
}

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
  CodeMismatchException: 'errors:login.codeMismatch',
  ExpiredCodeException: 'errors:login.codeExpired',
  NetworkError: 'errors:login.network',
  MissingTokenError: 'errors:login.missingToken',
};

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/**
 * The pending challenge can no longer be answered: Amplify dropped its 3-minute sign-in state ("Unable to
 * proceed due to invalid sign in state.") or the provider refused the challenge session as expired.
 */
export function isExpiredSignInError(error: unknown): boolean {
  const message = errorMessage(error);
  if (errorName(error) === 'SignInException' && /invalid sign in state/i.test(message)) return true;
  return errorName(error) === 'NotAuthorizedException' && /session/i.test(message);
}

/** Wrong credentials or unknown user: the cases where the backend basic login gets its turn (spec section 4). */
export function isWrongCredentialsError(error: unknown): boolean {
  if (isExpiredSignInError(error)) return false;
  const name = errorName(error);
  if (name === 'UserNotFoundException') return true;
  return name === 'NotAuthorizedException' && !/password attempts exceeded/i.test(errorMessage(error));
}

export type LoginError = { key: LoginErrorKey; detail: string | null };

/**
 * Spec section 8: a backend login failure shows its title or message, else "Login failed". The message comes
 * first: the reference backend puts the sentence the spec lists ("Email ou senha incorretos. Por favor, tente
 * novamente.") there and a short heading in the title.
 */
export function backendLoginError(error: unknown): LoginError {
  if (isHttpError(error) && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')) {
    return { key: 'errors:login.network', detail: null };
  }
  const detail = isHttpError(error) ? error.body?.message || error.body?.title : undefined;
  return detail
    ? { key: 'errors:login.backendFailed', detail }
    : { key: 'errors:login.backendFallback', detail: null };
}

export function loginErrorKey(error: unknown): LoginErrorKey {
  const name = errorName(error);
  if (isExpiredSignInError(error)) return 'errors:login.signInExpired';
  const passkey = passkeyErrorName(error);
  if (passkey) return `errors:login.passkey.${passkey}`;
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
