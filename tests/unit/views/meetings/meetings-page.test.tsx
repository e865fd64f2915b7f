import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { addMeetingMachine } from '../../../../src/machines/meetings/add-meeting/add-meeting.machine.ts';
import type { Seller } from '../../../../src/machines/meetings/meeting-list/actors.ts';
import { meetingListMachine } from '../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import type { MeetingListViewer } from '../../../../src/machines/meetings/meeting-list/viewer.ts';
import type { MeetingPage, MeetingPageRequest } from '../../../../src/services/meetings/meetings.ts';
import type { MeetingChange, MeetingListFilters } from '../../../../src/services/meetings/meetings.ts';
import type { CreateMeeting, Meeting, MeetingList } from '../../../../src/api-contract/meeting.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import { AddMeetingContext, MeetingListContext } from '../../../../src/views/contexts/meeting-list.ts';
import { MeetingPickerContext } from '../../../../src/views/meetings/meeting-list/meeting-picker-context.ts';
import { MeetingsScreen } from '../../../../src/views/meetings/meeting-list/MeetingsScreen.tsx';
import {
  meetingRowHeight,
  unloadedRowHeight,
} from '../../../../src/views/meetings/meeting-list/MeetingRow.tsx';
import {
  leaderViewer,
  meetingFixture,
  pageOf,
  sellerViewer,
} from '../../../model/meetings/meeting-list.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

// jsdom lays nothing out: the list's scroller gets a 600 px viewport, so the virtualiser has a size to fill.
const scrollerHeight = 600;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'meeting-list-scroller' ? scrollerHeight : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const meeting: Meeting = meetingFixture('m-1', {
  title: 'Apresentação da proposta — Construtora Horizonte',
  durationSeconds: 3900,
  participants: [
    { name: 'Valéria Souza', email: 'vendedor@demo.com.br' },
    { name: 'Carlos Lima', email: null },
  ],
  owner: { id: 'user-1', name: 'Valéria Souza', emailAddress: 'vendedor@demo.com.br' },
});

type Fakes = {
  fetchPage?: (request: MeetingPageRequest) => Promise<MeetingPage>;
  loadSellers?: () => Promise<Seller[]>;
  createMeeting?: (meeting: CreateMeeting) => Promise<Meeting>;
  viewer?: MeetingListViewer;
  /** The filters the address opened the list with. */
  filters?: MeetingListFilters;
  /** How long the rows in view stay put before their pages are fetched (the machine's default otherwise). */
  viewportSettle?: number;
};

function renderScreen({
  fetchPage,
  loadSellers,
  createMeeting,
  viewer = sellerViewer,
  filters,
  viewportSettle,
}: Fakes) {
  // The meetings service's feed, as services/meetings/meetings.ts runs it: a created meeting is announced.
  const listeners = new Set<(change: MeetingChange) => void>();
  const logic = meetingListMachine.provide({
    actors: {
      fetchPage: fromPromise(({ input }) => (fetchPage ?? (() => new Promise(() => {})))(input)),
      readCache: fromCallback(({ sendBack }) => sendBack({ type: 'cache.miss' })),
      refreshMeetings: fromPromise<Meeting[], { ids: string[] }>(() => new Promise(() => {})),
      loadSellers: fromPromise(() => (loadSellers ?? (async () => []))()),
      watchMeetingChanges: fromCallback<MeetingChange>(({ sendBack }) => {
        listeners.add(sendBack);
        return () => listeners.delete(sendBack);
      }),
    },
    ...(viewportSettle === undefined ? {} : { delays: { viewportSettle } }),
  });
  const addMeetingLogic = addMeetingMachine.provide({
    actors: {
      createMeeting: fromPromise(async ({ input }) => {
        const created = await (createMeeting ?? (() => new Promise<Meeting>(() => {})))(input);
        for (const listener of listeners) listener({ type: 'meeting.added', meeting: created });
        return created;
      }),
    },
  });
  return renderView(
    <MeetingListContext.Provider logic={logic} options={{ input: { viewer, filters } }}>
      <AddMeetingContext.Provider logic={addMeetingLogic}>
        <MeetingPickerContext.Provider options={{ input: { viewerId: viewer.id } }}>
          <MeetingsScreen title="Reuniões" />
        </MeetingPickerContext.Provider>
      </AddMeetingContext.Provider>
    </MeetingListContext.Provider>,
  );
}

