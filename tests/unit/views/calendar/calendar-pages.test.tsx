import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { calendarSettingsMachine } from '../../../../src/machines/calendar/calendar-settings/calendar-settings.machine.ts';
import { calendarSyncMachine } from '../../../../src/machines/calendar/calendar-sync/calendar-sync.machine.ts';
import type {
  CalendarKind,
  CalendarStatus,
  CalendarSyncResult,
} from '../../../../src/api-contract/calendar.ts';
import { CalendarCard } from '../../../../src/views/calendar/CalendarCard.tsx';
import { CalendarSettingsContext } from '../../../../src/views/calendar/calendar-settings-context.ts';
import { CalendarSyncContext } from '../../../../src/views/calendar/calendar-sync-context.ts';
import { CalendarSyncScreen } from '../../../../src/views/calendar/CalendarSyncScreen.tsx';
import {
  googleConnected,
  googleNeedsReconnect,
  googleSynced,
  noCalendars,
  notConnectedError,
} from '../../../model/calendar/calendar.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

type Calls = {
  status?: () => Promise<CalendarStatus>;
  consent?: () => Promise<void>;
  sync?: () => Promise<{ result: CalendarSyncResult; status: CalendarStatus }>;
  disconnect?: () => Promise<CalendarStatus>;
};

function renderCard(kind: CalendarKind, first: CalendarStatus, calls: Calls = {}) {
  const never = <T,>() => new Promise<T>(() => {});
  const logic = calendarSettingsMachine.provide({
    actors: {
      loadStatus: fromPromise(() => (calls.status ?? (async () => first))()),
      goToConsentPage: fromPromise(() => (calls.consent ?? never)()),
      syncNow: fromPromise(() => (calls.sync ?? never)()),
      disconnect: fromPromise(() => (calls.disconnect ?? never)()),
    },
  });
  renderView(
    <CalendarSettingsContext.Provider logic={logic} options={{ input: { kind } }}>
      <CalendarCard />
    </CalendarSettingsContext.Provider>,
  );
}

describe('calendar card', () => {
  it('a calendar not connected offers to connect, which goes to its consent page', async () => {
    const consent = vi.fn<() => Promise<void>>(() => new Promise<void>(() => {}));
    renderCard('outlook', noCalendars, { consent });
    const card = await screen.findByRole('article', { name: 'Outlook (Microsoft 365)' });
    expect(within(card).getByText('Não conectada.')).toBeTruthy();
    expect(within(card).getByText('Nenhuma reunião veio desta agenda.')).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Conectar' }));
    expect(consent).toHaveBeenCalledOnce();
    expect(within(card).getByRole('button', { name: 'Conectar' }).hasAttribute('disabled')).toBe(true);
  });

  it('a connected one shows the account, last sync and meetings; sync now shows what it did, with links', async () => {
    const sync = vi.fn<NonNullable<Calls['sync']>>(async () => ({
      result: googleSynced,
      status: googleConnected,
    }));
    renderCard('google', googleConnected, { sync });
    const card = await screen.findByRole('article', { name: 'Google Agenda' });
    expect(within(card).getByText('Conectada')).toBeTruthy();
    expect(within(card).getByText('Conectada como paula@gmail.com.')).toBeTruthy();
    expect(within(card).getByText('2 reuniões vieram desta agenda.')).toBeTruthy();
    expect(card.textContent).toContain('Nela: 2 criadas, 0 atualizadas, 0 canceladas, 1 ignoradas.');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Sincronizar agora' }));
    expect(sync).toHaveBeenCalledOnce();
    const created = await within(card).findByRole('region', { name: 'Criadas (1)' });
    expect(
      within(created).getByRole('link', { name: 'Demonstração para a Cliente' }).getAttribute('href'),
    ).toBe('/meetings/meeting-cal-1');
    expect(within(card).getByRole('region', { name: 'Canceladas (1)' })).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Ignoradas (1)' }).textContent).toContain(
      'sem link do Google Meet, Zoom ou Teams',
    );
    expect(card.textContent).toContain('1 reunião já importada ficou igual.');
  });

  it('needing reconnection says so and offers to connect again instead of syncing', async () => {
    renderCard('google', googleNeedsReconnect);
    const card = await screen.findByRole('article', { name: 'Google Agenda' });
    expect(within(card).getByText('Precisa reconectar')).toBeTruthy();
    expect(card.textContent).toContain('O acesso ao Google Agenda expirou ou foi revogado.');
    expect(within(card).getByRole('button', { name: 'Conectar de novo' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Sincronizar agora' })).toBeNull();
  });

  it('disconnecting asks first, with the focus on the confirmation', async () => {
    const disconnect = vi.fn<NonNullable<Calls['disconnect']>>(async () => noCalendars);
    renderCard('google', googleConnected, { disconnect });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desconectar' }));
    expect(screen.getByRole('group').textContent).toContain('as reuniões que vieram da agenda continuam');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sim, desconectar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(disconnect).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Desconectar' }));
    await user.click(screen.getByRole('button', { name: 'Sim, desconectar' }));
    expect(await screen.findByText('Não conectada.')).toBeTruthy();
    expect(disconnect).toHaveBeenCalledOnce();
  });
});

describe('sync page', () => {
  function renderSyncPage(
    kind: CalendarKind,
    syncCalendar: (kind: CalendarKind) => Promise<CalendarSyncResult>,
  ) {
    const logic = calendarSyncMachine.provide({
      actors: {
        syncCalendar: fromPromise<CalendarSyncResult, { kind: CalendarKind }>(({ input }) =>
          syncCalendar(input.kind),
        ),
      },
    });
    renderView(
      <CalendarSyncContext.Provider logic={logic} options={{ input: { kind } }}>
        <CalendarSyncScreen titleKey="pages:titles.syncCalendarOutlook" />
      </CalendarSyncContext.Provider>,
    );
  }

  it('syncs its calendar as it opens and shows the result with a link to the meetings', async () => {
    const sync = vi.fn<(kind: CalendarKind) => Promise<CalendarSyncResult>>(async () => googleSynced);
    renderSyncPage('outlook', sync);
    expect(await screen.findByRole('heading', { name: 'Sincronizar o calendário do Outlook' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Demonstração para a Cliente' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver reuniões' }).getAttribute('href')).toBe('/meetings');
    expect(sync).toHaveBeenCalledWith('outlook');
  });

  it('a refusal is said in Portuguese, with a way to try again', async () => {
    const sync = vi.fn<(kind: CalendarKind) => Promise<CalendarSyncResult>>(() =>
      Promise.reject(notConnectedError),
    );
    renderSyncPage('outlook', sync);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'O Google Agenda não está conectado. Conecte-o em Configurações de calendário.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sincronizar de novo' }));
    expect(sync).toHaveBeenCalledTimes(2);
  });
});
