/*
 * The error catalogue (spec section 8): the one place that reads an error's name, message or status. Every
 * failure becomes an AppError `{ key, status, detail }`; machines store it and views print
 * `t(key, { status, detail })`. Each flow has its own table because one provider error reads differently in
 * each (a CodeMismatchException is a sign-in code at /login and a reset code at /reset-password).
 */
import { isUploadResponseError } from './uploads/upload-response-error.ts';
import { isHttpError, type HttpError } from './http-error.ts';

/** An i18n key ('namespace:path'); the tables below list every key a failure can take. */
export type ErrorKey = `${string}:${string}`;

export type AppError = {
  key: ErrorKey;
  /**
   * The HTTP status or the error's name, for "(código 500)" and support ('UNKNOWN' when the failure has
   * neither); null for a failure the app decided on itself (appError).
   */
  status: string | null;
  /** Words from the other side worth showing: the API's Portuguese sentence, an OAuth provider's message. */
  detail: string | null;
};

export type ErrorFlow =
  | 'request'
  | 'session'
  | 'login'
  | 'basicLogin'
  | 'passwordReset'
  | 'signUp'
  | 'passwordUpdate'
  /** /config/security: MFA, passkeys and devices at the identity provider. */
  | 'accountSecurity'
  | 'sso'
  | 'upload'
  | 'share'
  | 'chat'
  /** A call of this backend's extensions (server/http/api-extensions.ts): a 404 means the server lacks it. */
  | 'extension';

/** A failure the app itself decides on (no exception behind it), e.g. a refused upload URL after a refresh. */
export const appError = (key: ErrorKey, detail: string | null = null): AppError => ({
  key,
  status: null,
  detail,
});

export function describeError(error: unknown, flow: ErrorFlow): AppError {
  return { key: keyOf[flow](error), status: statusOf(error), detail: detailOf(error, flow) };
}

// ---- What a failure is (the only readers of names, messages and statuses) ----

const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');
const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');

/** The user pool does not track devices: Cognito's answer to every device operation then. */
export const isDeviceTrackingOff = (error: unknown): boolean =>
  errorName(error) === 'InvalidUserPoolConfigurationException';

function statusOf(error: unknown): string {
  if (isHttpError(error)) return String(error.status);
  // "Failed to fetch user data: UNKNOWN" rather than a sentence that stops short.
  return errorName(error) || 'UNKNOWN';
}

/** No answer at all: the API or the identity provider could not be reached. */
export function isNetworkError(error: unknown): boolean {
  if (isHttpError(error)) return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  if (errorName(error) === 'NetworkError') return true;
  // fetch() rejects with a TypeError when the request never reaches the server.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

const isThrottling = (error: unknown): boolean =>
  ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException'].includes(
    errorName(error),
  );

/** Cognito uses one error name for a wrong password and for the lock after too many wrong ones. */
const isLockout = (error: unknown): boolean =>
  errorName(error) === 'NotAuthorizedException' && /password attempts exceeded/i.test(errorMessage(error));

/**
 * The provider refused the challenge session itself: it timed out, or too many wrong codes ended it (the
 * identity service ends a sign-in after a few wrong MFA codes, as Cognito does).
 */
const isEndedChallengeSession = (error: unknown): boolean =>
  errorName(error) === 'NotAuthorizedException' && /session/i.test(errorMessage(error));

/**
 * The pending challenge can no longer be answered: Amplify dropped its 3-minute sign-in state ("Unable to
 * proceed due to invalid sign in state.") or the provider refused the challenge session as expired.
 */
export function isExpiredSignInError(error: unknown): boolean {
  const message = errorMessage(error);
  if (errorName(error) === 'SignInException' && /invalid sign in state/i.test(message)) return true;
  return isEndedChallengeSession(error);
}

/** Wrong credentials or unknown user: the cases where the backend basic login gets its turn (spec section 4). */
export function isWrongCredentialsError(error: unknown): boolean {
  if (isExpiredSignInError(error) || isLockout(error)) return false;
  return ['UserNotFoundException', 'NotAuthorizedException'].includes(errorName(error));
}

