import type { SnapshotFrom } from 'xstate';
import type { conversationSearchMachine } from './conversation-search.machine.ts';

type Snapshot = SnapshotFrom<typeof conversationSearchMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export const selectQuery = (snapshot: Snapshot) => snapshot.context.query;
export const selectSearching = (snapshot: Snapshot) => snapshot.matches('searching');
export const selectSearchFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectHits = (snapshot: Snapshot) => snapshot.context.hits;
/** The search ran and found nothing: the page says so instead of an empty list. */
export const selectFoundNothing = (snapshot: Snapshot) =>
  snapshot.matches('showing') && snapshot.context.hits.length === 0;
