import type { SnapshotFrom } from 'xstate';
import type { reportEditorMachine } from './report-editor.machine.ts';
import type { reportListMachine } from './report-list.machine.ts';

type ListSnapshot = SnapshotFrom<typeof reportListMachine>;
type EditorSnapshot = SnapshotFrom<typeof reportEditorMachine>;

export {
  selectFailure as selectListFailure,
  selectFailure as selectEditorFailure,
} from '../shared/selectors.ts';

export const selectListLoading = (snapshot: ListSnapshot) => snapshot.matches('loading');
export const selectListFailed = (snapshot: ListSnapshot) => snapshot.matches('failed');
export const selectReports = (snapshot: ListSnapshot) => snapshot.context.reports;
export const selectListOptions = (snapshot: ListSnapshot) => snapshot.context.options;
export const selectIsCreating = (snapshot: ListSnapshot) =>
  snapshot.matches({ ready: 'creating' }) || snapshot.matches({ ready: 'submitting' });
export const selectIsSubmitting = (snapshot: ListSnapshot) => snapshot.matches({ ready: 'submitting' });
export const selectCreateFailure = (snapshot: ListSnapshot) => snapshot.context.createFailure;
/** The report whose deletion is being asked about or carried out; null when none. */
export const selectDeleteTarget = (snapshot: ListSnapshot) =>
  snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'deleting' })
    ? snapshot.context.deleteTarget
    : null;
export const selectIsDeleting = (snapshot: ListSnapshot) => snapshot.matches({ ready: 'deleting' });
export const selectDeleteFailure = (snapshot: ListSnapshot) => snapshot.context.deleteFailure;

export const selectEditorLoadFailed = (snapshot: EditorSnapshot) => snapshot.matches('loadFailed');
export const selectEditorReport = (snapshot: EditorSnapshot) => snapshot.context.report;
export const selectEditorOptions = (snapshot: EditorSnapshot) => snapshot.context.options;
export const selectIsSaving = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { form: 'saving' } });
export const selectWasSaved = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { form: 'saved' } });
export const selectIsSendingTest = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: { test: 'sending' } });
export const selectTestResult = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: { test: 'sent' } }) ? snapshot.context.testResult : null;
export const selectTestFailure = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: { test: 'failed' } }) ? snapshot.context.testFailure : null;
