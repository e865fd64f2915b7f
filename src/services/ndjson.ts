/*
 * Newline-delimited JSON read as it arrives: a streamed answer's body yields each complete line as soon as its
 * newline is in, whatever the network's chunking (a line split across chunks, several lines in one chunk, a
 * multi-byte character cut in two).
 */
import { unansweredError } from './http.ts';

/** The non-blank lines of a body, in order; a lost connection rejects like an unanswered request. */
export async function* ndjsonLines(
  body: ReadableStream<Uint8Array> | null,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  if (!body) return;
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        throw unansweredError(error, signal);
      }
      if (chunk.done) break;
      buffered += decoder.decode(chunk.value, { stream: true });
      let newline = buffered.indexOf('\n');
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        if (line !== '') yield line;
        newline = buffered.indexOf('\n');
      }
    }
    const last = (buffered + decoder.decode()).trim();
    if (last !== '') yield last;
  } finally {
    // Stopping early (the person stopped the answer, or a bad line) lets the connection go.
    await reader.cancel().catch(() => {});
  }
}
