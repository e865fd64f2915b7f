import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { addMeetingMachine } from '../../../../src/machines/meetings/add-meeting/add-meeting.machine.ts';
import type { AskInput, ChatStreamReport } from '../../../../src/machines/chat/meeting-chat/actors.ts';
import { meetingChatMachine } from '../../../../src/machines/chat/meeting-chat/meeting-chat.machine.ts';
import type { Seller } from '../../../../src/machines/meetings/meeting-list/actors.ts';
import type { MeetingListFilters } from '../../../../src/machines/meetings/meeting-list/filters.ts';
import { meetingListMachine } from '../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import type { FilteredMeetings } from '../../../../src/machines/meetings/meeting-picker/actors.ts';
import { meetingPickerMachine } from '../../../../src/machines/meetings/meeting-picker/meeting-picker.machine.ts';
import type { ChatMessage } from '../../../../src/api-contract/chat.ts';
import type { Meeting } from '../../../../src/api-contract/meeting.ts';
import type { MeetingChange } from '../../../../src/services/meetings/meetings.ts';
import { AddMeetingContext, MeetingListContext } from '../../../../src/views/contexts/meeting-list.ts';
import { MeetingPickerContext } from '../../../../src/views/meetings/meeting-list/meeting-picker-context.ts';
import { MeetingsScreen } from '../../../../src/views/meetings/meeting-list/MeetingsScreen.tsx';
import { answer, otherMeetingCitation, question } from '../../../model/chat/chat.fixtures.ts';
import { meetingFixture, pageOf, sellerViewer } from '../../../model/meetings/meeting-list.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

// The dialog is its own chunk; importing it once here keeps Vite's transform out of the tests' time.
await import('../../../../src/views/meetings/meeting-list/AskAcrossChat.tsx');

// jsdom lays nothing out: the list's scroller gets a viewport, so the virtualiser has rows to render.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'meeting-list-scroller' ? 600 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const meetings = [
  meetingFixture('meeting-1', { title: 'Negociação — Construtora Horizonte' }),
  meetingFixture('meeting-2', { title: 'Demonstração — Grupo Aurora' }),
  meetingFixture('meeting-3', { title: 'Alinhamento interno' }),
];

function renderScreen({ filtered = { ids: ['meeting-2', 'meeting-3'], total: 2 } } = {}) {
  const asked: AskInput[] = [];
  const filtersAsked: MeetingListFilters[] = [];
  let report: (event: ChatStreamReport) => void = () => {};
  const listLogic = meetingListMachine.provide({
    actors: {
      fetchPage: fromPromise(async () => pageOf(meetings)),
      readCache: fromCallback(({ sendBack }) => sendBack({ type: 'cache.miss' })),
      refreshMeetings: fromPromise<Meeting[], { ids: string[] }>(() => new Promise(() => {})),
      loadSellers: fromPromise(async (): Promise<Seller[]> => []),
      watchMeetingChanges: fromCallback<MeetingChange>(() => {}),
    },
  });
  const pickerLogic = meetingPickerMachine.provide({
    actors: {
      fetchFiltered: fromPromise<FilteredMeetings, { viewerId: string; filters: MeetingListFilters }>(
        async ({ input }) => {
          filtersAsked.push(input.filters);
          return filtered;
        },
      ),
      chat: meetingChatMachine.provide({
        actors: {
          loadHistory: fromPromise<ChatMessage[], { meetingId: string }>(() => new Promise(() => {})),
          askChat: fromCallback<AnyEventObject, AskInput>(({ input, sendBack }) => {
            asked.push(input);
            report = (event) => act(() => sendBack(event));
          }),
        },
      }),
    },
  });
  const location = memoryLocation({ path: '/meetings', record: true });
  renderView(
    <Router hook={location.hook}>
      <MeetingListContext.Provider logic={listLogic} options={{ input: { viewer: sellerViewer } }}>
        <AddMeetingContext.Provider logic={addMeetingMachine}>
          <MeetingPickerContext.Provider
            logic={pickerLogic}
            options={{ input: { viewerId: sellerViewer.id } }}
          >
            <MeetingsScreen title="Reuniões" />
          </MeetingPickerContext.Provider>
        </AddMeetingContext.Provider>
      </MeetingListContext.Provider>
    </Router>,
  );
  return { asked, filtersAsked, report: (event: ChatStreamReport) => report(event), location };
}

describe('asking the AI across meetings from the list', () => {
  it('picks rows by checkbox, asks about them in a dialog, and a citation opens that meeting at that moment', async () => {
    const user = userEvent.setup();
    const chat = renderScreen();
    await screen.findByRole('checkbox', { name: 'Selecionar Demonstração — Grupo Aurora' });
    const ask = screen.getByRole('button', { name: 'Perguntar à IA' }) as HTMLButtonElement;
    expect(ask.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Demonstração — Grupo Aurora' }));
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Negociação — Construtora Horizonte' }));
    expect(screen.getByText(/2 reuniões selecionadas/)).toBeTruthy();
    await user.click(ask);

    // The dialog is its own chunk, loaded when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Pergunte à IA sobre 2 reuniões' });
    await user.click(within(dialog).getByRole('button', { name: 'Quais foram as objeções?' }));
    expect(chat.asked).toEqual([
      {
        meetingId: 'meeting-2',
        content: 'Quais foram as objeções?',
        contextMeetingIds: ['meeting-2', 'meeting-1'],
      },
    ]);
    chat.report({ type: 'chat.question', message: { ...question, content: 'Quais foram as objeções?' } });
    chat.report({
      type: 'chat.answer',
      message: { ...answer, content: 'O orçamento só sai em março [1].', citations: [otherMeetingCitation] },
    });
    // An answer about several meetings names the meeting on each chip, with the moment and who spoke.
    await user.click(
      within(dialog).getByRole('button', { name: 'Demonstração — Grupo Aurora · 2:05 · Marina Alves' }),
    );
    expect(chat.location.history.at(-1)).toBe('/meetings/meeting-2?t=125');
  });

  it('selects all visible rows, or the meetings the current filters show; closing keeps the picks', async () => {
    const user = userEvent.setup();
    const chat = renderScreen();
    await screen.findByRole('checkbox', { name: 'Selecionar Alinhamento interno' });
    await user.click(screen.getByRole('button', { name: 'Selecionar todas as visíveis' }));
    expect(screen.getByText(/3 reuniões selecionadas/)).toBeTruthy();
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Usar os filtros atuais' }));
    expect(await screen.findByText(/2 reuniões selecionadas/)).toBeTruthy();
    expect(chat.filtersAsked).toEqual([{}]);
    expect(
      (screen.getByRole('checkbox', { name: 'Selecionar Alinhamento interno' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (
        screen.getByRole('checkbox', {
          name: 'Selecionar Negociação — Construtora Horizonte',
        }) as HTMLInputElement
      ).checked,
    ).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Perguntar à IA' }));
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/2 reuniões selecionadas/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(screen.getByText(/Nenhuma reunião selecionada/)).toBeTruthy();
  });

  it('says so when the filters show more meetings than one question takes', async () => {
    const user = userEvent.setup();
    const ids = Array.from({ length: 50 }, (_, index) => `meeting-${index + 10}`);
    renderScreen({ filtered: { ids, total: 73 } });
    await user.click(await screen.findByRole('button', { name: 'Usar os filtros atuais' }));
    expect(await screen.findByText(/50 reuniões selecionadas/)).toBeTruthy();
    expect(
      screen.getByText('No máximo 50 reuniões por pergunta: as primeiras 50 foram escolhidas.'),
    ).toBeTruthy();
  });
});
