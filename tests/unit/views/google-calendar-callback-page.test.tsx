import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  googleCallbackActors,
  type GoogleReturn,
} from '../../../src/machines/google-calendar-callback/actors.ts';
import { googleCalendarCallbackMachine } from '../../../src/machines/google-calendar-callback/google-calendar-callback.machine.ts';
import {
  googleCalendarMessages,
  type GoogleCalendarConnected,
} from '../../../src/services/api/schemas/calendar-google.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import {
  GoogleCalendarCallbackContext,
  readGoogleReturn,
} from '../../../src/views/pages/google-calendar-callback/google-calendar-callback-context.ts';
import { GoogleCalendarCallbackScreen } from '../../../src/views/pages/google-calendar-callback/GoogleCalendarCallbackScreen.tsx';
import { renderView } from './support/render-app.tsx';

function logic(
  exchange: (input: GoogleReturn) => Promise<GoogleCalendarConnected>,
  goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {})),
) {
  return googleCalendarCallbackMachine.provide({
    actors: {
      exchangeCode: fromPromise<GoogleCalendarConnected, GoogleReturn>(({ input }) => exchange(input)),
      goToConsentPage: fromPromise<void>(() => goToConsentPage()),
    },
  });
}

/** /meetings/authcalendar as its page builds it from the address Google sent the browser back to. */
function renderCallback(machine: ReturnType<typeof logic>, search: string) {
  return renderView(
    <GoogleCalendarCallbackContext.Provider logic={machine} options={{ input: readGoogleReturn(search) }}>
      <GoogleCalendarCallbackScreen />
    </GoogleCalendarCallbackContext.Provider>,
    `/meetings/authcalendar${search}`,
  );
}

describe('GoogleCalendarCallbackPage', () => {
  it('reads code and state from the address and shows the connected account with the ways on', async () => {
    const exchange = vi.fn<(input: GoogleReturn) => Promise<GoogleCalendarConnected>>(async () => ({
      kind: 'google',
      accountEmail: 'lucas@gmail.example',
    }));
    renderCallback(logic(exchange), '?code=4%2F0Acode&scope=email&state=s1');
    expect(screen.getByText('Conectando a sua agenda do Google…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Agenda do Google conectada' })).toBeTruthy();
    expect(screen.getByText(/Conectada como lucas@gmail\.example\./)).toBeTruthy();
    expect(exchange).toHaveBeenCalledWith({ code: '4/0Acode', state: 's1', error: null });
    expect(screen.getByRole('link', { name: 'Sincronizar agora' }).getAttribute('href')).toBe(
      '/meetings/synccalendar',
    );
    expect(
      screen.getByRole('link', { name: 'Voltar para Configurações > Agenda' }).getAttribute('href'),
    ).toBe('/config/calendar');
  });

  it('says the access was not authorized when Google came back with access_denied, and offers a retry', async () => {
    const user = userEvent.setup();
    const goToConsentPage = vi.fn<() => Promise<void>>(() => new Promise(() => {}));
    renderCallback(
      googleCalendarCallbackMachine.provide({
        actors: {
          exchangeCode: googleCallbackActors.exchangeCode,
          goToConsentPage: fromPromise<void>(() => goToConsentPage()),
        },
      }),
      '?error=access_denied&state=s1',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Você não autorizou o Pauta a ver a sua agenda do Google, então nada foi conectado.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(goToConsentPage).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Abrindo a página de autorização do Google…')).toBeTruthy();
  });

  it("shows the server's Portuguese refusal with a retry", async () => {
    const refusal = new HttpError(400, 'Bad Request', {
      body: { status: 400, title: 'Bad Request', message: googleCalendarMessages.stateMismatch },
    });
    renderCallback(
      logic(() => Promise.reject(refusal)),
      '?code=abc&state=alheio',
    );
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível conectar a agenda do Google' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(googleCalendarMessages.stateMismatch);
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