/** Spec section 8: status 401/403, a message about an expired or invalid token, or a not-authorised error. */
export function isAuthError(error: unknown): boolean {
  // An API call is judged by its status alone: a garbled answer ('Invalid JSON from ...') or a 500 whose text
  // says 'expired' is no ended session, and must not sign the person out.
  if (isHttpError(error)) return error.status === 401 || error.status === 403;
  if (['NotAuthorizedException', 'MissingTokenError'].includes(errorName(error))) return true;
  return /expired|invalid/i.test(errorMessage(error));
}

export const isNotFoundError = (error: unknown): boolean => isHttpError(error) && error.status === 404;

/**
 * A call of one of this backend's extensions (server/http/api-extensions.ts) answered 404: the server in use
 * is built to the spec alone (or runs with API_EXTENSIONS=off), and the feature behind the call is not
 * there. Only asked of extension calls, where a 404 cannot mean a missing object the caller just saw.
 */
export const isUnavailableError = (error: unknown): boolean => isHttpError(error) && error.status === 404;

/** What a feature whose extension call answered 404 shows instead of its contents. */
export const unavailableOnServer: AppError = appError('errors:request.unavailable');

/** A share endpoint refused the link and password (a wrong id and a wrong password look the same). */
export const isShareRefusedError = (error: unknown): boolean => isHttpError(error) && error.status === 401;

/** The right password for a link whose expiry day is past (410). */
export const isShareExpiredError = (error: unknown): boolean => isHttpError(error) && error.status === 410;

/** Too many wrong passwords for a link or from an address: the server throttles (429). */
export const isThrottledError = (error: unknown): boolean => isHttpError(error) && error.status === 429;

function detailOf(error: unknown, flow: ErrorFlow): string | null {
  // Only a provider's refusal has a place for its own words; a cancellation or a known failure reads as ours.
  if (flow === 'sso') return ssoKey(error) === 'sso:errors.provider' ? errorMessage(error) : null;
  // The unknown route's own words ("Recurso não encontrado.") would only blur "not available here".
  if (flow === 'extension' && isUnavailableError(error)) return null;
  // The reference backend puts a Portuguese sentence meant for the person in `message` (title is a heading);
  // the backend login's failure shows its title, else its message (spec section 8).
  if (isHttpError(error)) {
    const apiSentence =
      flow === 'basicLogin'
        ? error.body?.title || error.body?.message
        : error.body?.message || error.body?.title;
    return apiSentence || (flow === 'upload' ? error.message : null);
  }
  // An upload keeps the original text (e.g. the spec's "Empty response from server") for support.
  if (flow === 'upload') return errorMessage(error) || null;
  return null;
}

// ---- Spec section 8's passkey names (the identity provider's and the browser's WebAuthn ones) ----

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

const passkeyNameOfBrowserError: Record<string, PasskeyErrorName> = {
  NotAllowedError: 'PasskeyAuthenticationCanceled',
  AbortError: 'PasskeyOperationAborted',
  SecurityError: 'RelyingPartyMismatch',
};

function passkeyErrorName(error: unknown): PasskeyErrorName | null {
  const name = errorName(error);
  if ((passkeyErrorNames as readonly string[]).includes(name)) return name as PasskeyErrorName;
  return passkeyNameOfBrowserError[name] ?? null;
}

// ---- The tables: one function per flow, from a failure to its message key ----

const loginKeyByName: Record<string, ErrorKey> = {
  UserNotFoundException: 'errors:login.wrongCredentials',
  NotAuthorizedException: 'errors:login.wrongCredentials',
  UserNotConfirmedException: 'errors:login.unconfirmed',
  InvalidPasswordException: 'errors:login.invalidPassword',
  CodeMismatchException: 'errors:login.codeMismatch',
  ExpiredCodeException: 'errors:login.codeExpired',
  MissingTokenError: 'errors:login.missingToken',
};

function loginKey(error: unknown): ErrorKey {
  if (isEndedChallengeSession(error)) return 'errors:login.signInEnded';
  if (isExpiredSignInError(error)) return 'errors:login.signInExpired';
  if (isLockout(error)) return 'errors:login.temporarilyLocked';
  if (isThrottling(error)) return 'errors:login.attemptsExceeded';
  if (isNetworkError(error)) return 'errors:login.network';
  const passkey = passkeyErrorName(error);
  if (passkey) return `errors:login.passkey.${passkey}`;
  return loginKeyByName[errorName(error)] ?? 'errors:login.generic';
}

