import type { SnapshotFrom } from 'xstate';
import type { auditLogMachine } from './audit-log.machine.ts';

type Snapshot = SnapshotFrom<typeof auditLogMachine>;

export { selectFailure } from '../../shared/selectors.ts';

export const selectLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectLoadFailed = (snapshot: Snapshot) => snapshot.matches('failed');
export const selectEntries = (snapshot: Snapshot) => snapshot.context.entries;
/** "Carregar mais" is offered while an older page is left. */
export const selectHasMore = (snapshot: Snapshot) => snapshot.context.nextBefore !== null;
export const selectLoadingMore = (snapshot: Snapshot) =>
  snapshot.matches({ ready: { entries: 'loadingMore' } });
