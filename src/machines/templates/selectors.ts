import type { SnapshotFrom } from 'xstate';
import type { templateEditorMachine } from './template-editor.machine.ts';
import type { templateListMachine } from './template-list.machine.ts';

type ListSnapshot = SnapshotFrom<typeof templateListMachine>;
type EditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;

export {
  selectFailure as selectListFailure,
  selectFailure as selectEditorFailure,
} from '../shared/selectors.ts';

type ReadyView = 'browsing' | 'selected' | 'creating' | 'submitting';
export type ListView = 'loading' | 'failed' | ReadyView;

const readyViews: ReadyView[] = ['browsing', 'selected', 'creating', 'submitting'];

export const selectListView = (snapshot: ListSnapshot): ListView =>
  snapshot.matches('failed')
    ? 'failed'
    : (readyViews.find((view) => snapshot.matches({ ready: view })) ?? 'loading');

export const selectTemplates = (snapshot: ListSnapshot) => snapshot.context.templates;
export const selectSelectedId = (snapshot: ListSnapshot) => snapshot.context.selectedId;
export const selectCreateFailure = (snapshot: ListSnapshot) => snapshot.context.createFailure;
export const selectNewName = (snapshot: ListSnapshot) => snapshot.context.newName;
export const selectEditorRef = (snapshot: ListSnapshot) => snapshot.children.editor;

export type EditorView = 'loading' | 'loadFailed' | 'ready' | 'confirmingDelete' | 'deleting' | 'duplicating';

const editorViews: EditorView[] = [
  'loading',
  'loadFailed',
  'ready',
  'confirmingDelete',
  'deleting',
  'duplicating',
];

export const selectEditorView = (snapshot: EditorSnapshot): EditorView =>
  editorViews.find((view) => snapshot.matches(view)) ?? 'loading';

export const selectTemplate = (snapshot: EditorSnapshot) => snapshot.context.template;
export const selectIsSaving = (snapshot: EditorSnapshot) => snapshot.matches({ ready: { edits: 'saving' } });
export const selectPendingEdit = (snapshot: EditorSnapshot) => snapshot.context.edit;
export const selectDraft = (snapshot: EditorSnapshot) => snapshot.context.draft;
/** Shown only once they arrived for what is typed now. */
export const selectSuggestions = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: { suggestions: 'shown' } }) ? snapshot.context.suggestions : [];
export const selectIsSuggesting = (snapshot: EditorSnapshot) =>
  snapshot.matches({ ready: { suggestions: 'fetching' } });
