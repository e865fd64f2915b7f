import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { sessionLogic } from './support/session-fixtures.ts';

const wrongCredentials =
  'Email ou senha incorretos. Por favor, verifique suas credenciais e tente novamente.';

describe('LoginPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the logo, the product name and a Portuguese subtitle', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pauta' })).toBeTruthy();
    expect(screen.getByText('Seu assistente para reuniões de vendas')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Pauta' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Esqueceu a senha?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Entrar com SSO' }).getAttribute('href')).toBe('/sso');
  });

  it('shows the Portuguese wrong-credentials message and keeps the typed e-mail', async () => {
    const user = userEvent.setup();
    renderApp(
      '/login',
      sessionLogic({
        signIn: () =>
          Promise.reject(
            Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
          ),
      }),
    );

    await user.type(await screen.findByLabelText('E-mail'), 'vendedor@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect((await screen.findByRole('alert')).textContent).toBe(wrongCredentials);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('vendedor@demo.com.br');
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('validates in Portuguese before anything is sent', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    renderApp(
      '/login',
      sessionLogic({ signIn: () => ((attempts += 1), Promise.reject(new Error('unreachable'))) }),
    );

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('Informe um e-mail válido.')).toBeTruthy();
    expect(screen.getByText('Informe sua senha.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(attempts).toBe(0);
  });

  it('disables the submit button while signing in', async () => {
    const user = userEvent.setup();
    renderApp('/login', sessionLogic({ signIn: () => new Promise(() => undefined) }));

    await user.type(await screen.findByLabelText('E-mail'), 'vendedor@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Demo@2026!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Entrando…' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
