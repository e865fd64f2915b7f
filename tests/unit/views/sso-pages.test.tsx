import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ProviderRedirect, RedirectReport } from '../../../src/machines/sso/actors.ts';
import { ssoCallbackMachine } from '../../../src/machines/sso/sso-callback.machine.ts';
import { ssoMachine } from '../../../src/machines/sso/sso.machine.ts';
import { SessionContext } from '../../../src/views/contexts/session.ts';
import SsoCallbackPage from '../../../src/views/pages/sso-callback/SsoCallbackPage.tsx';
import SsoPage from '../../../src/views/pages/sso/SsoPage.tsx';
import { renderView } from './support/render-app.tsx';
import { sessionLogic } from './support/session-fixtures.ts';

const providerNotFound =
  'Não foi possível encontrar o provedor de autenticação. Por favor, tente novamente ou contate o suporte.';

function ssoLogic(provider: string | null, redirect = vi.fn<(input: ProviderRedirect) => Promise<void>>()) {
  return ssoMachine.provide({
    actors: {
      findProvider: fromPromise<string | null, { email: string }>(async () => provider),
      redirectToProvider: fromPromise<void, ProviderRedirect>(({ input }) => redirect(input)),
    },
  });
}

describe('SsoPage', () => {
  it('validates the e-mail before asking for the provider', async () => {
    const user = userEvent.setup();
    renderView(<SsoPage logic={ssoLogic('CorpDemo')} />, '/sso');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe seu e-mail corporativo.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail corporativo'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
  });

  it("sends the browser to the domain's provider with the e-mail as hint", async () => {
    const user = userEvent.setup();
    const redirect = vi.fn<(input: ProviderRedirect) => Promise<void>>(() => new Promise(() => {}));
    renderView(<SsoPage logic={ssoLogic('CorpDemo', redirect)} />, '/sso');
    await user.type(screen.getByLabelText('E-mail corporativo'), ' carla.mendes@empresa-sso.com.br ');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith({
        provider: 'CorpDemo',
        email: 'carla.mendes@empresa-sso.com.br',
      }),
    );
    expect(screen.getByRole('button', { name: 'Redirecionando…' }).hasAttribute('disabled')).toBe(true);
  });

  it('says no provider was found and keeps the typed e-mail', async () => {
    const user = userEvent.setup();
    renderView(<SsoPage logic={ssoLogic(null)} />, '/sso');
    await user.type(screen.getByLabelText('E-mail corporativo'), 'alguem@desconhecida.com.br');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(providerNotFound);
    expect((screen.getByLabelText('E-mail corporativo') as HTMLInputElement).value).toBe(
      'alguem@desconhecida.com.br',
    );
  });

  it('prefills the e-mail from the address', () => {
    renderView(<SsoPage logic={ssoLogic('CorpDemo')} />, '/sso?email=carla%40empresa-sso.com.br');
    expect((screen.getByLabelText('E-mail corporativo') as HTMLInputElement).value).toBe(
      'carla@empresa-sso.com.br',
    );
  });
});

function callbackLogic(reports: RedirectReport[]) {
  return ssoCallbackMachine.provide({
    actors: {
      redirectOutcome: fromCallback<RedirectReport>(({ sendBack }) => {
        for (const report of reports) sendBack(report);
      }),
    },
  });
}

function renderCallback(reports: RedirectReport[]) {
  return renderView(
    <SessionContext.Provider logic={sessionLogic()}>
      <SsoCallbackPage logic={callbackLogic(reports)} />
    </SessionContext.Provider>,
    '/sso-callback?code=abc&state=xyz',
  );
}

describe('SsoCallbackPage', () => {
  it('shows progress with the e-mail while Amplify finishes', () => {
    renderCallback([{ type: 'redirect.customState', state: 'carla.mendes@empresa-sso.com.br' }]);
    expect(screen.getByText('Concluindo o acesso de carla.mendes@empresa-sso.com.br…')).toBeTruthy();
  });

  it('shows the cancellation in Portuguese with the ways back', () => {
    const cancelled = Object.assign(new Error('User cancelled OAuth flow.'), {
      name: 'OAuthSignInException',
    });
    renderCallback([{ type: 'redirect.failed', error: cancelled }]);
    expect(screen.getByRole('alert').textContent).toBe(
      'O login foi cancelado. Você pode tentar novamente quando quiser.',
    );
    expect(screen.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/sso');
    expect(screen.getByRole('link', { name: 'Entrar com e-mail e senha' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it("quotes a provider's own error", () => {
    const refused = Object.assign(new Error('invalid_grant'), { name: 'OAuthSignInException' });
    renderCallback([{ type: 'redirect.failed', error: refused }]);
    expect(screen.getByRole('alert').textContent).toBe(
      'O provedor de autenticação recusou o login: invalid_grant',
    );
  });
});
