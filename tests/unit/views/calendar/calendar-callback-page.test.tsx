import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  calendarCallbackActors,
  type CalendarCallbackInput,
  type CalendarConnected,
} from '../../../../src/machines/calendar/calendar-callback/actors.ts';
import { calendarCallbackMachine } from '../../../../src/machines/calendar/calendar-callback/calendar-callback.machine.ts';
import type { CalendarKind } from '../../../../src/api-contract/calendar.ts';
import {
  CalendarCallbackContext,
  readProviderReturn,
} from '../../../../src/views/calendar/calendar-callback/calendar-callback-context.ts';
import { CalendarCallbackScreen } from '../../../../src/views/calendar/calendar-callback/CalendarCallbackScreen.tsx';
import { callbackCases, type CallbackCase } from '../../../model/calendar/calendar-callback.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function logic(
  exchange: (input: CalendarCallbackInput) => Promise<CalendarConnected>,
  goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {})),
) {
  return calendarCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise<CalendarConnected, CalendarCallbackInput>(({ input }) => exchange(input)),
      goToConsentPage: fromPromise<void, { kind: CalendarKind }>(() => goToConsentPage()),
    },
  });
}

/** The return page as it builds itself from the address the provider sent the browser back to. */
function renderCallback(c: CallbackCase, machine: ReturnType<typeof logic>, search: string) {
  const input = { kind: c.kind, providerReturn: readProviderReturn(search) };
  return renderView(
    <CalendarCallbackContext.Provider logic={machine} options={{ input }}>
      <CalendarCallbackScreen titleKey={c.titleKey} />
    </CalendarCallbackContext.Provider>,
    `/meetings/${c.kind === 'google' ? 'authcalendar' : 'authcalendaroutlook'}${search}`,
  );
}

describe('readProviderReturn', () => {
  it("reads code, state and error from Google's and Microsoft's returns", () => {
    expect(readProviderReturn('?code=4%2F0Acode&scope=email&state=s1')).toEqual({
      code: '4/0Acode',
      state: 's1',
      error: null,
    });
    expect(readProviderReturn('?code=0.AB&state=xyz&session_state=s')).toEqual({
      code: '0.AB',
      state: 'xyz',
      error: null,
    });
    expect(readProviderReturn('?error=access_denied&error_description=AADSTS65004&state=xyz')).toEqual({
      code: null,
      state: 'xyz',
      error: 'access_denied',
    });
  });
});

describe.each(callbackCases)('calendar return page ($kind)', (c) => {
  it('reads code and state from the address and shows the connected account with the ways on', async () => {
    const exchange = vi.fn<(input: CalendarCallbackInput) => Promise<CalendarConnected>>(
      async () => c.connected,
    );
    renderCallback(c, logic(exchange), c.search);
    expect(screen.getByText(c.texts.exchanging)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: c.texts.connectedTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`Conectada como ${c.connected.accountEmail}.`);
    expect(exchange).toHaveBeenCalledWith({ kind: c.kind, providerReturn: c.codeAndState });
    expect(screen.getByRole('link', { name: 'Sincronizar agora' }).getAttribute('href')).toBe(c.syncPage);
    expect(
      screen.getByRole('link', { name: 'Voltar para Configurações > Agenda' }).getAttribute('href'),
    ).toBe('/config/calendar');
  });

  it('says the access was not authorized when the provider came back with access_denied, and offers a retry', async () => {
    const user = userEvent.setup();
    const goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {}));
    renderCallback(
      c,
      calendarCallbackMachine.provide({
        actors: {
          exchangeCode: calendarCallbackActors.exchangeCode,
          goToConsentPage: fromPromise<void, { kind: CalendarKind }>(() => goToConsentPage()),
        },
      }),
      '?error=access_denied&state=s1',
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(c.texts.refused);
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(goToConsentPage).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(c.texts.redirecting)).toBeTruthy();
  });

  it("shows the server's Portuguese refusal with a retry", async () => {
    renderCallback(
      c,
      logic(() => Promise.reject(c.stateMismatchError)),
      '?code=abc&state=alheio',
    );
    expect(await screen.findByRole('heading', { name: c.texts.failedTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(c.stateMismatch);
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
