/*
 * The template a meeting's questions come from, changed on the meeting page by its owner or an administrator.
 * - closed: nothing asked until the person opens the picker.
 * - loading: the templates the person may use (GET /api/templates); loadFailed says why and can retry.
 * - ready: the templates are offered; choosing one applies it.
 * - applying: GET /api/meetings/admin/load/template answers the chosen template's questions from the
 *   transcript; the answers service announces them and the meeting page shows them (with the meeting's new
 *   template). applyFailed says why, the meeting keeps its template, and the person may choose again.
 */
import { assign, setup } from 'xstate';
import type { TemplateSummary } from '../../../api-contract/template.ts';
import { describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { answerTemplateActors } from './actors.ts';

export type AnswerTemplateContext = {
  meetingId: string;
  /** The one being applied. */
  chosenTemplateId: string | null;
  templates: TemplateSummary[];
  failure: AppError | null;
};

export type AnswerTemplateEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'templates.retry' }
  | { type: 'template.choose'; templateId: string };

export const answerTemplateMachine = setup({
  types: {
    context: {} as AnswerTemplateContext,
    events: {} as AnswerTemplateEvent,
    input: {} as { meetingId: string },
  },
  actors: answerTemplateActors,
  actions: {
    choose: assign((_, templateId: string) => ({ chosenTemplateId: templateId, failure: null })),
    fail: failWith('request'),
    takeTemplates: assign((_, templates: TemplateSummary[]) => ({ templates, failure: null })),
    forgetChoice: assign({ chosenTemplateId: null }),
    failApply: assign((_, error: unknown) => ({
      chosenTemplateId: null,
      failure: describeError(error, 'request'),
    })),
  },
}).createMachine({
  id: 'answerTemplate',
  description: 'Troca do modelo de uma reunião, que responde às perguntas pela transcrição',
  meta: {
    events: {
      'picker.open': 'Abriu "Trocar modelo"',
      'picker.close': 'Fechou a escolha de modelo',
      'xstate.done.actor.loadTemplates': 'Modelos disponíveis carregados',
      'xstate.error.actor.loadTemplates': 'Carregamento dos modelos falhou',
      'templates.retry': 'Pediu para carregar os modelos de novo',
      'template.choose': 'Modelo escolhido',
      'xstate.done.actor.applyTemplate': 'Perguntas do novo modelo respondidas',
      'xstate.error.actor.applyTemplate': 'Troca do modelo falhou',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    chosenTemplateId: null,
    templates: [],
    failure: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'Escolha de modelo fechada',
      on: { 'picker.open': { target: 'loading' } },
    },
    loading: {
      description: 'Carregando os modelos que a pessoa pode usar',
      tags: ['busy'],
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: {
          target: 'ready',
          actions: { type: 'takeTemplates', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar os modelos: deixa tentar de novo',
      tags: ['error'],
      on: { 'templates.retry': { target: 'loading' }, 'picker.close': { target: 'closed' } },
    },
    ready: {
      description: 'Mostrando os modelos, esperando a pessoa escolher um',
      on: {
        'template.choose': {
          target: 'applying',
          actions: { type: 'choose', params: ({ event }) => event.templateId },
        },
        'picker.close': { target: 'closed' },
      },
    },
    applying: {
      description: 'Respondendo às perguntas do modelo escolhido pela transcrição',
      tags: ['busy'],
      invoke: {
        id: 'applyTemplate',
        src: 'applyTemplate',
        input: ({ context }) => ({ meetingId: context.meetingId, templateId: context.chosenTemplateId! }),
        onDone: { target: 'closed', actions: 'forgetChoice' },
        onError: {
          target: 'applyFailed',
          actions: { type: 'failApply', params: errorOf },
        },
      },
    },
    applyFailed: {
      description: 'Falhou: o modelo não foi trocado, deixa escolher de novo',
      tags: ['error'],
      on: {
        'template.choose': {
          target: 'applying',
          actions: { type: 'choose', params: ({ event }) => event.templateId },
        },
        'picker.close': { target: 'closed' },
      },
    },
  },
});
