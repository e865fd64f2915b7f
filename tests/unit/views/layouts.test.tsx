import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultThemePreference, layoutTypes, type LayoutType } from '../../../src/theme/preference.ts';
import { renderApp } from './support/render-app.tsx';
import { memberTeam, sessionLogic } from './support/session-fixtures.ts';

const signedInLayouts = layoutTypes.filter((type) => type !== 'blank');

function preferLayout(type: LayoutType) {
  localStorage.setItem(
    'theme',
    JSON.stringify({ ...defaultThemePreference, layout: { type, sideNavCollapse: false } }),
  );
}

describe('layouts', () => {
  it.each(signedInLayouts)('the %s layout shows the page, the header and the footer', async (type) => {
    preferLayout(type);
    renderApp('/templates', sessionLogic({ restored: 'signedIn' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Modelos' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  // Narrow screens see the menu drawer instead of the wide navigation, so both are checked. jsdom applies no
  // media query, so the menu button stays display:none here and is found by its text, having no accessible name.
  it.each(signedInLayouts)(
    'the %s layout and its menu drawer show the items they are handed: the team dashboard for a team leader, no Relatórios',
    async (type) => {
      const user = userEvent.setup();
      preferLayout(type);
      renderApp(
        '/templates',
        sessionLogic({ restored: 'signedIn', teams: [{ ...memberTeam, role: 'Admin' }] }),
      );
      await user.click(await screen.findByText('Abrir menu'));
      const navs = screen.getAllByRole('navigation', { name: 'Navegação principal', hidden: true });
      expect(navs).toHaveLength(type === 'contentOverlay' ? 1 : 2);
      for (const nav of navs) {
        expect(within(nav).getByRole('link', { name: 'Painel do time', hidden: true })).toBeTruthy();
        expect(within(nav).queryByRole('link', { name: 'Relatórios', hidden: true })).toBeNull();
      }
    },
  );

  it('a public route uses the blank layout: no header, no footer', async () => {
    renderApp('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('the collapsible side navigation folds to icons and remembers it', async () => {
    localStorage.setItem(
      'theme',
      JSON.stringify({
        ...defaultThemePreference,
        layout: { type: 'collapsibleSide', sideNavCollapse: false },
      }),
    );
    renderApp('/templates', sessionLogic({ restored: 'signedIn' }));
    (await screen.findByRole('button', { name: 'Recolher menu lateral' })).click();
    expect(await screen.findByRole('link', { name: 'Reuniões' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expandir menu lateral' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('theme') ?? '{}').layout.sideNavCollapse).toBe(true);
  });

  it('the two-column menu draws its second column only where the section has pages: the settings', async () => {
    preferLayout('stackedSide');
    const meetings = renderApp('/templates', sessionLogic({ restored: 'signedIn' }));
    await screen.findByRole('heading', { level: 1, name: 'Modelos' });
    expect(screen.queryByRole('complementary')).toBeNull();
    meetings.unmount();

    renderApp('/config/integrations', sessionLogic({ restored: 'signedIn' }));
    const column = await screen.findByRole('complementary');
    const pages = within(column).getByRole('navigation', { name: 'Configurações' });
    expect(within(pages).getByRole('link', { current: 'page' }).textContent).toBe('Integrações');
  });
});
