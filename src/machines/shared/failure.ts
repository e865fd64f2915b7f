/*
 * How every machine stores its failure: one context field, `failure`, holding the catalogue's AppError
 * (ARCHITECTURE.md, "Errors"), written and cleared by these actions. Each machine names them in its own
 * `setup` (`fail: failWith('request')`), so its diagram still reads in its own words.
 */
import { assign, type EventObject } from 'xstate';
import { describeError, unavailableOnServer, type AppError, type ErrorFlow } from '../../services/errors.ts';

/** The part of a machine's context these actions write. */
export type WithFailure = { failure: AppError | null };

/** The failure an invoke's onError carries, as the params of the named action that stores it. */
export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

// XState's actions are invariant in the machine's context, so each action is made for the machine's own
// context type (inferred from its `setup`); the constraint guarantees that context has the field written.
const withFailure = <TContext extends WithFailure>(failure: AppError | null) =>
  ({ failure }) as Partial<TContext>;

/** Stores an actor's error (the params, usually `errorOf`) as described by the catalogue for `flow`. */
export const failWith = <TContext extends WithFailure, TEvent extends EventObject>(flow: ErrorFlow) =>
  assign<TContext, TEvent, unknown, TEvent, never>((_, error) =>
    withFailure<TContext>(describeError(error, flow)),
  );

/** Stores a failure already described (the params): the app's own `appError(...)` or one a guard read. */
export const showFailure = <TContext extends WithFailure, TEvent extends EventObject>() =>
  assign<TContext, TEvent, AppError, TEvent, never>((_, failure) => withFailure<TContext>(failure));

/**
 * The feature's extension call answered 404 (isUnavailableError): the server in use does not offer it. The
 * machine goes to a state tagged 'unavailable' (selectIsUnavailable) whose view says so, and the rest of
 * the page goes on.
 */
export const showUnavailable = <TContext extends WithFailure, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(() => withFailure<TContext>(unavailableOnServer));

/** Forgets the failure: a retry, a new edit, a dismissal. */
export const clearFailure = <TContext extends WithFailure, TEvent extends EventObject>() =>
  assign<TContext, TEvent, undefined, TEvent, never>(() => withFailure<TContext>(null));