/** One frame of a scroll, as the browser paints it: the scroller at `top`, a 'scroll' event. */
function scrollFrame(scroller: HTMLElement, top: number) {
  scroller.scrollTop = top;
  fireEvent.scroll(scroller);
}
/** The browser's word that the scroll stopped (an animated one included). */
const scrollEnds = (scroller: HTMLElement) => fireEvent(scroller, new Event('scrollend'));

const manyMeetings = (count: number) =>
  Array.from({ length: count }, (_, index) => meetingFixture(`m-${index}`, { title: `Reunião ${index}` }));

describe('meetings list', () => {
  it('renders each row with date, duration, participants, owner and a Portuguese status', async () => {
    const second = meetingFixture('m-2', {
      title: 'Alinhamento interno',
      status: 'recording_failed',
      durationSeconds: 1500,
      participants: [],
    });
    renderScreen({ fetchPage: async () => pageOf([meeting, second]) });

    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    const [first, other] = within(list).getAllByRole('listitem');
    if (!first || !other) throw new Error('two meetings expected');
    expect(within(first).getByRole('link', { name: meeting.title }).getAttribute('href')).toBe(
      '/meetings/m-1',
    );
    expect(first.textContent).toMatch(/12\/03\/2026/);
    expect(within(first).getByText('1 h 5 min')).toBeTruthy();
    expect(within(first).getByText('2 participantes')).toBeTruthy();
    expect(within(first).getByText('Responsável: Valéria Souza')).toBeTruthy();
    expect(within(first).getByText('Concluída')).toBeTruthy();
    expect(within(other).getByText('25 min')).toBeTruthy();
    expect(within(other).getByText('Sem participantes')).toBeTruthy();
    expect(within(other).getByText('Falha na gravação')).toBeTruthy();
  });

  it('without a total from the backend, says how many are shown, not "of how many", and the set size is unknown', async () => {
    renderScreen({ fetchPage: async () => ({ ...pageOf([meeting], 1), totalIsLowerBound: true }) });
    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    expect(await screen.findByText(/^1 reunião/)).toBeTruthy();
    expect(within(list).getByRole('listitem').getAttribute('aria-setsize')).toBe('-1');
  });

  it('a search counted only up to 1,000 says "Mais de 1.000 reuniões"', async () => {
    renderScreen({
      fetchPage: async () => ({
        ...pageOf(manyMeetings(25), 1000),
        totalIsLowerBound: true,
        countedUpTo: 1000,
      }),
    });
    expect(await screen.findByText(/^Mais de 1\.000 reuniões/)).toBeTruthy();
  });

  it('a finished call’s card tells its summary, first next step and objections; one being analysed says so', async () => {
    const summary =
      'Conversa de cerca de 3 min entre João Pereira e Carlos Duarte. Carlos Duarte: “Vamos fazer um piloto.”';
    const analysed = meetingFixture('m-1', {
      title: 'Demonstração — Rota Sul',
      dealContext: { summary, nextStep: 'Envio amanhã cedo.', objectionKinds: ['risco', 'preço'] },
    });
    const withoutNextStep = meetingFixture('m-2', {
      title: 'Alinhamento — Rota Sul',
      dealContext: { summary: 'Conversa curta.', nextStep: null, objectionKinds: [] },
    });
    const pending = meetingFixture('m-3', { title: 'Recém-terminada', dealContext: null });
    const failed = meetingFixture('m-4', {
      title: 'Sem gravação',
      status: 'bot_rejected',
      dealContext: null,
    });
    const scheduled = meetingFixture('m-5', { title: 'Amanhã', status: 'scheduled', dealContext: null });
    renderScreen({ fetchPage: async () => pageOf([analysed, withoutNextStep, pending, failed, scheduled]) });

    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    const [first, second, third, fourth, fifth] = within(list).getAllByRole('listitem');
    if (!first || !second || !third || !fourth || !fifth) throw new Error('five meetings expected');
    // The whole summary is in the card (read aloud) and in its tooltip; CSS cuts what does not fit.
    const summaryLine = within(first).getByText(summary);
    expect(summaryLine.getAttribute('title')).toBe(summary);
    expect(within(first).getByText('Próximo passo: Envio amanhã cedo.')).toBeTruthy();
    expect(within(first).getByText('Objeções: risco e preço')).toBeTruthy();
    expect(within(second).getByText('Sem próximo passo definido')).toBeTruthy();
    expect(second.textContent).not.toMatch(/Objeções/);
    expect(within(third).getByText('Sem resumo ainda')).toBeTruthy();
    // A failed or scheduled call promises no summary.
    for (const row of [fourth, fifth]) expect(row.textContent).not.toMatch(/resumo|Próximo passo|Objeções/);
  });

  it('keeps the DOM bounded in a list of 1,000 meetings: only the rows in view are rendered', async () => {
    renderScreen({
      fetchPage: async ({ offset }) => pageOf(manyMeetings(1000).slice(offset, offset + 25), 1000),
    });
    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThanOrEqual(
      Math.ceil(scrollerHeight / meetingRowHeight(meetingFixture('m-0'), false)) + 2 * 6 + 1,
    );
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('1000');
    expect(screen.getByText(/^1\.000 reuniões/)).toBeTruthy();
  });

  it('scrolled to the end of 100,000 meetings, shows skeletons and fetches only the last page by offset', async () => {
    const total = 100_000;
    let answerLastPage: () => void = () => {};
    const lastPageAsked = new Promise<void>((resolve) => (answerLastPage = resolve));
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async ({ offset }) => {
      if (offset > 0) await lastPageAsked;
      const meetings = Array.from({ length: Math.min(25, total - offset) }, (_, index) =>
        meetingFixture(`m-${offset + index}`, { title: `Reunião ${offset + index + 1}` }),
      );
      return pageOf(meetings, total, offset / 25 + 1);
    });
    renderScreen({ fetchPage });
    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    const scroller = screen.getByTestId('meeting-list-scroller');
    // The End key: the scroller jumps to the bottom of a list as tall as every meeting.
    scrollFrame(scroller, total * unloadedRowHeight(false) - scrollerHeight);
    scrollEnds(scroller);

    const skeletons = await within(list).findAllByRole('listitem', { busy: true });
    expect(skeletons.at(-1)?.getAttribute('aria-posinset')).toBe('100000');
    expect(skeletons.at(-1)?.textContent).toContain('Carregando mais reuniões…');
    await vi.waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    expect(fetchPage.mock.calls[1]?.[0]).toMatchObject({ offset: 99_975, limit: 25 });
    answerLastPage();
    expect(await screen.findByRole('link', { name: 'Reunião 100000' })).toBeTruthy();
    expect(within(list).queryAllByRole('listitem', { busy: true })).toHaveLength(0);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing for the rows an animated End passes on its way, however long a frame of it lasts', async () => {
    const total = 100_000;
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async ({ offset }) =>
      pageOf(manyMeetings(total).slice(offset, offset + 25), total, offset / 25 + 1),
    );
    // No pause before fetching: a busy machine can make any frame of a scroll last longer than the pause.
    renderScreen({ fetchPage, viewportSettle: 0 });
    await screen.findByRole('list', { name: 'Suas reuniões' });
    const scroller = screen.getByTestId('meeting-list-scroller');
    const end = total * unloadedRowHeight(false) - scrollerHeight;
    scrollFrame(scroller, end / 2);
    // The frame lasts: every timer due runs before the next one is painted.
    await new Promise((resolve) => setTimeout(resolve, 0));
    scrollFrame(scroller, end);
    scrollEnds(scroller);

    expect(await screen.findByRole('link', { name: `Reunião ${total - 1}` })).toBeTruthy();
    expect(fetchPage.mock.calls.map(([request]) => request.offset)).toEqual([0, 99_975]);
  });

  it('a page that fails keeps what is loaded and offers to try again', async () => {
    let fail = true;
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async ({ offset }) => {
      if (offset > 0 && fail) throw new HttpError(500, 'boom');
      return pageOf(manyMeetings(1000).slice(offset, offset + 25), 1000);
    });
    renderScreen({ fetchPage });
    const list = await screen.findByRole('list', { name: 'Suas reuniões' });
    const scroller = screen.getByTestId('meeting-list-scroller');
    scrollFrame(scroller, 60_000);
    scrollEnds(scroller);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar mais reuniões.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await vi.waitFor(() => expect(within(list).queryAllByRole('listitem', { busy: true })).toHaveLength(0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows skeleton rows while the first page is on its way', async () => {
    renderScreen({});
    expect((await screen.findByRole('status')).textContent).toContain('Carregando reuniões…');
  });

  it('shows the empty state when there are no meetings', async () => {
    renderScreen({ fetchPage: async () => pageOf([]) });
    expect(await screen.findByRole('heading', { name: 'Nenhuma reunião por aqui' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('with filters and no results, "Limpar filtros" refetches without them', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async (request) =>
      request.filters.statusGroup ? pageOf([]) : pageOf([meeting]),
    );
    renderScreen({ fetchPage });
    await screen.findByRole('list', { name: 'Suas reuniões' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Falhou');
    expect(await screen.findByRole('heading', { name: 'Nenhuma reunião encontrada' })).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ filters: { statusGroup: 'failed' }, offset: 0 }),
    );

    const noResults = screen.getByRole('heading', { name: 'Nenhuma reunião encontrada' }).closest('section');
    if (!noResults) throw new Error('no-results section expected');
    await user.click(within(noResults).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findByRole('link', { name: meeting.title })).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ filters: {} }));
  });

  it('shows the error state and loads again on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderScreen({
      fetchPage: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new HttpError(500, 'Internal Server Error'))
          : Promise.resolve(pageOf([meeting]));
      },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Não foi possível carregar suas reuniões' }),
    ).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('link', { name: meeting.title })).toBeTruthy();
    expect(calls).toBe(2);
  });
});