/** The backend basic login (spec section 8): its title or message, else "Login failed", whatever went wrong. */
function basicLoginKey(error: unknown): ErrorKey {
  if (isNetworkError(error)) return 'errors:login.network';
  // A server without the fallback (its path is this backend's, docs/api-conformance.md): the provider's
  // refusal that sent the login there is the answer.
  if (isUnavailableError(error)) return 'errors:login.wrongCredentials';
  return detailOf(error, 'basicLogin') ? 'errors:login.backendFailed' : 'errors:login.backendFallback';
}

const passwordResetKeyByName: Record<string, ErrorKey> = {
  CodeMismatchException: 'passwordReset:errors.wrongCode',
  ExpiredCodeException: 'passwordReset:errors.expiredCode',
  InvalidPasswordException: 'passwordReset:errors.invalidPassword',
  UserNotFoundException: 'passwordReset:errors.userNotFound',
};

function passwordResetKey(error: unknown): ErrorKey {
  if (isThrottling(error)) return 'passwordReset:errors.attemptsExceeded';
  if (isNetworkError(error)) return 'passwordReset:errors.network';
  return passwordResetKeyByName[errorName(error)] ?? 'passwordReset:errors.generic';
}

const signUpKeyByName: Record<string, ErrorKey> = {
  CodeMismatchException: 'signUp:errors.wrongCode',
  ExpiredCodeException: 'signUp:errors.expiredCode',
  InvalidPasswordException: 'signUp:errors.invalidPassword',
  // Only Amazon Cognito says so (the embedded service answers as for a new sign-up): the person knows anyway.
  UsernameExistsException: 'signUp:errors.exists',
  // Sign-up turned off for the pool (Cognito's AllowAdminCreateUserOnly).
  NotAuthorizedException: 'signUp:errors.closed',
};

/**
 * The identity service refuses a single-sign-on domain in its own words (a pre-sign-up check with Cognito):
 * the sentence names SSO, and our own sentence for it is shown.
 */
const isSsoDomainRefusal = (error: unknown): boolean =>
  ['InvalidParameterException', 'UserLambdaValidationException'].includes(errorName(error)) &&
  /\bSSO\b/.test(errorMessage(error));

function signUpKey(error: unknown): ErrorKey {
  if (isThrottling(error)) return 'signUp:errors.attemptsExceeded';
  if (isNetworkError(error)) return 'signUp:errors.network';
  if (isSsoDomainRefusal(error)) return 'signUp:errors.ssoDomain';
  return signUpKeyByName[errorName(error)] ?? 'signUp:errors.generic';
}

function passwordUpdateKey(error: unknown): ErrorKey {
  // Cognito's lock after too many wrong current passwords is a NotAuthorizedException too (spec section 8).
  if (isThrottling(error) || isLockout(error)) return 'passwordUpdate:errors.attemptsExceeded';
  if (errorName(error) === 'NotAuthorizedException') return 'passwordUpdate:errors.wrongCurrentPassword';
  if (errorName(error) === 'InvalidPasswordException') return 'passwordUpdate:errors.invalidPassword';
  return 'passwordUpdate:errors.unexpected';
}

const accountSecurityKeyByName: Record<string, ErrorKey> = {
  CodeMismatchException: 'accountSecurity:errors.wrongCode',
  EnableSoftwareTokenMFAException: 'accountSecurity:errors.wrongCode',
  InvalidParameterException: 'accountSecurity:errors.notAllowed',
  WebAuthnNotEnabledException: 'accountSecurity:errors.passkeysOff',
  ResourceNotFoundException: 'accountSecurity:errors.gone',
  NotAuthorizedException: 'errors:login.missingToken',
};

/** The account security page: the spec's passkey messages, then what the identity provider refused. */
function accountSecurityKey(error: unknown): ErrorKey {
  const passkey = passkeyErrorName(error);
  if (passkey) return `errors:login.passkey.${passkey}`;
  // On this page only a new passkey past the pool's 20 answers it; the other throttles read as throttles.
  if (errorName(error) === 'LimitExceededException') return 'accountSecurity:errors.tooManyPasskeys';
  if (isThrottling(error)) return 'accountSecurity:errors.attemptsExceeded';
  if (isNetworkError(error)) return 'errors:request.network';
  return accountSecurityKeyByName[errorName(error)] ?? 'accountSecurity:errors.generic';
}

