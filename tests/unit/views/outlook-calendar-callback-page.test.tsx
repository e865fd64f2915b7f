import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { OutlookReturn } from '../../../src/machines/outlook-calendar-callback/actors.ts';
import { outlookCalendarCallbackMachine } from '../../../src/machines/outlook-calendar-callback/outlook-calendar-callback.machine.ts';
import {
  OutlookCalendarCallbackContext,
  readOutlookReturn,
} from '../../../src/views/pages/outlook-calendar-callback/outlook-calendar-callback-context.ts';
import { OutlookCalendarCallbackScreen } from '../../../src/views/pages/outlook-calendar-callback/OutlookCalendarCallbackScreen.tsx';
import {
  codeAndState,
  consentRefused,
  outlookConnected,
  stateMismatchError,
} from '../../model/outlook-calendar-callback.fixtures.ts';
import { renderView } from './support/render-app.tsx';

function renderPage(
  input: OutlookReturn,
  exchange: () => Promise<typeof outlookConnected>,
  consent = vi.fn<() => void>(),
) {
  const logic = outlookCalendarCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise(exchange),
      goToConsentPage: fromPromise(async () => {
        consent();
        await new Promise<never>(() => {});
      }),
    },
  });
  renderView(
    <OutlookCalendarCallbackContext.Provider logic={logic} options={{ input }}>
      <OutlookCalendarCallbackScreen />
    </OutlookCalendarCallbackContext.Provider>,
  );
  return consent;
}

describe('/meetings/authcalendaroutlook', () => {
  it('reads code, state and error from the address Microsoft sent back', () => {
    expect(readOutlookReturn('?code=0.AB&state=xyz&session_state=s')).toEqual({
      code: '0.AB',
      state: 'xyz',
      error: null,
    });
    expect(readOutlookReturn('?error=access_denied&error_description=AADSTS65004&state=xyz').error).toBe(
      'access_denied',
    );
  });

  it('shows the account once connected, with sync and settings links', async () => {
    renderPage(codeAndState, async () => outlookConnected);
    expect(await screen.findByRole('heading', { name: 'Agenda do Outlook conectada' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(outlookConnected.accountEmail);
    expect(screen.getByRole('link', { name: 'Sincronizar agora' }).getAttribute('href')).toBe(
      '/meetings/synccalendaroutlook',
    );
  });

  it('a refused consent says nothing was connected and offers to try again', async () => {
    const consent = renderPage({ code: null, state: 'xyz', error: 'access_denied' }, () =>
      Promise.reject(consentRefused),
    );
    expect(await screen.findByRole('heading', { name: 'Acesso não autorizado' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(consent).toHaveBeenCalledOnce();
  });

  it('a state mismatch shows the server’s Portuguese sentence', async () => {
    renderPage(codeAndState, () => Promise.reject(stateMismatchError));
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível conectar a agenda do Outlook' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('não corresponde a um pedido de conexão seu');
  });
});
