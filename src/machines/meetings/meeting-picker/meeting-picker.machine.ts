/*
 * Picking meetings on the list to ask the AI about them together (issue 8, chat across meetings).
 * - picking: a checkbox per row toggles a meeting; "select all visible" adds the loaded ones; a question takes
 *   at most chatContextMaxMeetings meetings, so picks beyond that are refused and the person is told (capped).
 * - fetchingFiltered: "use the current filters" asks the list API for the meetings those filters show (up to
 *   the same maximum) and picks exactly those; a failure goes back to picking with the reason.
 * - asking: the chat (child 'chat', the meeting-chat machine) about the picked meetings, in a dialog; the
 *   path's meeting is the first picked one. Closing it goes back to picking with the picks kept.
 */
import { assign, setup } from 'xstate';
import { chatContextMaxMeetings } from '../../../api-contract/chat.ts';
import type { AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';
import { meetingChatMachine } from '../../chat/meeting-chat/meeting-chat.machine.ts';
import type { MeetingListFilters } from '../meeting-list/filters.ts';
import { meetingPickerActors, type FilteredMeetings } from './actors.ts';

export type MeetingPickerContext = {
  viewerId: string;
  /** In the order they were picked; the first is the chat's meeting. */
  picked: string[];
  /** More meetings were offered than one question takes: only the first ones were picked. */
  capped: boolean;
  failure: AppError | null;
};

export type MeetingPickerEvent =
  | { type: 'pick.toggle'; meetingId: string }
  | { type: 'pick.visible'; meetingIds: string[] }
  | { type: 'pick.filters'; filters: MeetingListFilters }
  | { type: 'pick.clear' }
  | { type: 'chat.open' }
  | { type: 'chat.close' };

/** Adds ids not picked yet, up to the maximum; says whether some were left out. */
function pickMore(picked: readonly string[], offered: readonly string[]) {
  const fresh = [...new Set(offered)].filter((id) => !picked.includes(id));
  const room = Math.max(0, chatContextMaxMeetings - picked.length);
  return { picked: [...picked, ...fresh.slice(0, room)], capped: fresh.length > room };
}

export const meetingPickerMachine = setup({
  types: {
    context: {} as MeetingPickerContext,
    events: {} as MeetingPickerEvent,
    input: {} as { viewerId: string },
    children: {} as { chat: 'chat' },
  },
  actors: { ...meetingPickerActors, chat: meetingChatMachine },
  guards: {
    hasPicks: ({ context }) => context.picked.length > 0,
  },
  actions: {
    toggle: assign(({ context }, meetingId: string) =>
      context.picked.includes(meetingId)
        ? { picked: context.picked.filter((id) => id !== meetingId), capped: false, failure: null }
        : { ...pickMore(context.picked, [meetingId]), failure: null },
    ),
    pickVisible: assign(({ context }, meetingIds: string[]) => ({
      ...pickMore(context.picked, meetingIds),
      failure: null,
    })),
    pickFiltered: assign((_, filtered: FilteredMeetings) => ({
      picked: filtered.ids.slice(0, chatContextMaxMeetings),
      capped: filtered.total > chatContextMaxMeetings,
      failure: null,
    })),
    clear: assign({ picked: [], capped: false, failure: null }),
    fail: failWith('request'),
  },
}).createMachine({
  id: 'meetingPicker',
  description: 'Escolha de reuniões na lista para perguntar à IA sobre todas juntas',
  meta: {
    events: {
      'pick.toggle': 'Reunião marcada ou desmarcada',
      'pick.visible': 'Reuniões visíveis marcadas',
      'pick.filters': 'Pedido para marcar as reuniões dos filtros atuais',
      'pick.clear': 'Seleção de reuniões limpa',
      'chat.open': 'Conversa com a IA sobre as reuniões aberta',
      'chat.close': 'Conversa com a IA fechada',
      'xstate.done.actor.fetchFiltered': 'Reuniões dos filtros recebidas e marcadas',
      'xstate.error.actor.fetchFiltered': 'Falhou ao buscar as reuniões dos filtros',
    },
  },
  context: ({ input }) => ({ viewerId: input.viewerId, picked: [], capped: false, failure: null }),
  initial: 'picking',
  states: {
    picking: {
      description: 'Pessoa marcando as reuniões sobre as quais quer perguntar',
      on: {
        'pick.toggle': { actions: { type: 'toggle', params: ({ event }) => event.meetingId } },
        'pick.visible': { actions: { type: 'pickVisible', params: ({ event }) => event.meetingIds } },
        'pick.filters': { target: 'fetchingFiltered' },
        'pick.clear': { actions: 'clear' },
        'chat.open': { guard: 'hasPicks', target: 'asking' },
      },
    },
    fetchingFiltered: {
      description: 'Buscando as reuniões que os filtros atuais mostram',
      tags: ['busy'],
      invoke: {
        id: 'fetchFiltered',
        src: 'fetchFiltered',
        input: ({ context, event }) => ({
          viewerId: context.viewerId,
          filters: event.type === 'pick.filters' ? event.filters : {},
        }),
        onDone: { target: 'picking', actions: { type: 'pickFiltered', params: ({ event }) => event.output } },
        onError: { target: 'picking', actions: { type: 'fail', params: errorOf } },
      },
    },
    asking: {
      description: 'Conversando com a IA sobre as reuniões marcadas',
      invoke: {
        id: 'chat',
        src: 'chat',
        input: ({ context }) => ({ meetingId: context.picked[0] ?? '', contextMeetingIds: context.picked }),
      },
      on: { 'chat.close': { target: 'picking' } },
    },
  },
});