/** Amplify reports federated failures as English messages; a provider's own error is shown with its text. */
const ssoKeyByMessage: Record<string, ErrorKey> = {
  'User cancelled OAuth flow.': 'sso:errors.cancelled',
  // The OAuth error code a provider returns when the person refuses or cancels at its page.
  access_denied: 'sso:errors.cancelled',
  'An error occurred while validating the state.': 'sso:errors.invalidState',
  '`signInWithRedirect` has been canceled.': 'sso:errors.redirectCanceled',
  'No access token returned from OAuth flow.': 'sso:errors.noAccessToken',
};

function ssoKey(error: unknown): ErrorKey {
  const message = errorMessage(error);
  const known = ssoKeyByMessage[message];
  if (known) return known;
  if (errorName(error) === 'UserAlreadyAuthenticatedException') return 'sso:errors.alreadySignedIn';
  if (isNetworkError(error)) return 'sso:errors.network';
  if (errorName(error) === 'OAuthSignInException') {
    // Amplify keeps only the provider's error_description: a cancellation reads as one ("User cancelled login").
    if (/cancel/i.test(message)) return 'sso:errors.cancelled';
    if (message) return 'sso:errors.provider';
  }
  return 'sso:errors.generic';
}

/**
 * Server failures whose sentence is meant for the person, like a refusal's: the service is away for a moment
 * (503, the database restarting) or out of disk (507). Any other 5xx says nothing the person can act on.
 */
const spokenServerStatuses = [503, 507];

/** A 4xx refusal, or a 503/507: what the server says about it is for the person to read. */
function isSpokenHttpError(error: unknown): error is HttpError {
  return (
    isHttpError(error) &&
    typeof error.status === 'number' &&
    (error.status < 500 || spokenServerStatuses.includes(error.status))
  );
}

/** Any /api call: the server's own sentence when it sent one, else what kind of failure it was. */
function requestKey(error: unknown): ErrorKey {
  if (isNetworkError(error)) return 'errors:request.network';
  if (isSpokenHttpError(error) && detailOf(error, 'request')) return 'errors:request.refused';
  if (isNotFoundError(error)) return 'errors:request.notFound';
  return 'errors:request.failed';
}

/**
 * A guest's call to /api/share: the refusal and the throttling read the same whatever the server's body says
 * (the spec's sentences, shareMessages); anything else reads as any other request.
 */
function shareKey(error: unknown): ErrorKey {
  if (isShareRefusedError(error)) return 'share:guest.refused';
  if (isThrottledError(error)) return 'share:guest.throttled';
  if (isShareExpiredError(error)) return 'share:guest.expired';
  return requestKey(error);
}

/**
 * Asking the AI: a refusal or a lost connection reads as any request; an answer stream that broke off or sent
 * something unreadable is an interrupted answer, and anything else a failed one (not "data not loaded").
 */
function chatKey(error: unknown): ErrorKey {
  if (isHttpError(error) && error.status === 'PARSING_ERROR') return 'errors:chat.interrupted';
  const key = requestKey(error);
  return key === 'errors:request.failed' ? 'errors:chat.failed' : key;
}

function uploadKey(error: unknown): ErrorKey {
  if (isUploadResponseError(error)) return `upload:errors.${error.check}`;
  if (isNetworkError(error)) return 'upload:errors.network';
  // A refusal or a full disk the server explains in Portuguese (too many uploads, 507) reads as its sentence.
  if (isSpokenHttpError(error) && (error.body?.message || error.body?.title)) return 'errors:request.refused';
  if (isHttpError(error)) return 'upload:errors.server';
  return 'upload:errors.unexpected';
}

const keyOf: Record<ErrorFlow, (error: unknown) => ErrorKey> = {
  request: requestKey,
  // "Failed to fetch user data: {{status}}" (spec section 8), whatever went wrong.
  session: () => 'errors:userFetch',
  login: loginKey,
  basicLogin: basicLoginKey,
  passwordReset: passwordResetKey,
  signUp: signUpKey,
  passwordUpdate: passwordUpdateKey,
  accountSecurity: accountSecurityKey,
  sso: ssoKey,
  upload: uploadKey,
  share: shareKey,
  chat: chatKey,
  extension: (error) => (isUnavailableError(error) ? 'errors:request.unavailable' : requestKey(error)),
};
