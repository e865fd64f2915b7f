import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Footer } from '../../../src/views/layouts/Footer.tsx';
import { renderView } from './support/render-app.tsx';

afterEach(() => vi.useRealTimers());

it.each([2026, 2031])('reads Copyright © %i Pauta and the translated All rights reserved', (year) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(year, 5, 1));
  renderView(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(footer.textContent).toContain(`Copyright © ${year} Pauta`);
  expect(footer.textContent).toContain('Todos os direitos reservados.');
});
