import { createWriteStream } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class BodyTooLarge extends Error {}

/**
 * Streams `body` into `filePath` from byte `offset` on, chunk by chunk with backpressure: memory holds a
 * few stream buffers whatever the file size. Offset 0 restarts the file; a larger offset (a resumed upload)
 * keeps the bytes before it and drops any after. More than `maxBytes` fails with BodyTooLarge.
 */
export async function receiveUpload(options: {
  body: Readable;
  filePath: string;
  offset: number;
  maxBytes: number;
  signal: AbortSignal;
}): Promise<void> {
  const { body, filePath, offset, maxBytes, signal } = options;
  if (offset > 0) await truncate(filePath, offset);
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new BodyTooLarge() : null, chunk);
    },
  });
  await pipeline(body, limit, createWriteStream(filePath, { flags: offset > 0 ? 'a' : 'w' }), { signal });
}
