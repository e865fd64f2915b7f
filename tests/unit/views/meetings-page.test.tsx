import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { meetingListMachine } from '../../../src/machines/meeting-list/meeting-list.machine.ts';
import type { Meeting, MeetingList as MeetingListData } from '../../../src/services/api/schemas/meeting.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { MeetingListContext } from '../../../src/views/contexts/meeting-list.ts';
import { MeetingList } from '../../../src/views/pages/meetings/MeetingList.tsx';
import { renderView } from './support/render-app.tsx';

const meeting: Meeting = {
  id: 'm-1',
  title: 'Apresentação da proposta — Construtora Horizonte',
  meetingUrl: 'https://meet.google.com/abc-defg-hij',
  platform: 'google_meet',
  meetingType: 'EXTERNAL',
  format: 'VIDEO',
  status: 'done',
  exitReason: null,
  isEnabled: true,
  // Noon UTC stays on the same calendar day in every time zone the test machine may use.
  startTime: '2026-03-12T12:00:00.000Z',
  durationSeconds: 3900,
  participants: [
    { name: 'Valéria Souza', email: 'vendedor@demo.com.br' },
    { name: 'Carlos Lima', email: null },
  ],
  owner: { id: 'user-1', name: 'Valéria Souza', emailAddress: 'vendedor@demo.com.br' },
  teamId: 'team-1',
  templateId: null,
  createdAt: '2026-03-01T12:00:00.000Z',
};

function listOf(meetings: Meeting[]): MeetingListData {
  return { meetings, total: meetings.length, page: 1, limit: 25 };
}

function renderList(listMeetings: () => Promise<MeetingListData>) {
  const logic = meetingListMachine.provide({ actors: { listMeetings: fromPromise(() => listMeetings()) } });
  return renderView(
    <MeetingListContext.Provider logic={logic}>
      <MeetingList />
    </MeetingListContext.Provider>,
  );
}

describe('meetings list', () => {
  it('renders the provided meetings with date, duration, participants, owner and a Portuguese status', async () => {
    const second: Meeting = {
      ...meeting,
      id: 'm-2',
      title: 'Alinhamento interno',
      status: 'recording_failed',
      durationSeconds: 1500,
      participants: [],
    };
    renderList(() => Promise.resolve(listOf([meeting, second])));

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

  it('shows a loading state while the list is on its way', async () => {
    renderList(() => new Promise(() => undefined));
    expect((await screen.findByRole('status')).textContent).toContain('Carregando reuniões…');
  });

  it('shows the empty state when there are no meetings', async () => {
    renderList(() => Promise.resolve(listOf([])));
    expect(await screen.findByRole('heading', { name: 'Nenhuma reunião por aqui' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error state and loads again on retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderList(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new HttpError(500, 'Internal Server Error'))
        : Promise.resolve(listOf([meeting]));
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
