import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MayOpenProvider } from '../../../src/views/contexts/open-paths.tsx';
import { SettingsNav } from '../../../src/views/layouts/SettingsNav.tsx';
import { renderApp, renderView } from './support/render-app.tsx';
import { sessionLogic } from './support/session-fixtures.ts';

function renderNav(open: string[], path: string) {
  renderView(
    <MayOpenProvider value={(target) => open.includes(target)}>
      <SettingsNav />
    </MayOpenProvider>,
    path,
  );
}

describe('the settings pages navigation', () => {
  it('offers the settings pages the session may open, the current one marked', () => {
    renderNav(['/config/general', '/config/integrations', '/config/bot', '/config/users'], '/config/bot');
    const nav = screen.getByRole('navigation', { name: 'Configurações' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gerais', 'Integrações', 'Bot', 'Usuários e equipes']);
    expect(within(nav).getByRole('link', { name: 'Bot' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Integrações' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out what the session may not open (the bot and people pages for a seller)', () => {
    renderNav(['/config/general', '/config/integrations'], '/config/general');
    expect(screen.queryByRole('link', { name: 'Bot' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Usuários e equipes' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Integrações' })).toBeTruthy();
  });

  it('is not drawn when only one settings page is open', () => {
    renderNav(['/config/general'], '/config/general');
    expect(screen.queryByRole('navigation', { name: 'Configurações' })).toBeNull();
  });
});

describe('every settings page', { timeout: 20_000 }, () => {
  it.each(['/config/general', '/config/calendar', '/config/integrations'])(
    '%s draws it above itself',
    async (path) => {
      renderApp(path, sessionLogic({ restored: 'signedIn' }));
      const nav = await screen.findByRole('navigation', { name: 'Configurações' }, { timeout: 15_000 });
      expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe(path);
    },
  );
});
