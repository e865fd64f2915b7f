import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouterErrorBoundary } from '../../../src/app/RouterErrorBoundary.tsx';
import { DefaultErrorPage } from '../../../src/views/shell/error/DefaultErrorPage.tsx';
import { renderView } from './support/render-app.tsx';

function Broken(): never {
  throw new Error('Falha ao montar a página');
}

describe('default router error page', () => {
  it('shows the status and status text of an error response', () => {
    renderView(<DefaultErrorPage error={{ status: 404, statusText: 'Not Found' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '404 Not Found' })).toBeTruthy();
  });

  it('catches what a page throws and shows its message', () => {
    // React reports the caught error on the console; the page is what matters here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView(
      <RouterErrorBoundary>
        <Broken />
      </RouterErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Falha ao montar a página' })).toBeTruthy();
    consoleError.mockRestore();
  });
});
