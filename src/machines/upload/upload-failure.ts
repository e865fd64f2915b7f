import { isUploadResponseError } from '../../services/api/uploads.ts';
import { isHttpError } from '../../services/http-error.ts';

/** What went wrong, as the dialog explains it (namespace 'upload', key errors.<kind>). */
export type UploadFailureKind =
  'invalidFormat' | 'empty' | 'network' | 'server' | 'expiredRepeatedly' | 'processingFailed' | 'unexpected';

/** `message` keeps the original text (e.g. the spec's "Empty response from server") for support. */
export type UploadFailure = { kind: UploadFailureKind; message: string; status: string | null };

export function uploadFailureOf(error: unknown): UploadFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (isUploadResponseError(error)) return { kind: error.check, message, status: null };
  if (isHttpError(error)) {
    const network = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
    return { kind: network ? 'network' : 'server', message, status: String(error.status) };
  }
  return { kind: 'unexpected', message, status: null };
}
