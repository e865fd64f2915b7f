/** A timed line of a transcript, as the metrics read it. */
export type TimedLine = { speaker: string; startSeconds: number; endSeconds: number; text: string };

/** Consecutive lines of one side of the call, read as one stretch of talk. */
export type Run = { side: 'seller' | 'client'; lines: TimedLine[]; startSeconds: number; endSeconds: number };

/** Pauses shorter than this between lines of the same side do not end a monologue or a customer story. */
export const joinedPauseSeconds = 2;

/**
 * The call as stretches of each side: consecutive lines of the same side (seller or client, whoever of
 * that side speaks) are one run while the pause between them is under `joinedPauseSeconds`.
 */
export function runsOf(lines: readonly TimedLine[], isSeller: (speaker: string) => boolean): Run[] {
  const runs: Run[] = [];
  for (const line of lines) {
    const side = isSeller(line.speaker) ? 'seller' : 'client';
    const current = runs.at(-1);
    if (current && current.side === side && line.startSeconds - current.endSeconds < joinedPauseSeconds) {
      current.lines.push(line);
      current.endSeconds = Math.max(current.endSeconds, line.endSeconds);
    } else {
      runs.push({ side, lines: [line], startSeconds: line.startSeconds, endSeconds: line.endSeconds });
    }
  }
  return runs;
}

export const spokenSeconds = (lines: readonly TimedLine[]) =>
  lines.reduce((sum, line) => sum + Math.max(0, line.endSeconds - line.startSeconds), 0);
