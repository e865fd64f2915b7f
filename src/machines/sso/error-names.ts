import { isHttpError } from '../../services/http-error.ts';

/** The name of an error thrown by Amplify or the browser ('' for anything that is not an Error). */
export function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

/** No answer at all: the API or the identity provider could not be reached. */
export function isNetworkError(error: unknown): boolean {
  if (isHttpError(error)) return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  if (errorName(error) === 'NetworkError') return true;
  // fetch() rejects with a TypeError when the request never reaches the server.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/** Cognito's throttling errors (spec section 8: "Muitas tentativas..."). */
export function isThrottlingError(error: unknown): boolean {
  return ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException'].includes(
    errorName(error),
  );
}
