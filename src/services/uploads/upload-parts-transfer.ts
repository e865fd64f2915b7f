/*
 * A file sent straight to an S3-compatible bucket as a multipart upload: part n holds bytes
 * (n-1)*partSizeBytes onwards, each part a PUT to its own presigned URL. The app server signs the URLs and
 * records each part's ETag (the bucket's answer), so an interrupted upload resumes with the parts the server
 * lists as stored, and any app server can take the next part.
 */
import { HttpError, isHttpError } from '../http-error.ts';
import { putBlob, type TransferProgress } from './upload-transfer.ts';

/** Parts signed per request: few enough that their URLs do not expire before their turn comes. */
export const partsSignedAtOnce = 8;

export type PartsTransferRequest = {
  file: Blob;
  partSizeBytes: number;
  /** Parts the bucket holds already: they are not sent again. */
  storedParts: readonly number[];
  /** A presigned URL of part 1 already in hand (the create or refresh answer's uploadUrl). */
  firstPartUrl?: string;
  signParts(partNumbers: number[], signal: AbortSignal | undefined): Promise<Map<number, string>>;
  recordPart(partNumber: number, etag: string, signal: AbortSignal | undefined): Promise<void>;
  signal?: AbortSignal;
  onProgress: (progress: TransferProgress) => void;
  /** A part the bucket stored and the server recorded; `bytesReceived` counts every stored part. */
  onPartStored?: (partNumber: number, bytesReceived: number) => void;
};

/** The bytes of part `partNumber` (1-based) of a file cut into parts of `partSizeBytes`. */
function partRange(size: number, partSizeBytes: number, partNumber: number) {
  const start = (partNumber - 1) * partSizeBytes;
  return { start, end: Math.min(size, start + partSizeBytes) };
}

const partCountOf = (size: number, partSizeBytes: number) => Math.max(1, Math.ceil(size / partSizeBytes));

/**
 * Sends every part not stored yet, in order, signing URLs a few at a time. Rejects with HttpError at the first
 * part refused (403: its URL expired; the caller gets fresh ones and resumes), or with the abort reason.
 */
export async function putFileInParts(request: PartsTransferRequest): Promise<void> {
  const { file, partSizeBytes, signal, onProgress } = request;
  const stored = new Set(request.storedParts);
  const missing = Array.from(
    { length: partCountOf(file.size, partSizeBytes) },
    (_, index) => index + 1,
  ).filter((partNumber) => !stored.has(partNumber));
  const sizeOf = (partNumber: number) => {
    const { start, end } = partRange(file.size, partSizeBytes, partNumber);
    return end - start;
  };
  let bytesStored = [...stored].reduce((sum, partNumber) => sum + sizeOf(partNumber), 0);
  const startedAt = performance.now();
  let sentBefore = 0;
  let urls = new Map<number, string>(request.firstPartUrl ? [[1, request.firstPartUrl]] : []);

  for (const [index, partNumber] of missing.entries()) {
    if (!urls.has(partNumber))
      urls = await request.signParts(missing.slice(index, index + partsSignedAtOnce), signal);
    const { start, end } = partRange(file.size, partSizeBytes, partNumber);
    const url = urls.get(partNumber) ?? '';
    const { sent, etag } = await putBlob({
      url,
      body: file.slice(start, end),
      headers: {},
      signal,
      onSent: (sentInPart) =>
        onProgress({
          loaded: bytesStored + sentInPart,
          total: file.size,
          sentBytes: sentBefore + sentInPart,
          elapsedMs: performance.now() - startedAt,
        }),
    }).catch((error: unknown) => {
      throw expiredBehindCors(error, url) ?? error;
    });
    if (!etag) throw new Error('The bucket hid the ETag of a stored part: its CORS must expose ETag.');
    await request.recordPart(partNumber, etag, signal);
    sentBefore += sent;
    bytesStored += sent;
    request.onPartStored?.(partNumber, bytesStored);
  }
}

/** `X-Amz-Date` + `X-Amz-Expires` of a presigned URL, in ms; undefined when the URL does not say. */
function expiryOf(url: string): number | undefined {
  const query = URL.canParse(url) ? new URL(url).searchParams : undefined;
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(query?.get('X-Amz-Date') ?? '');
  const seconds = Number(query?.get('X-Amz-Expires'));
  if (!date || !Number.isFinite(seconds)) return undefined;
  const [, year, month, day, hour, minute, second] = date.map(Number) as number[];
  return Date.UTC(year!, month! - 1, day!, hour!, minute!, second!) + seconds * 1000;
}

/**
 * A bucket may refuse an expired URL without CORS headers, which the browser reports as a network error: past
 * the URL's own expiry, that failure is the expiry (403), so fresh URLs are asked for instead of giving up.
 */
function expiredBehindCors(error: unknown, url: string): HttpError | undefined {
  const expiry = expiryOf(url);
  if (!isHttpError(error) || error.status !== 'FETCH_ERROR' || expiry === undefined) return undefined;
  return expiry <= Date.now() ? new HttpError(403, 'The presigned part URL expired') : undefined;
}
