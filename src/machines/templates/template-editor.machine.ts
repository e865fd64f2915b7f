/*
 * One template in the editor pane (the templates list invokes it for the selected template).
 * - loading: GET /api/templates/{id}; loadFailed says why and can retry.
 * - ready, two regions side by side:
 *   - edits: idle -> saving, one write at a time (rename, share, default, add/reword/move/delete a question).
 *     A move shows at once (dragging must not snap back while the server answers); a refused write puts
 *     back what the server last answered and says why.
 *   - suggestions: while a new question is typed, quiet -> waiting (typing pauses for `suggestionDelay`) ->
 *     fetching -> shown. Typing again starts the wait over and cancels a request under way; a failure just
 *     hides them. Picking one puts it in the draft, to be added or edited further.
 * - confirmingDelete -> deleting -> deleted (final): the confirmation says where the template is in use.
 * - duplicating -> duplicated (final): the copy is the caller's; the list selects it.
 */
import { assign, raise, setup } from 'xstate';
import type { Template } from '../../api-contract/template.ts';
import { describeError } from '../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../shared/failure.ts';
import { templateEditorActors, type TemplateEdit } from './actors.ts';
import {
  suggestionMinLength,
  type TemplateEditorContext,
  type TemplateEditorEvent,
  type TemplateEditorOutput,
} from './template-editor-context.ts';

/** The questions in their new order, renumbered, as the server will store them. */
function moved(template: Template, questionId: string, position: number): Template {
  const questions = template.questions.filter((question) => question.id !== questionId);
  const question = template.questions.find((candidate) => candidate.id === questionId);
  if (!question) return template;
  questions.splice(Math.max(0, Math.min(position - 1, questions.length)), 0, question);
  return { ...template, questions: questions.map((item, index) => ({ ...item, position: index + 1 })) };
}

