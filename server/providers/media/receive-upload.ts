import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class BodyTooLarge extends Error {}

/** The disk filled up while the bytes were written (ENOSPC, or EDQUOT where a quota applies). */
export function isDiskFull(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

/**
 * Streams `body` into `destination` chunk by chunk with backpressure: memory holds a few stream buffers
 * whatever the file size. More than `maxBytes` fails with BodyTooLarge.
 */
export async function receiveUpload(options: {
  body: Readable;
  destination: Writable;
  maxBytes: number;
  signal: AbortSignal;
}): Promise<void> {
  const { body, destination, maxBytes, signal } = options;
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new BodyTooLarge() : null, chunk);
    },
  });
  await pipeline(body, limit, destination, { signal });
}
