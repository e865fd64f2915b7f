import type { ApiErrorAnswer } from '../api-contract/error.ts';

export type HttpErrorStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';

/** The one error shape every API call rejects with (spec section 7: the data layer's error statuses). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: HttpErrorStatus;
  /** The server's JSON error body, when it sent one. */
  readonly body: ApiErrorAnswer | undefined;

  constructor(
    status: HttpErrorStatus,
    message: string,
    options: { body?: ApiErrorAnswer; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = status;
    this.body = options.body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A 404 for a part of a meeting (transcript, recording, analysis) means "not there yet", not a failure. */
export async function orNullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}