describe('meeting filters', () => {
  it('a seller sees search, status, type and period, but no seller or team filter', async () => {
    renderScreen({ fetchPage: async () => pageOf([meeting]) });
    await screen.findByRole('list', { name: 'Suas reuniões' });
    const filters = screen.getByLabelText('Filtros');
    for (const name of ['Status', 'Tipo'])
      expect(within(filters).getByRole('combobox', { name })).toBeTruthy();
    expect(within(filters).getByRole('searchbox', { name: 'Buscar' })).toBeTruthy();
    expect(within(filters).getByLabelText('De')).toBeTruthy();
    expect(within(filters).getByLabelText('Até')).toBeTruthy();
    expect(within(filters).queryByRole('combobox', { name: 'Vendedor' })).toBeNull();
    expect(within(filters).queryByRole('combobox', { name: 'Equipe' })).toBeNull();
  });

  it('a team leader also filters by seller and team, with the sellers of their teams', async () => {
    const user = userEvent.setup();
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () =>
      pageOf([meeting]),
    );
    renderScreen({
      fetchPage,
      viewer: leaderViewer,
      loadSellers: async () => [{ userId: 'u-9', name: 'Ana Dias' }],
    });
    const seller = await screen.findByRole('combobox', { name: 'Vendedor' });
    expect(await within(seller).findByRole('option', { name: 'Ana Dias' })).toBeTruthy();
    const team = screen.getByRole('combobox', { name: 'Equipe' });
    expect(within(team).getByRole('option', { name: 'Comercial' })).toBeTruthy();

    await user.selectOptions(seller, 'Ana Dias');
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { userId: 'u-9' } })),
    );
  });
});

