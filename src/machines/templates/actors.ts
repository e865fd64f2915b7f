import { fromCallback, fromPromise } from 'xstate';
import type { Template, TemplateSummary } from '../../api-contract/template.ts';
import {
  addQuestion,
  createTemplate,
  deleteQuestion,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  renameTemplate,
  setDefaultTemplate,
  shareTemplate,
  suggestQuestions,
  updateQuestion,
  watchTemplateChanges,
  type TemplateChange,
} from '../../services/templates/templates.ts';

/** One write to the template being edited; each answers the template as the server now has it. */
export type TemplateEdit =
  | { kind: 'rename'; name: string }
  | { kind: 'share'; isShared: boolean }
  | { kind: 'default'; isDefault: boolean }
  | { kind: 'addQuestion'; text: string }
  | { kind: 'rewordQuestion'; questionId: string; text: string }
  | { kind: 'moveQuestion'; questionId: string; position: number }
  | { kind: 'deleteQuestion'; questionId: string };

type TemplateInput = { templateId: string };

function save(templateId: string, edit: TemplateEdit, signal: AbortSignal): Promise<Template> {
  switch (edit.kind) {
    case 'rename':
      return renameTemplate(templateId, edit.name, { signal });
    case 'share':
      return shareTemplate(templateId, edit.isShared, { signal });
    case 'default':
      return setDefaultTemplate(templateId, edit.isDefault, { signal });
    case 'addQuestion':
      return addQuestion(templateId, { text: edit.text }, { signal });
    case 'rewordQuestion':
      return updateQuestion(templateId, edit.questionId, { text: edit.text }, { signal });
    case 'moveQuestion':
      return updateQuestion(templateId, edit.questionId, { position: edit.position }, { signal });
    case 'deleteQuestion':
      return deleteQuestion(templateId, edit.questionId, { signal });
  }
}

export const templateListActors = {
  loadTemplates: fromPromise<TemplateSummary[]>(({ signal }) => listTemplates({ signal })),
  createTemplate: fromPromise<Template, { name: string }>(({ input, signal }) =>
    createTemplate({ name: input.name }, { signal }),
  ),
  /** Writes made anywhere in the app (the editor, a meeting page) reach the list. */
  watchTemplateChanges: fromCallback<TemplateChange>(({ sendBack }) => watchTemplateChanges(sendBack)),
};

export const templateEditorActors = {
  loadTemplate: fromPromise<Template, TemplateInput>(({ input, signal }) =>
    getTemplate(input.templateId, { signal }),
  ),
  saveEdit: fromPromise<Template, TemplateInput & { edit: TemplateEdit }>(({ input, signal }) =>
    save(input.templateId, input.edit, signal),
  ),
  suggestQuestions: fromPromise<string[], { question: string }>(({ input, signal }) =>
    suggestQuestions(input.question, { signal }),
  ),
  deleteTemplate: fromPromise<void, TemplateInput>(({ input, signal }) =>
    deleteTemplate(input.templateId, { signal }),
  ),
  duplicateTemplate: fromPromise<Template, TemplateInput>(({ input, signal }) =>
    duplicateTemplate(input.templateId, { signal }),
  ),
};
