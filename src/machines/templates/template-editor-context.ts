/*
 * The template editor's data, events and output (template-editor.machine.ts).
 */
import type { Template } from '../../api-contract/template.ts';
import type { AppError } from '../../services/errors.ts';
import type { TemplateEdit } from './actors.ts';

/** Fewer letters than this are not a question yet: nothing worth suggesting from. */
export const suggestionMinLength = 8;

/** How the editor ended: the list drops a deleted template and selects a copy. */
export type TemplateEditorOutput =
  { outcome: 'deleted'; templateId: string } | { outcome: 'duplicated'; templateId: string };

export type TemplateEditorContext = {
  templateId: string;
  template: Template | null;
  /** What the server last answered: shown again when a write is refused. */
  saved: Template | null;
  /** The write under way. */
  edit: TemplateEdit | null;
  /** The new question being typed. */
  draft: string;
  suggestions: string[];
  failure: AppError | null;
  outcome: TemplateEditorOutput | null;
};

export type TemplateEditorEvent =
  | { type: 'template.retry' }
  | { type: 'template.edit'; edit: TemplateEdit }
  | { type: 'question.type'; text: string }
  | { type: 'suggestion.pick'; text: string }
  | { type: 'suggestions.dismiss' }
  | { type: 'template.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'template.duplicate' }
  /** Raised by the editor itself when a write ends: an added draft may be gone. */
  | { type: 'edit.saved' };