describe('the period filters', () => {
  const renderWithPeriod = () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () =>
      pageOf([meeting]),
    );
    renderScreen({ fetchPage });
    return fetchPage;
  };

  it('take the day as dd/mm/aaaa, whatever the browser’s language, and ask the list for it as an ISO day', async () => {
    const user = userEvent.setup();
    const fetchPage = renderWithPeriod();
    await screen.findByRole('list', { name: 'Suas reuniões' });
    const from = screen.getByRole('textbox', { name: 'De' });
    expect(from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await user.type(from, '01/03/2026');
    await user.type(screen.getByRole('textbox', { name: 'Até' }), '31/03/2026');
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: { startDate: '2026-03-01', endDate: '2026-03-31' } }),
      ),
    );
    // A day half typed asked for nothing.
    expect(
      fetchPage.mock.calls.every(
        ([request]) => !request.filters.startDate || request.filters.startDate === '2026-03-01',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(expect.objectContaining({ filters: {} })),
    );
    expect((screen.getByRole('textbox', { name: 'De' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Até' }) as HTMLInputElement).value).toBe('');
  });

  it('say a day that is not on the calendar is wrong, in Portuguese, keep it, and leave the list as it was', async () => {
    const user = userEvent.setup();
    const fetchPage = renderWithPeriod();
    await screen.findByRole('list', { name: 'Suas reuniões' });
    const from = screen.getByRole('textbox', { name: 'De' });
    await user.type(from, '31/02/2026');
    await user.tab();
    expect(screen.getByText('Informe a data como dd/mm/aaaa.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect((from as HTMLInputElement).value).toBe('31/02/2026');
    expect(fetchPage.mock.calls.every(([request]) => request.filters.startDate === undefined)).toBe(true);

    await user.clear(from);
    await user.type(from, '28/02/2026');
    expect(screen.queryByText('Informe a data como dd/mm/aaaa.')).toBeNull();
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ filters: { startDate: '2026-02-28' } }),
      ),
    );
  });

  it('show the day an address asked for the Brazilian way', async () => {
    const fetchPage = vi.fn<(request: MeetingPageRequest) => Promise<MeetingList>>(async () =>
      pageOf([meeting]),
    );
    renderScreen({ fetchPage, filters: { startDate: '2026-03-01', endDate: '2026-03-31' } });
    await screen.findByRole('list', { name: 'Suas reuniões' });
    expect((screen.getByRole('textbox', { name: 'De' }) as HTMLInputElement).value).toBe('01/03/2026');
    expect((screen.getByRole('textbox', { name: 'Até' }) as HTMLInputElement).value).toBe('31/03/2026');
  });
});

