/*
 * The file PUT to a signed upload URL. XMLHttpRequest, not fetch: only XHR reports upload progress.
 * The URL is signed, so no Authorization header is sent (the signature is the credential).
 */
import { apiErrorSchema } from './api/schemas/error.ts';
import { HttpError } from './http-error.ts';

export type TransferProgress = {
  loaded: number;
  total: number;
  /** Milliseconds since this PUT started, for speed and time left. */
  elapsedMs: number;
};

export type TransferRequest = {
  url: string;
  file: Blob;
  contentType: string;
  signal?: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
};

/** Resolves when the server accepted the whole body; rejects with HttpError (403: the URL expired). */
export function putFile({ url, file, contentType, signal, onProgress }: TransferRequest): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const startedAt = performance.now();
    const abort = () => xhr.abort();

    xhr.upload.addEventListener('progress', (event) => {
      onProgress({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
        elapsedMs: performance.now() - startedAt,
      });
    });
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status <= 299) resolve();
      else reject(failureOf(xhr));
    });
    xhr.addEventListener('error', () => {
      signal?.removeEventListener('abort', abort);
      reject(new HttpError('FETCH_ERROR', 'Network error while uploading the file'));
    });
    xhr.addEventListener('abort', () => {
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    });
    signal?.addEventListener('abort', abort, { once: true });

    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType || 'application/octet-stream');
    xhr.send(file);
  });
}

function failureOf(xhr: XMLHttpRequest): HttpError {
  const parsed = safeJson(xhr.responseText);
  const body = apiErrorSchema.safeParse(parsed);
  return new HttpError(xhr.status, body.success ? body.data.message : `HTTP ${xhr.status}`, {
    body: body.success ? body.data : undefined,
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
