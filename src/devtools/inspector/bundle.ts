import type { AnyActorRef, AnyStateMachine, StateValue } from 'xstate';
import { z } from 'zod';
import { now } from '../../services/clock.ts';
import { describeError, type AppError } from '../../services/errors.ts';
import type { RecordedActor, RecordedFailure, RecordedStep } from './recorder.ts';
import { redact } from './redaction.ts';

/*
 * The support bundle: what an admin exports and support loads on /support or turns into a test
 * (scripts/bundle-to-test.ts). Everything in it went through `redact`.
 */

const stateValue: z.ZodType<StateValue> = z.lazy(() =>
  z.union([z.string(), z.record(z.string(), stateValue)]),
);

const bundleStep = z.object({
  at: z.string(),
  /** The event as received (redacted), `xstate.init` first when the actor's start was still in the buffer. */
  event: z.looseObject({ type: z.string() }),
  /** The state the event left the actor in (machines only). */
  value: stateValue.nullable(),
  tags: z.array(z.string()),
});

const bundleActor = z.object({
  sessionId: z.string(),
  /** The id its parent knows it by (`login`, `signIn`, ...), or the root's `x:0`. */
  id: z.string(),
  parentSessionId: z.string().nullable(),
  /** The machine's own id (`login`, `upload`); null for promise and callback actors. */
  machineId: z.string().nullable(),
  status: z.string(),
  value: stateValue.nullable(),
  tags: z.array(z.string()),
  context: z.unknown(),
  steps: z.array(bundleStep),
});

const failedRequest = z.object({
  at: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.string(),
  /** What the person read, in Portuguese. */
  message: z.string(),
});

export const supportBundleSchema = z.object({
  format: z.literal('pauta-support-bundle'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  route: z.string(),
  actors: z.array(bundleActor),
  failedRequests: z.array(failedRequest),
});

export type SupportBundle = z.infer<typeof supportBundleSchema>;
export type BundleActor = z.infer<typeof bundleActor>;
export type BundleStep = z.infer<typeof bundleStep>;

type MachineLike = { value: StateValue; tags: Set<string>; context: unknown; machine: AnyStateMachine };

/** The snapshot of a state machine (the one kind that has a value, tags and a diagram). */
export function machineSnapshot(snapshot: unknown): MachineLike | null {
  return typeof snapshot === 'object' && snapshot !== null && 'machine' in snapshot && 'value' in snapshot
    ? (snapshot as MachineLike)
    : null;
}

const iso = (at: number) => new Date(at).toISOString();

export function bundleStepOf(step: RecordedStep): BundleStep {
  const machine = machineSnapshot(step.snapshot);
  return {
    at: iso(step.at),
    event: redact(step.event) as BundleStep['event'],
    value: machine?.value ?? null,
    tags: machine ? [...machine.tags].sort() : [],
  };
}

export function bundleActorOf({ ref, steps }: RecordedActor): BundleActor {
  const snapshot = ref.getSnapshot() as { status?: string };
  const machine = machineSnapshot(snapshot);
  // The inspection API types an actor as ActorRefLike; every actor it reports is a full ActorRef.
  const { id, _parent } = ref as Partial<Pick<AnyActorRef, 'id' | '_parent'>>;
  return {
    sessionId: ref.sessionId,
    id: id ?? ref.sessionId,
    parentSessionId: _parent?.sessionId ?? null,
    machineId: machine?.machine.id ?? null,
    status: snapshot.status ?? 'active',
    value: machine?.value ?? null,
    tags: machine ? [...machine.tags].sort() : [],
    context: machine ? redact(machine.context) : null,
    steps: steps.map(bundleStepOf),
  };
}

/** A failed request with the status and the Portuguese sentence the catalogue gives it (errors.ts). */
export function failedRequestOf(
  failure: RecordedFailure,
  describe: (error: AppError) => string,
): SupportBundle['failedRequests'][number] {
  const error = describeError(failure.error, 'request');
  return {
    at: iso(failure.at),
    method: failure.method,
    path: String(redact(failure.path)),
    status: error.status ?? '',
    message: String(redact(describe(error))),
  };
}

export type BundleSource = {
  appVersion: string;
  route: string;
  actors: Iterable<RecordedActor>;
  failures: readonly RecordedFailure[];
  describe: (error: AppError) => string;
};

/** Stamped, like every step in it, with the machines' clock: a replay reads the two on one time line. */
export function buildSupportBundle(source: BundleSource): SupportBundle {
  return {
    format: 'pauta-support-bundle',
    formatVersion: 1,
    appVersion: source.appVersion,
    createdAt: iso(now()),
    route: source.route,
    actors: [...source.actors].map(bundleActorOf),
    failedRequests: source.failures.map((failure) => failedRequestOf(failure, source.describe)),
  };
}

/** A loaded file as a bundle, or null when it is not one (the /support page says so). */
export function parseSupportBundle(text: string): SupportBundle | null {
  try {
    const parsed = supportBundleSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
