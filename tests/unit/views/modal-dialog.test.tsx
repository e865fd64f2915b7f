import { fireEvent, screen } from '@testing-library/react';
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
});
