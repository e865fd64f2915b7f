import type { ActorRefLike, AnyEventObject, InspectionEvent, Observer, Snapshot } from 'xstate';
import { now } from '../../services/clock.ts';

/*
 * The flight recorder: in the first load, so it stays tiny. Every actor of every actor system (the session
 * with its login child, each page's actors) reports here through XState's `inspect` option; children inherit
 * their system's. It always records, for everyone, but only into bounded in-memory lists of references
 * (nothing is copied, stored or sent): a sign-in happens before anyone knows the user is an admin, and it is
 * the path support most often needs. Who may open the inspector and export (admins, VITE_INSPECTOR) is the
 * inspector's decision; redaction happens there too, when something is shown or exported.
 * Steps and failures are stamped with the machines' own clock (src/services/clock.ts), so a bundle says what
 * time every guard saw and a replay can set it back.
 */

/** What an actor was in after an event: the event as received and the snapshot it produced. */
export type RecordedStep = { at: number; event: AnyEventObject; snapshot: Snapshot<unknown> };
export type RecordedActor = { ref: ActorRefLike; steps: RecordedStep[] };
export type RecordedFailure = { at: number; method: string; path: string; error: unknown };

const stepsPerActor = 50;
const actorsKept = 80;

/** By sessionId, oldest first (a Map keeps insertion order, so the oldest actor is dropped first). */
export const recordedActors = new Map<string, RecordedActor>();
export const recordedFailures: RecordedFailure[] = [];

let changed: (() => void) | undefined;
/** The open inspector's redraw; one at a time. */
export function onRecord(listener: () => void): () => void {
  changed = listener;
  return () => (changed = undefined);
}

function keep<T>(list: T[], item: T, limit: number): void {
  if (list.push(item) > limit) list.shift();
}

/**
 * Which actor makes room for a new one: the oldest ended request or watcher (no state machine: a detail of a
 * machine's step), then the oldest ended machine (a page left, a sign-in done), and only when every kept actor
 * still runs, the oldest. So the session, the pages still running and the sign-ins keep their history however
 * many short actors come and go.
 */
function leastNeeded(): string {
  const ended = [...recordedActors].filter(
    ([, { ref }]) => (ref.getSnapshot() as Snapshot<unknown>).status !== 'active',
  );
  const isMachine = ([, { ref }]: [string, RecordedActor]) => 'value' in (ref.getSnapshot() as object);
  const [sessionId] = ended.find((entry) => !isMachine(entry)) ??
    ended[0] ?? [recordedActors.keys().next().value as string];
  return sessionId;
}

/** The `inspect` option every root actor is created with. */
export const actorRecorder: Observer<InspectionEvent> = {
  next(inspection) {
    forward?.(inspection);
    if (inspection.type !== '@xstate.snapshot') return;
    const { actorRef: ref, event, snapshot } = inspection;
    const actor = recordedActors.get(ref.sessionId) ?? { ref, steps: [] };
    if (!recordedActors.has(ref.sessionId)) {
      recordedActors.set(ref.sessionId, actor);
      if (recordedActors.size > actorsKept) recordedActors.delete(leastNeeded());
    }
    keep(actor.steps, { at: now(), event, snapshot }, stepsPerActor);
    changed?.();
  },
};

/** For a request's `.catch`: notes the failure (not a cancelled request) and passes it on. */
export const noteFailure =
  (method: string, path: string, signal?: AbortSignal) =>
  (error: unknown): never => {
    if (!signal?.aborted) keep(recordedFailures, { at: now(), method, path, error }, 20);
    changed?.();
    throw error;
  };

let forward: ((inspection: InspectionEvent) => void) | undefined;
/** Online inspection (VITE_INSPECTOR=stately, main.tsx): every inspection event is handed on too. */
export function forwardInspection(to: (inspection: InspectionEvent) => void): void {
  forward = to;
}
