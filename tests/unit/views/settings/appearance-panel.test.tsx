import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { colorSchemas } from '../../../../src/theme/color-schemas.ts';
import { defaultThemePreference } from '../../../../src/theme/preference.ts';
import { renderApp } from '../support/render-app.tsx';
import { sessionLogic } from '../support/session-fixtures.ts';

const stored = () => JSON.parse(localStorage.getItem('theme') ?? 'null') as typeof defaultThemePreference;

async function openPanel() {
  const user = userEvent.setup();
  const { unmount } = renderApp('/config/general', sessionLogic({ restored: 'signedIn' }));
  const opener = await screen.findByRole('button', { name: 'Aparência' });
  // Reachable by keyboard: tab to it (focus moves through the header) and press Enter.
  opener.focus();
  await user.keyboard('{Enter}');
  const panel = await screen.findByRole('dialog', { name: 'Aparência' }, { timeout: 15_000 });
  return { user, opener, panel, unmount };
}

// The first render loads the page and panel chunks; on a busy machine that alone can take seconds.
describe('appearance panel', { timeout: 20_000 }, () => {
  it('opens from the header by keyboard, takes the focus, and its being open is panelExpand', async () => {
    const { opener, panel } = await openPanel();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(panel).getByRole('button', { name: 'Fechar o painel de aparência' }),
      ),
    );
    expect(stored().panelExpand).toBe(true);
  });

  it('applies each choice at once and keeps it under "theme"', async () => {
    const { user, panel } = await openPanel();
    const root = document.documentElement;

    await user.click(within(panel).getByRole('radio', { name: 'Escuro' }));
    expect(root.classList.contains('dark')).toBe(true);
    await user.click(within(panel).getByRole('radio', { name: 'Verde' }));
    expect(root.style.getPropertyValue('--primary')).toBe(colorSchemas.green.dark.primary);
    await user.click(within(panel).getByRole('radio', { name: 'Grande' }));
    await user.click(within(panel).getByRole('radio', { name: 'Menu na barra superior' }));
    await user.click(within(panel).getByRole('checkbox', { name: /Menu lateral recolhido/ }));

    expect(stored()).toStrictEqual({
      themeSchema: 'green',
      direction: 'ltr',
      mode: 'dark',
      panelExpand: true,
      controlSize: 'lg',
      layout: { type: 'topBarClassic', previousType: 'framelessSide', sideNavCollapse: true },
    });
    // The panel stays open through the layout change: its button is in every layout's header.
    expect(screen.getByRole('dialog', { name: 'Aparência' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Restaurar o padrão' }));
    expect(stored()).toStrictEqual({ ...defaultThemePreference, panelExpand: true });
    expect(root.getAttribute('dir')).toBe('ltr');
  });

  it('offers right to left only to whoever has it on, so they can turn it off: Portuguese does not need it', async () => {
    const first = await openPanel();
    expect(within(first.panel).queryByRole('radio', { name: 'Da direita para a esquerda' })).toBeNull();
    first.unmount();

    localStorage.setItem('theme', JSON.stringify({ ...defaultThemePreference, direction: 'rtl' }));
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('radio', { name: 'Da esquerda para a direita' }));
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(stored().direction).toBe('ltr');
  });

  it('Escape closes it and gives the focus back to its button', async () => {
    const { user, opener } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(stored().panelExpand).toBe(false);
  });

  it('without a menu (blank layout) its button stays on the page, so the choice can be undone', async () => {
    localStorage.setItem(
      'theme',
      JSON.stringify({ ...defaultThemePreference, layout: { type: 'blank', sideNavCollapse: false } }),
    );
    const user = userEvent.setup();
    renderApp('/config/general', sessionLogic({ restored: 'signedIn' }));
    await user.click(await screen.findByRole('button', { name: 'Aparência' }));
    expect(screen.queryByRole('banner')).toBeNull();
    await user.click(await screen.findByRole('radio', { name: 'Menu lateral sem borda (padrão)' }));
    expect(await screen.findByRole('banner')).toBeTruthy();
  });
});
