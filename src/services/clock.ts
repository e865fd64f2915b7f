/*
 * The app's one clock. Machines (guards, actions, actor inputs) and the flight recorder take the time from
 * here, never from Date.now(): the recorder stamps every step with it, and a replay of a support bundle sets
 * it back to each step's time, so a machine takes the recorded path on any date. This is the only file that
 * reads the wall clock for them.
 */

/** Milliseconds since the epoch, as Date.now() counts them. */
export type TimeSource = () => number;

const wallClock: TimeSource = () => Date.now();
let source: TimeSource = wallClock;

/** The current time, in milliseconds since the epoch, from the time source in use. */
export function now(): number {
  return source();
}

/**
 * Puts `next` in the wall clock's place (a replay, a test) and returns what puts the previous source back,
 * so a caller that moves the clock in a `try` restores it in its `finally`.
 */
export function setTimeSource(next: TimeSource): () => void {
  const previous = source;
  source = next;
  return () => {
    source = previous;
  };
}
