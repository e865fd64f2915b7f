import type { TranscriptSegment } from '../../../src/api-contract/transcription.ts';

/**
 * `find` computed once per transcript (the same segments array): answering one meeting asks the same finding
 * many times (once per template question, once per chat facet), and the finding is most of the answer's time.
 * What it returns is shared: callers read it and never change it.
 */
export function oncePerTranscript<T>(find: (segments: TranscriptSegment[]) => T) {
  const found = new WeakMap<TranscriptSegment[], T>();
  return (segments: TranscriptSegment[]): T => {
    if (!found.has(segments)) found.set(segments, find(segments));
    return found.get(segments) as T;
  };
}
