/*
 * Apart from the upload calls (uploads.ts), so the error catalogue can recognise it without bringing the
 * upload and meeting schemas into every page's first load.
 */
const invalidResponseFormat = 'Invalid response format from server';
const emptyResponse = 'Empty response from server';

/** A response that failed a spec section 5 check; `message` is the spec's text, `check` names it. */
export class UploadResponseError extends Error {
  override readonly name = 'UploadResponseError';
  readonly check: 'invalidFormat' | 'empty';
  constructor(check: 'invalidFormat' | 'empty') {
    super(check === 'empty' ? emptyResponse : invalidResponseFormat);
    this.check = check;
  }
}

export function isUploadResponseError(error: unknown): error is UploadResponseError {
  return error instanceof UploadResponseError;
}
