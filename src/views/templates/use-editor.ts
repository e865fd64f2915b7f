import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { selectEditorRef } from '../../machines/templates/selectors.ts';
import type { templateEditorMachine } from '../../machines/templates/template-editor.machine.ts';
import { TemplateListContext } from './templates-context.ts';

export type EditorRef = ActorRefFrom<typeof templateEditorMachine>;
type EditorSnapshot = SnapshotFrom<typeof templateEditorMachine>;

/** The selected template's editor (a child of the list), read with a selector of its snapshot. */
export function useEditorRef(): EditorRef | undefined {
  return TemplateListContext.useSelector(selectEditorRef) as EditorRef | undefined;
}

export function useEditorSelector<T>(editor: EditorRef, selector: (snapshot: EditorSnapshot) => T): T {
  return useSelector(editor, selector);
}
