/*
 * The meeting page's actions on its meeting (the header: the title, enable or disable, restart the bot,
 * delete), one at a time. A child of the meeting page (../meeting-detail/meeting-detail.machine.ts), invoked
 * while the page is ready with the meeting id and the meeting its guards decide from. The page keeps the one
 * meeting it shows: this machine reports each meeting it saved (meeting.saved, and bot.restarted after a
 * restart) and is told of every other change of it (meeting.changed).
 * - idle: nothing under way; the actions the meeting allows are offered.
 * - editingTitle / savingTitle: the title form, then its PATCH; a failed save goes back to the form with the
 *   typed title (titleDraft) and the reason.
 * - enabling / disabling / restartingBot: the request under way.
 * - confirmingDelete / deleting: deleting cannot be undone, so it asks first.
 * - actionFailed: a refused action says why and offers the same actions again (or a dismiss).
 * - deleted: final; the meeting is gone, and the output takes the page to its own deleted.
 */
import { assign, sendParent, setup } from 'xstate';
import type { Meeting } from '../../../api-contract/meeting.ts';
import type { AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { meetingActionsActors } from './actors.ts';

export type MeetingActionsContext = {
  meetingId: string;
  /** The page's meeting, as the page last told it: what the guards and the title form start from. */
  meeting: Meeting;
  /** The title being typed; kept when saving fails. */
  titleDraft: string;
  /** Why the last action failed, for the state that says so. */
  failure: AppError | null;
};

export type MeetingActionsInput = { meetingId: string; meeting: Meeting };

export type MeetingActionsEvent =
  | { type: 'title.edit' }
  | { type: 'title.save'; title: string }
  | { type: 'title.cancel' }
  | { type: 'meeting.enable' }
  | { type: 'meeting.disable' }
  | { type: 'bot.restart' }
  | { type: 'meeting.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'error.dismiss' }
  /** From the page: its meeting changed some other way (the content loaded it again, another template). */
  | { type: 'meeting.changed'; meeting: Meeting };

/** What this machine tells the page (its parent). */
export type MeetingActionsReport = { type: 'meeting.saved'; meeting: Meeting } | { type: 'bot.restarted' };

export type MeetingActionsOutput = { deletedMeetingId: string };

const meetingIdOf = ({ context }: { context: MeetingActionsContext }) => ({ meetingId: context.meetingId });

/** Every request's answer is the saved meeting: kept here, and reported to the page that shows it. */
const savedThen = (extra: 'reportRestart' | null = null) => ({
  target: 'idle' as const,
  actions: [
    {
      type: 'takeSavedMeeting' as const,
      params: ({ event }: { event: { output: Meeting } }) => event.output,
    },
    { type: 'reportSaved' as const, params: ({ event }: { event: { output: Meeting } }) => event.output },
    ...(extra ? [extra] : []),
  ],
});

const failTo = (target: 'editingTitle' | 'actionFailed') => ({
  target,
  actions: { type: 'fail' as const, params: errorOf },
});

// The actions offered again after a refused one, as from idle (the title form only from idle).
const actionsOffered = {
  'meeting.enable': { guard: 'isDisabled', target: 'enabling' },
  'meeting.disable': { guard: 'isEnabled', target: 'disabling' },
  'bot.restart': { guard: 'canRestartBot', target: 'restartingBot' },
  'meeting.delete': { target: 'confirmingDelete' },
} as const;

export const meetingActionsMachine = setup({
  types: {
    context: {} as MeetingActionsContext,
    events: {} as MeetingActionsEvent,
    input: {} as MeetingActionsInput,
    output: {} as MeetingActionsOutput,
  },
  actors: meetingActionsActors,
  guards: {
    isEnabled: ({ context }) => context.meeting.isEnabled,
    isDisabled: ({ context }) => !context.meeting.isEnabled,
    // Only a meeting added by link has a bot, and a disabled meeting's bot stays away.
    canRestartBot: ({ context }) => Boolean(context.meeting.meetingUrl) && context.meeting.isEnabled,
    titleGiven: (_, title: string) => title.trim().length > 0,
  },
  actions: {
    takeSavedMeeting: assign((_, meeting: Meeting) => ({ meeting, failure: null })),
    followMeeting: assign((_, meeting: Meeting) => ({ meeting })),
    startTitleEdit: assign(({ context }) => ({ titleDraft: context.meeting.title })),
    takeTitleDraft: assign((_, title: string) => ({ titleDraft: title.trim(), failure: null })),
    reportSaved: sendParent((_, meeting: Meeting): MeetingActionsReport => ({
      type: 'meeting.saved',
      meeting,
    })),
    // The new bot starts its lifecycle again: the page's bot status follows it from the start.
    reportRestart: sendParent({ type: 'bot.restarted' } satisfies MeetingActionsReport),
    fail: failWith('request'),
    clearFailure: clearFailure(),
  },
}).createMachine({
  id: 'meetingActions',
  description: 'Ações do cabeçalho da reunião: título, ativar, reiniciar o bot, excluir',
  meta: {
    events: {
      'meeting.changed': 'Reunião mudou por outro caminho na página',
      'title.edit': 'Edição do título aberta',
      'title.save': 'Novo título enviado',
      'title.cancel': 'Edição do título cancelada',
      'meeting.enable': 'Pedido para ativar a reunião',
      'meeting.disable': 'Pedido para desativar a reunião',
      'bot.restart': 'Pedido para reiniciar o bot',
      'meeting.delete': 'Pedido para excluir a reunião',
      'delete.confirm': 'Exclusão da reunião confirmada',
      'delete.cancel': 'Exclusão da reunião cancelada',
      'error.dismiss': 'Aviso de erro fechado',
      'xstate.done.actor.saveTitle': 'Servidor salvou o novo título',
      'xstate.error.actor.saveTitle': 'Falhou ao salvar o título',
      'xstate.done.actor.enableMeeting': 'Servidor ativou a reunião',
      'xstate.error.actor.enableMeeting': 'Falhou ao ativar a reunião',
      'xstate.done.actor.disableMeeting': 'Servidor desativou a reunião',
      'xstate.error.actor.disableMeeting': 'Falhou ao desativar a reunião',
      'xstate.done.actor.restartBot': 'Servidor reiniciou o bot',
      'xstate.error.actor.restartBot': 'Falhou ao reiniciar o bot',
      'xstate.done.actor.deleteMeeting': 'Servidor excluiu a reunião',
      'xstate.error.actor.deleteMeeting': 'Falhou ao excluir a reunião',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    meeting: input.meeting,
    titleDraft: '',
    failure: null,
  }),
  on: { 'meeting.changed': { actions: { type: 'followMeeting', params: ({ event }) => event.meeting } } },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nenhuma ação em andamento; oferece as ações que a reunião permite',
      on: { 'title.edit': { target: 'editingTitle', actions: 'startTitleEdit' }, ...actionsOffered },
    },
    editingTitle: {
      description: 'Pessoa editando o título da reunião',
      on: {
        'title.save': {
          guard: { type: 'titleGiven', params: ({ event }) => event.title },
          target: 'savingTitle',
          actions: { type: 'takeTitleDraft', params: ({ event }) => event.title },
        },
        'title.cancel': { target: 'idle', actions: 'clearFailure' },
      },
    },
    savingTitle: {
      description: 'Salvando o novo título no servidor',
      tags: ['busy'],
      invoke: {
        id: 'saveTitle',
        src: 'saveTitle',
        input: ({ context }) => ({ meetingId: context.meetingId, title: context.titleDraft }),
        onDone: savedThen(),
        onError: failTo('editingTitle'),
      },
    },
    enabling: {
      description: 'Ativando a reunião no servidor',
      tags: ['busy'],
      invoke: {
        id: 'enableMeeting',
        src: 'setEnabled',
        input: ({ context }) => ({ meetingId: context.meetingId, enabled: true }),
        onDone: savedThen(),
        onError: failTo('actionFailed'),
      },
    },
    disabling: {
      description: 'Desativando a reunião no servidor',
      tags: ['busy'],
      invoke: {
        id: 'disableMeeting',
        src: 'setEnabled',
        input: ({ context }) => ({ meetingId: context.meetingId, enabled: false }),
        onDone: savedThen(),
        onError: failTo('actionFailed'),
      },
    },
    restartingBot: {
      description: 'Pedindo ao servidor para reiniciar o bot',
      tags: ['busy'],
      invoke: {
        id: 'restartBot',
        src: 'restartBot',
        input: meetingIdOf,
        onDone: savedThen('reportRestart'),
        onError: failTo('actionFailed'),
      },
    },
    confirmingDelete: {
      description: 'Perguntando se a pessoa quer mesmo excluir a reunião',
      on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'idle' } },
    },
    deleting: {
      description: 'Excluindo a reunião no servidor',
      tags: ['busy'],
      invoke: {
        id: 'deleteMeeting',
        src: 'deleteMeeting',
        input: meetingIdOf,
        onDone: { target: 'deleted' },
        onError: failTo('actionFailed'),
      },
    },
    actionFailed: {
      description: 'Falhou: mostra o motivo e oferece as ações de novo',
      tags: ['error'],
      on: { 'error.dismiss': { target: 'idle', actions: 'clearFailure' }, ...actionsOffered },
    },
    deleted: { type: 'final', description: 'Reunião excluída; a página volta à lista' },
  },
  output: ({ context }) => ({ deletedMeetingId: context.meetingId }),
});