describe('adding a meeting by link', () => {
  const openDialog = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adicionar reunião' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar reunião' });
    return { user, dialog };
  };

  it('refuses a link that is not Meet, Zoom or Teams, in Portuguese, and keeps what was typed', async () => {
    const createMeeting = vi.fn<(meeting: CreateMeeting) => Promise<Meeting>>();
    renderScreen({ fetchPage: async () => pageOf([meeting]), createMeeting });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Link da reunião'), 'https://example.com/call');
    await user.type(within(dialog).getByLabelText('Título'), 'Demonstração');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(
      await within(dialog).findByText(
        'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.',
      ),
    ).toBeTruthy();
    expect(createMeeting).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Link da reunião').value).toBe(
      'https://example.com/call',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Título').value).toBe('Demonstração');
  });

  it('shows the server refusal and keeps the form; a second try adds the meeting on top of the list', async () => {
    const created = meetingFixture('m-new', { title: 'Demonstração', status: 'joining_call' });
    const createMeeting = vi
      .fn<(meeting: CreateMeeting) => Promise<Meeting>>()
      .mockRejectedValueOnce(
        new HttpError(400, 'Bad Request', {
          body: { status: 400, title: 'Bad Request', message: 'Horário inválido.' },
        }),
      )
      .mockResolvedValueOnce(created);
    renderScreen({ fetchPage: async () => pageOf([meeting]), createMeeting });
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Link da reunião'), 'https://meet.google.com/abc-defg-hij');
    await user.type(within(dialog).getByLabelText('Título'), 'Demonstração');
    fireEvent.change(within(dialog).getByLabelText('Data'), { target: { value: '2026-03-12' } });
    fireEvent.change(within(dialog).getByLabelText('Horário'), { target: { value: '09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Horário inválido.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Título').value).toBe('Demonstração');
    expect(createMeeting).toHaveBeenCalledWith({
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
      title: 'Demonstração',
      startTime: new Date('2026-03-12T09:30').toISOString(),
    });

    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first] = within(screen.getByRole('list', { name: 'Suas reuniões' })).getAllByRole('listitem');
    expect(first?.textContent).toContain('Demonstração');
    expect(first?.textContent).toContain('Entrando na chamada');
  });
});
