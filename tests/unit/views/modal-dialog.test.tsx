import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '../../../src/views/components/ModalDialog.tsx';
import { renderView } from './support/render-app.tsx';

describe('ModalDialog', () => {
  it('is open and named by its heading while mounted', () => {
    renderView(
      <ModalDialog labelledBy="title" onCancel={() => {}}>
        <h2 id="title">Excluir reunião?</h2>
      </ModalDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Excluir reunião?' })).toHaveProperty('open', true);
  });

  it("hands Escape (the dialog's cancel) to the caller instead of closing on its own", () => {
    const onCancel = vi.fn<() => void>();
    renderView(
      <ModalDialog labelledBy="title" onCancel={onCancel}>
        <h2 id="title">Enviar gravação</h2>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Enviar gravação' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onCancel).toHaveBeenCalledOnce();
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('gives the focus back to the element that opened it when it closes', () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Adicionar reunião
          </button>
          {open && (
            <ModalDialog labelledBy="title" onCancel={() => {}}>
              <h2 id="title">Nova reunião</h2>
              <button type="button" onClick={() => setOpen(false)}>
                Cancelar
              </button>
            </ModalDialog>
          )}
        </>
      );
    }
    renderView(<Page />);
    const opener = screen.getByRole('button', { name: 'Adicionar reunião' });
    opener.focus();
    fireEvent.click(opener);
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
