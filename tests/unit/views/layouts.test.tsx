import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultThemePreference, layoutTypes } from '../../../src/theme/preference.ts';
import { renderApp } from './support/render-app.tsx';
import { sessionLogic } from './support/session-fixtures.ts';

describe('layouts', () => {
  it.each(layoutTypes.filter((type) => type !== 'blank'))(
    'the %s layout shows the page, the header and the footer',
    async (type) => {
      localStorage.setItem(
        'theme',
        JSON.stringify({ ...defaultThemePreference, layout: { type, sideNavCollapse: false } }),
      );
      renderApp('/templates', sessionLogic({ restored: 'signedIn' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Templates' })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
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
});
