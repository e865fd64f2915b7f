/*
 * The file sent to a signed upload URL in chunks, each a PUT with `Content-Range: bytes <start>-<end>/<size>`.
 * The server appends a chunk at <start>, so a transfer can resume where the server stopped (after the URL
 * expired, or the network dropped) instead of sending the whole file again.
 * XMLHttpRequest, not fetch: only XHR reports upload progress. The URL is signed, so no Authorization
 * header is sent (the signature is the credential).
 */
import { apiErrorSchema } from '../../api-contract/error.ts';
import { HttpError } from '../http-error.ts';

/** Small enough that an expired URL or a dropped connection costs little, large enough to keep speed. */
export const uploadChunkBytes = 4 * 1024 * 1024;

export type TransferProgress = {
  /** Bytes of the file from byte 0 that are stored or on their way: what the bar shows. */
  loaded: number;
  total: number;
  /** Bytes this transfer put on the wire and the milliseconds that took: the speed. */
  sentBytes: number;
  elapsedMs: number;
};

/** One chunk: `start` and `end` are inclusive byte positions, as in Content-Range. */
export type ChunkRange = { start: number; end: number };

export type ChunkedTransferRequest = {
  url: string;
  file: Blob;
  contentType: string;
  /** The first byte to send: what the server already has. */
  from: number;
  chunkBytes?: number;
  signal?: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
  /** A chunk the server stored; `bytesReceived` is where the next one starts. */
  onChunkStored?: (bytesReceived: number) => void;
};

/** The chunks that carry bytes `from`..`size - 1`, in order; none when the server has everything. */
export function chunkRanges(size: number, from: number, chunkBytes: number = uploadChunkBytes): ChunkRange[] {
  if (chunkBytes <= 0) throw new RangeError('chunkBytes must be positive');
  const ranges: ChunkRange[] = [];
  for (let start = Math.max(0, from); start < size; start += chunkBytes) {
    ranges.push({ start, end: Math.min(size, start + chunkBytes) - 1 });
  }
  return ranges;
}

export const contentRangeOf = ({ start, end }: ChunkRange, size: number) => `bytes ${start}-${end}/${size}`;

/**
 * Sends the file from `from` on, one chunk after the other. Resolves when the last chunk is stored; rejects
 * with HttpError (403: the URL expired) and stops at the first chunk refused, or with the abort reason.
 */
export async function putFileInChunks(request: ChunkedTransferRequest): Promise<void> {
  const { url, file, contentType, from, signal, onProgress, onChunkStored } = request;
  const startedAt = performance.now();
  let sentBefore = 0;
  for (const range of chunkRanges(file.size, from, request.chunkBytes)) {
    const { sent: chunkSent } = await putBlob({
      url,
      body: file.slice(range.start, range.end + 1),
      headers: {
        'Content-Type': contentType || 'application/octet-stream',
        'Content-Range': contentRangeOf(range, file.size),
      },
      signal,
      onSent: (sentInChunk) =>
        onProgress({
          loaded: range.start + sentInChunk,
          total: file.size,
          sentBytes: sentBefore + sentInChunk,
          elapsedMs: performance.now() - startedAt,
        }),
    });
    sentBefore += chunkSent;
    onChunkStored?.(range.end + 1);
  }
}

type BlobRequest = {
  url: string;
  body: Blob;
  headers: Record<string, string>;
  signal?: AbortSignal;
  onSent: (sentInBlob: number) => void;
};

/**
 * One PUT; resolves once the server answered 2xx with the bytes sent and the answer's ETag (a bucket's
 * name for a stored part; readable only when the bucket's CORS exposes it).
 */
export function putBlob({
  url,
  body,
  headers,
  signal,
  onSent,
}: BlobRequest): Promise<{ sent: number; etag: string | null }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();

    xhr.upload.addEventListener('progress', (event) => onSent(event.loaded));
    xhr.addEventListener('load', () => {
      signal?.removeEventListener('abort', abort);
      if (xhr.status >= 200 && xhr.status <= 299) {
        onSent(body.size);
        resolve({ sent: body.size, etag: xhr.getResponseHeader('ETag') });
      } else reject(failureOf(xhr));
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
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.send(body);
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
