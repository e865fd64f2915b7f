import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionsMenu } from '../../../src/views/components/ActionsMenu.tsx';
import { renderView } from './support/render-app.tsx';

function renderMenu(onDelete = vi.fn<() => void>()) {
  renderView(
    <>
      <ActionsMenu
        label="Mais ações"
        actions={[
          { key: 'restart', label: 'Reiniciar o bot', disabled: true, onSelect: vi.fn<() => void>() },
          { key: 'delete', label: 'Excluir reunião', onSelect: onDelete },
        ]}
      />
      <button type="button">Depois</button>
    </>,
  );
  const menu = screen.getByText('Mais ações').closest('details')!;
  return { menu, onDelete };
}

describe('ActionsMenu', () => {
  // The browser opens a <details> with Enter on its summary (jsdom does not): tests/e2e/keyboard.spec.ts.
  it('choosing an action closes it with the focus back on its button', async () => {
    const user = userEvent.setup();
    const { menu, onDelete } = renderMenu();
    await user.click(screen.getByText('Mais ações'));
    expect(menu.open).toBe(true);
    expect((screen.getByRole('button', { name: 'Reiniciar o bot' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Excluir reunião' }));
    await user.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledOnce();
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Mais ações'));
  });

  it('Escape closes it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const { menu } = renderMenu();
    await user.click(screen.getByText('Mais ações'));
    expect(menu.open).toBe(true);
    screen.getByRole('button', { name: 'Excluir reunião' }).focus();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Mais ações'));
  });

  it('closes when the focus leaves it', async () => {
    const user = userEvent.setup();
    const { menu } = renderMenu();
    await user.click(screen.getByText('Mais ações'));
    await user.click(screen.getByRole('button', { name: 'Depois' }));
    expect(menu.open).toBe(false);
  });
});