export const templateEditorMachine = setup({
  types: {
    context: {} as TemplateEditorContext,
    events: {} as TemplateEditorEvent,
    input: {} as { templateId: string },
    output: {} as TemplateEditorOutput,
  },
  actors: templateEditorActors,
  delays: { suggestionDelay: 400 },
  guards: {
    isLongEnough: (_, text: string) => text.trim().length >= suggestionMinLength,
    isDraftEmpty: ({ context }) => context.draft.trim() === '',
    isAddingQuestion: (_, edit: TemplateEdit) => edit.kind === 'addQuestion',
  },
  actions: {
    takeTemplate: assign((_, template: Template) => ({ template, saved: template, failure: null })),
    markDeleted: assign(({ context }) => ({
      outcome: { outcome: 'deleted' as const, templateId: context.templateId },
    })),
    /** `templateId`: the copy's, which the list opens next. */
    markDuplicated: assign((_, templateId: string) => ({
      outcome: { outcome: 'duplicated' as const, templateId },
    })),
    startEdit: assign(({ context }, edit: TemplateEdit) => ({
      edit,
      failure: null,
      template:
        edit.kind === 'moveQuestion' && context.template
          ? moved(context.template, edit.questionId, edit.position)
          : context.template,
    })),
    takeSaved: assign(({ context }, template: Template) => ({
      template,
      saved: template,
      edit: null,
      // The added question was the draft: it is done with, unless something else was typed meanwhile.
      draft:
        context.edit?.kind === 'addQuestion' && context.edit.text.trim() === context.draft.trim()
          ? ''
          : context.draft,
    })),
    refuseEdit: assign(({ context }, error: unknown) => ({
      template: context.saved,
      edit: null,
      failure: describeError(error, 'request'),
    })),
    fail: failWith('request'),
    // Duplicating is an extension: a server without it says so (the template itself was just loaded).
    failDuplicate: failWith('extension'),
    takeDraft: assign((_, text: string) => ({ draft: text, suggestions: [] })),
    takeSuggestions: assign((_, suggestions: string[]) => ({ suggestions })),
    hideSuggestions: assign({ suggestions: [] }),
    clearFailure: clearFailure(),
  },
}).createMachine({
  id: 'templateEditor',
  description: 'Editor de um modelo de perguntas: nome, perguntas, sugestões, excluir e duplicar',
  meta: {
    events: {
      'template.retry': 'Pessoa pediu para carregar o modelo de novo',
      'template.edit': 'Pessoa alterou o modelo ou suas perguntas',
      'template.delete': 'Pessoa pediu para excluir o modelo',
      'template.duplicate': 'Pessoa pediu para duplicar o modelo',
      'delete.confirm': 'Pessoa confirmou a exclusão do modelo',
      'delete.cancel': 'Pessoa desistiu de excluir o modelo',
      'question.type': 'Pessoa digitou uma nova pergunta',
      'suggestion.pick': 'Pessoa escolheu uma pergunta sugerida',
      'suggestions.dismiss': 'Pessoa fechou as sugestões',
      'edit.saved': 'Alteração do modelo salva',
      'xstate.after.suggestionDelay': 'Pessoa parou de digitar por um instante',
      'xstate.done.actor.loadTemplate': 'Servidor enviou o modelo',
      'xstate.error.actor.loadTemplate': 'Carregar o modelo falhou',
      'xstate.done.actor.saveEdit': 'Servidor salvou a alteração do modelo',
      'xstate.error.actor.saveEdit': 'Servidor recusou a alteração do modelo',
      'xstate.done.actor.suggestQuestions': 'Sugestões de perguntas chegaram',
      'xstate.error.actor.suggestQuestions': 'Pedir sugestões de perguntas falhou',
      'xstate.done.actor.deleteTemplate': 'Servidor excluiu o modelo',
      'xstate.error.actor.deleteTemplate': 'Excluir o modelo falhou',
      'xstate.done.actor.duplicateTemplate': 'Servidor criou a cópia do modelo',
      'xstate.error.actor.duplicateTemplate': 'Duplicar o modelo falhou',
    },
  },
  context: ({ input }) => ({
    templateId: input.templateId,
    template: null,
    saved: null,
    edit: null,
    draft: '',
    suggestions: [],
    failure: null,
    outcome: null,
  }),
  initial: 'loading',
  output: ({ context }) => context.outcome!,
  states: {
    loading: {
      description: 'Carregando o modelo escolhido',
      tags: ['busy'],
      invoke: {
        id: 'loadTemplate',
        src: 'loadTemplate',
        input: ({ context }) => ({ templateId: context.templateId }),
        onDone: { target: 'ready', actions: { type: 'takeTemplate', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'template.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      description: 'Modelo aberto para editar, com sugestões de perguntas ao lado',
      type: 'parallel',
      on: {
        'template.delete': { target: 'confirmingDelete', actions: 'clearFailure' },
        'template.duplicate': { target: 'duplicating', actions: 'clearFailure' },
      },
      states: {
        edits: {
          description: 'Alterações do modelo, uma de cada vez',
          initial: 'idle',
          states: {
            idle: {
              description: 'Esperando a pessoa alterar o modelo',
              on: {
                'template.edit': {
                  target: 'saving',
                  actions: { type: 'startEdit', params: ({ event }) => event.edit },
                },
              },
            },
            saving: {
              description: 'Salvando a alteração do modelo',
              tags: ['busy'],
              invoke: {
                id: 'saveEdit',
                src: 'saveEdit',
                input: ({ context }) => ({ templateId: context.templateId, edit: context.edit! }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'takeSaved', params: ({ event }) => event.output },
                    raise({ type: 'edit.saved' }),
                  ],
                },
                onError: { target: 'idle', actions: { type: 'refuseEdit', params: errorOf } },
              },
            },
          },
        },
        suggestions: {
          description: 'Sugestões para a pergunta que a pessoa está digitando',
          initial: 'quiet',
          on: {
            // From the region itself: the region's current state is left (a request under way is cancelled)
            // and the wait starts over; the edits region is not touched.
            'question.type': [
              {
                guard: { type: 'isLongEnough', params: ({ event }) => event.text },
                target: '.waiting',
                actions: { type: 'takeDraft', params: ({ event }) => event.text },
              },
              { target: '.quiet', actions: { type: 'takeDraft', params: ({ event }) => event.text } },
            ],
            'suggestion.pick': {
              target: '.quiet',
              actions: { type: 'takeDraft', params: ({ event }) => event.text },
            },
            'suggestions.dismiss': { target: '.quiet', actions: 'hideSuggestions' },
            'edit.saved': { guard: 'isDraftEmpty', target: '.quiet', actions: 'hideSuggestions' },
            // Adding the draft: what was suggested for it no longer applies.
            'template.edit': {
              guard: { type: 'isAddingQuestion', params: ({ event }) => event.edit },
              target: '.quiet',
              actions: 'hideSuggestions',
            },
          },
          states: {
            quiet: { description: 'Sem sugestões de perguntas na tela' },
            waiting: {
              description: 'Esperando a pessoa parar de digitar para sugerir perguntas',
              after: { suggestionDelay: { target: 'fetching' } },
            },
            fetching: {
              description: 'Pedindo sugestões para a pergunta digitada',
              invoke: {
                id: 'suggestQuestions',
                src: 'suggestQuestions',
                input: ({ context }) => ({ question: context.draft.trim() }),
                onDone: {
                  target: 'shown',
                  actions: { type: 'takeSuggestions', params: ({ event }) => event.output },
                },
                onError: { target: 'quiet', actions: 'hideSuggestions' },
              },
            },
            shown: { description: 'Mostrando perguntas sugeridas para escolher' },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Perguntando se a pessoa quer mesmo excluir o modelo',
      on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'ready' } },
    },
    deleting: {
      description: 'Excluindo o modelo',
      tags: ['busy'],
      invoke: {
        id: 'deleteTemplate',
        src: 'deleteTemplate',
        input: ({ context }) => ({ templateId: context.templateId }),
        onDone: {
          target: 'deleted',
          actions: 'markDeleted',
        },
        onError: { target: 'ready', actions: { type: 'fail', params: errorOf } },
      },
    },
    duplicating: {
      description: 'Criando uma cópia do modelo para a pessoa',
      tags: ['busy'],
      invoke: {
        id: 'duplicateTemplate',
        src: 'duplicateTemplate',
        input: ({ context }) => ({ templateId: context.templateId }),
        onDone: {
          target: 'duplicated',
          actions: { type: 'markDuplicated', params: ({ event }) => event.output.id },
        },
        onError: { target: 'ready', actions: { type: 'failDuplicate', params: errorOf } },
      },
    },
    deleted: { type: 'final', description: 'Modelo excluído: a lista volta sem ele' },
    duplicated: { type: 'final', description: 'Modelo duplicado: a lista abre a cópia' },
  },
});
