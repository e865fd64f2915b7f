/*
 * Selectors every machine's view needs the same way, for any machine that stores its failure with
 * ./failure.ts and tags its waiting states 'busy' (ARCHITECTURE.md, "Machines").
 */
import type { AppError } from '../../services/errors.ts';
import type { WithFailure } from './failure.ts';

/** The failure to show, null when there is none. */
export const selectFailure = (snapshot: { context: WithFailure }): AppError | null =>
  snapshot.context.failure;

/** The feature is not offered by the server in use (a state tagged 'unavailable', failure.ts). */
export const selectIsUnavailable = (snapshot: { hasTag: (tag: 'unavailable') => boolean }): boolean =>
  snapshot.hasTag('unavailable');

/** Waiting on the outside (a state tagged 'busy'): the view disables what would race it. */
export const selectIsBusy = (snapshot: { hasTag: (tag: 'busy') => boolean }): boolean =>
  snapshot.hasTag('busy');
