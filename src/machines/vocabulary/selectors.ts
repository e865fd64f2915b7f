import type { SnapshotFrom } from 'xstate';
import type { vocabularyMachine } from './vocabulary.machine.ts';

type Snapshot = SnapshotFrom<typeof vocabularyMachine>;

export const selectVocabularyView = (snapshot: Snapshot): 'loading' | 'failed' | 'ready' =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
export const selectWords = (snapshot: Snapshot) => snapshot.context.words;
export const selectLoadFailure = (snapshot: Snapshot) => snapshot.context.loadFailure;
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectAddFailure = (snapshot: Snapshot) => snapshot.context.addFailure;
export const selectRemoveFailure = (snapshot: Snapshot) => snapshot.context.removeFailure;
export const selectAdding = (snapshot: Snapshot) => snapshot.matches({ ready: 'adding' });
export const selectRemovingId = (snapshot: Snapshot) => snapshot.context.removingId;
