import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { LoadedUser, RestoredSession } from '../../../src/machines/auth/session/actors.ts';
import { renderApp } from './support/render-app.tsx';
import { memberTeam, notAuthorized, sellerUser, sessionLogic } from './support/session-fixtures.ts';

const signedIn = (options: Parameters<typeof sessionLogic>[0] = {}) =>
  sessionLogic({ restored: 'signedIn', ...options });

describe('app shell', () => {
  it('shows the loading screen with the logo while the session starts', async () => {
    const starting = sessionLogic().provide({
      actors: { restoreSession: fromPromise<RestoredSession>(() => new Promise(() => undefined)) },
    });
    renderApp('/meetings', starting);
    const status = await screen.findByRole('status');
    expect(within(status).getByRole('img', { name: 'Pauta' }).getAttribute('src')).toBe('/logo.svg');
    expect(status.textContent).toContain('Carregando…');
  });

  it('says the token expired while it signs out a session the provider refused', async () => {
    const refused = signedIn({ signOut: () => new Promise(() => undefined) }).provide({
      actors: {
        loadUser: fromPromise<LoadedUser, { forceRefresh: boolean; authType: 'cognito' | 'basic' }>(() =>
          Promise.reject(notAuthorized()),
        ),
      },
    });
    renderApp('/meetings', refused);
    const status = await screen.findByText('Token JWT expirado. Redirecionando para login...');
    expect(status).toBeTruthy();
  });

  it('sends a signed-out visitor from a protected page to /login, keeping the address', async () => {
    const { currentPath } = renderApp('/config/general');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(currentPath()).toBe('/login?redirectUrl=%2Fconfig%2Fgeneral');
  });

  it('renders a signed-in page in the default layout: title, display name, seller navigation, footer', async () => {
    const { currentPath } = renderApp('/templates', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Modelos' })).toBeTruthy();
    expect(currentPath()).toBe('/templates');
    expect(screen.getByText('Valéria Souza')).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Reuniões', 'Modelos', 'Configurações']);
    expect(screen.getByRole('contentinfo').textContent).toContain('Todos os direitos reservados.');
  });

  // The gate hands the layout the items the route table opens: each grant adds its own item, and only it.
  it.each([
    [
      'a team leader sees the team dashboard',
      sellerUser,
      'Admin',
      ['Reuniões', 'Modelos', 'Painel do time', 'Configurações'],
    ],
    [
      'an administrator sees Relatórios and Suporte',
      { ...sellerUser, isAdmin: true },
      'member',
      ['Reuniões', 'Modelos', 'Configurações', 'Relatórios', 'Suporte'],
    ],
    [
      'an administrator who leads a team sees both',
      { ...sellerUser, isAdmin: true },
      'Master',
      ['Reuniões', 'Modelos', 'Painel do time', 'Configurações', 'Relatórios', 'Suporte'],
    ],
  ])('%s in the navigation', async (_rule, user, role, expected) => {
    renderApp('/templates', signedIn({ user, teams: [{ ...memberTeam, role }] }));
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(expected);
  });

  it('sends a seller away from an admin-only page to /access-denied, which lists both authorities', async () => {
    const { currentPath } = renderApp('/config/bot', signedIn());
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso negado' })).toBeTruthy();
    expect(currentPath()).toBe('/access-denied');
    expect(screen.getByText('Administrador (admin)')).toBeTruthy();
    expect(screen.getByText('Usuário (user)')).toBeTruthy();
  });

  it('signs out to the root, which sends the visitor to /login', async () => {
    const user = userEvent.setup();
    let signedOut = false;
    const { currentPath } = renderApp(
      '/templates',
      signedIn({ signOut: async () => void (signedOut = true) }),
    );
    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeTruthy();
    expect(signedOut).toBe(true);
    expect(currentPath()).toBe('/login');
  });

  it('toggles light and dark on the page root and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/templates', signedIn());
    await user.click(await screen.findByRole('button', { name: 'Ativar modo escuro' }));

    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').mode).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Ativar modo claro' }));
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it.each([
    ['the login page', '/login', sessionLogic()],
    ['a signed-in page', '/templates', signedIn()],
  ])('has the WhatsApp link at the bottom right of %s', async (_page, path, logic) => {
    renderApp(path, logic);
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link.getAttribute('href')).toBe('https://wa.me/5511912345678');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(getComputedStyle(link).position).toBe('fixed');
  });

  it('lands on /meetings after signing in from the root', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp('/', sessionLogic({ signIn: async () => ({ signInStep: 'DONE' }) }));
    await user.type(await screen.findByLabelText('E-mail'), 'vendedor@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Demo@2026!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/meetings'));
  });

  it('follows redirects in a row: a seller sent to the leaders-only dashboard after sign-in lands on /meetings', async () => {
    const user = userEvent.setup();
    const { currentPath } = renderApp(
      '/login?redirectUrl=%2Fenablement%2Fdashboard',
      sessionLogic({ signIn: async () => ({ signInStep: 'DONE' }) }),
    );
    await user.type(await screen.findByLabelText('E-mail'), 'vendedor@demo.com.br');
    await user.type(screen.getByLabelText('Senha'), 'Demo@2026!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(currentPath()).toBe('/meetings'));
  });
});
