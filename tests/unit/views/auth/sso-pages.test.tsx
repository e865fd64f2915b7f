import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromCallback, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ProviderRedirect, RedirectReport } from '../../../../src/machines/auth/sso/actors.ts';
import { ssoCallbackMachine } from '../../../../src/machines/auth/sso/sso-callback.machine.ts';
import { ssoMachine } from '../../../../src/machines/auth/sso/sso.machine.ts';
import { SsoCallbackContext } from '../../../../src/views/auth/sso-callback/sso-callback-context.ts';
import { SsoCallbackScreen } from '../../../../src/views/auth/sso-callback/SsoCallbackScreen.tsx';
import { SsoContext, ssoOptions } from '../../../../src/views/auth/sso/sso-context.ts';
import { SsoScreen } from '../../../../src/views/auth/sso/SsoScreen.tsx';
import { renderApp, renderView } from '../support/render-app.tsx';

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

/** /sso as its page builds it from `search`, with the given logic in place of the real one. */
function renderSso(logic: ReturnType<typeof ssoLogic>, search = '') {
  return renderView(
    <SsoContext.Provider logic={logic} options={ssoOptions(search)}>
      <SsoScreen />
    </SsoContext.Provider>,
    `/sso${search}`,
  );
}

describe('SsoPage', () => {
  it('validates the e-mail before asking for the provider', async () => {
    const user = userEvent.setup();
    renderSso(ssoLogic('CorpDemo'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe seu e-mail corporativo.')).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail corporativo'), 'nao-e-email');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
  });

  it("sends the browser to the domain's provider with the e-mail as hint", async () => {
    const user = userEvent.setup();
    const redirect = vi.fn<(input: ProviderRedirect) => Promise<void>>(() => new Promise(() => {}));
    renderSso(ssoLogic('CorpDemo', redirect));
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
    renderSso(ssoLogic(null));
    await user.type(screen.getByLabelText('E-mail corporativo'), 'alguem@desconhecida.com.br');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(providerNotFound);
    expect((screen.getByLabelText('E-mail corporativo') as HTMLInputElement).value).toBe(
      'alguem@desconhecida.com.br',
    );
  });

  it('prefills the e-mail from the address', () => {
    renderSso(ssoLogic('CorpDemo'), '?email=carla%40empresa-sso.com.br');
    expect((screen.getByLabelText('E-mail corporativo') as HTMLInputElement).value).toBe(
      'carla@empresa-sso.com.br',
    );
  });

  it('is what the /sso route shows, with the real machine and the e-mail from the address', async () => {
    renderApp('/sso?email=carla%40empresa-sso.com.br');
    const field = (await screen.findByLabelText('E-mail corporativo')) as HTMLInputElement;
    expect(field.value).toBe('carla@empresa-sso.com.br');
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
    <SsoCallbackContext.Provider logic={callbackLogic(reports)}>
      <SsoCallbackScreen />
    </SsoCallbackContext.Provider>,
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
