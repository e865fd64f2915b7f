/*
 * The templates page: the caller's templates, those shared in the company and the ready-made ones.
 * - loading: GET /api/templates; failed says why and can retry.
 * - ready: writes to templates made anywhere (templates.saved / templates.removed from the service's feed)
 *   update the list as they happen, so the editor never tells the list anything itself.
 *   - browsing: nothing selected (on a narrow screen, the list is what shows).
 *   - selected: invokes the editor for the selected template; selecting another starts a fresh editor. The
 *     editor ends when its template was deleted (back to browsing) or duplicated (the copy is selected).
 *   - creating -> submitting: a new template's name; the new template is selected.
 */
import { assign, setup } from 'xstate';
import type { Template, TemplateSummary } from '../../api-contract/template.ts';
import type { TemplateChange } from '../../services/templates/templates.ts';
import { describeError, type AppError } from '../../services/errors.ts';
import { errorOf, failWith } from '../shared/failure.ts';
import { templateListActors } from './actors.ts';
import type { TemplateEditorOutput } from './template-editor-context.ts';
import { templateEditorMachine } from './template-editor.machine.ts';

export type TemplateListContext = {
  templates: TemplateSummary[];
  selectedId: string | null;
  failure: AppError | null;
  /** The new template's name, kept when it is refused. */
  newName: string;
  /** Why the new template was refused, shown in the creation form. */
  createFailure: AppError | null;
};

export type TemplateListEvent =
  | { type: 'templates.retry' }
  | { type: 'template.select'; templateId: string }
  | { type: 'selection.clear' }
  | { type: 'create.open' }
  | { type: 'create.cancel' }
  | { type: 'create.submit'; name: string }
  | TemplateChange;

/** The template as the list shows it: its summary, in place, or first when new. One default at most. */
function upsert(templates: TemplateSummary[], template: Template): TemplateSummary[] {
  const { questions: _questions, ...summary } = template;
  const others = summary.isDefault
    ? templates.map((item) => (item.isDefault ? { ...item, isDefault: false } : item))
    : templates;
  return others.some((item) => item.id === summary.id)
    ? others.map((item) => (item.id === summary.id ? summary : item))
    : [summary, ...others];
}

export const templateListMachine = setup({
  types: {
    context: {} as TemplateListContext,
    events: {} as TemplateListEvent,
  },
  actors: { ...templateListActors, templateEditor: templateEditorMachine },
  guards: {
    isSelected: ({ context }, templateId: string) => context.selectedId === templateId,
    wasDuplicated: (_, output: TemplateEditorOutput) => output.outcome === 'duplicated',
  },
  actions: {
    takeTemplates: assign((_, templates: TemplateSummary[]) => ({ templates, failure: null })),
    takeSaved: assign(({ context }, template: Template) => ({
      templates: upsert(context.templates, template),
    })),
    drop: assign(({ context }, templateId: string) => ({
      templates: context.templates.filter((item) => item.id !== templateId),
      selectedId: context.selectedId === templateId ? null : context.selectedId,
    })),
    select: assign((_, templateId: string) => ({ selectedId: templateId, createFailure: null })),
    clearSelection: assign({ selectedId: null }),
    fail: failWith('request'),
    takeNewName: assign((_, newName: string) => ({ newName, createFailure: null })),
    failCreate: assign((_, error: unknown) => ({ createFailure: describeError(error, 'request') })),
  },
}).createMachine({
  id: 'templateList',
  description: 'Página de modelos de perguntas: a lista, o editor do escolhido e a criação',
  meta: {
    events: {
      'templates.retry': 'Pessoa pediu para carregar os modelos de novo',
      'template.select': 'Pessoa escolheu um modelo na lista',
      'selection.clear': 'Pessoa voltou para a lista',
      'create.open': 'Pessoa abriu a criação de um novo modelo',
      'create.cancel': 'Pessoa desistiu de criar o modelo',
      'create.submit': 'Nome do novo modelo enviado',
      'templates.saved': 'Um modelo foi salvo (nesta ou em outra tela)',
      'templates.removed': 'Um modelo foi excluído (nesta ou em outra tela)',
      'xstate.done.actor.loadTemplates': 'Servidor enviou os modelos',
      'xstate.error.actor.loadTemplates': 'Carregar os modelos falhou',
      'xstate.done.actor.editor': 'Editor terminou: modelo excluído ou duplicado',
      'xstate.done.actor.createTemplate': 'Servidor criou o novo modelo',
      'xstate.error.actor.createTemplate': 'Criar o modelo falhou',
    },
  },
  context: { templates: [], selectedId: null, failure: null, newName: '', createFailure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Carregando os modelos da pessoa, da equipe e os prontos',
      tags: ['busy'],
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: { target: 'ready', actions: { type: 'takeTemplates', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'templates.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Lista de modelos carregada, atualizada a cada mudança',
      invoke: { id: 'templateChanges', src: 'watchTemplateChanges' },
      on: {
        'templates.saved': { actions: { type: 'takeSaved', params: ({ event }) => event.template } },
        'templates.removed': [
          {
            // The selected one is gone (deleted in its editor): the editor stops with it.
            guard: { type: 'isSelected', params: ({ event }) => event.templateId },
            target: '.browsing',
            actions: { type: 'drop', params: ({ event }) => event.templateId },
          },
          { actions: { type: 'drop', params: ({ event }) => event.templateId } },
        ],
        'template.select': {
          target: '.selected',
          reenter: true,
          actions: { type: 'select', params: ({ event }) => event.templateId },
        },
        'create.open': {
          target: '.creating',
          actions: ['clearSelection', assign({ newName: '', createFailure: null })],
        },
      },
      initial: 'browsing',
      states: {
        browsing: { description: 'Mostrando a lista, sem modelo escolhido' },
        selected: {
          description: 'Modelo escolhido aberto no editor',
          invoke: {
            id: 'editor',
            src: 'templateEditor',
            input: ({ context }) => ({ templateId: context.selectedId! }),
            onDone: [
              {
                guard: { type: 'wasDuplicated', params: ({ event }) => event.output },
                target: 'selected',
                reenter: true,
                actions: { type: 'select', params: ({ event }) => event.output.templateId },
              },
              {
                target: 'browsing',
                actions: { type: 'drop', params: ({ event }) => event.output.templateId },
              },
            ],
          },
          on: { 'selection.clear': { target: 'browsing', actions: 'clearSelection' } },
        },
        creating: {
          description: 'Esperando a pessoa digitar o nome do novo modelo',
          on: {
            'create.submit': {
              target: 'submitting',
              actions: { type: 'takeNewName', params: ({ event }) => event.name },
            },
            'create.cancel': { target: 'browsing' },
          },
        },
        submitting: {
          description: 'Criando o novo modelo no servidor',
          tags: ['busy'],
          invoke: {
            id: 'createTemplate',
            src: 'createTemplate',
            input: ({ context }) => ({ name: context.newName }),
            onDone: {
              target: 'selected',
              actions: [
                { type: 'takeSaved', params: ({ event }) => event.output },
                { type: 'select', params: ({ event }) => event.output.id },
                assign({ newName: '' }),
              ],
            },
            onError: { target: 'creating', actions: { type: 'failCreate', params: errorOf } },
          },
        },
      },
    },
  },
});
