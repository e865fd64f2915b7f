import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppShell } from '../../../../src/app/App.tsx';
import { RouteGate } from '../../../../src/app/RouteGate.tsx';
import { createI18n } from '../../../../src/i18n/create-i18n.ts';
import { resources } from '../../../../src/i18n/resources/index.ts';
import { createThemeStore } from '../../../../src/theme/theme-store.ts';
import { SessionContext } from '../../../../src/views/contexts/session.ts';
import { ThemePreferenceProvider } from '../../../../src/views/contexts/theme-preference.tsx';
import { sessionLogic } from './session-fixtures.ts';

// The app imports the texts not bundled with the first screen on demand; importing them once here keeps
// that (and Vite transforming them) out of the first page a test renders.
await import('../../../../src/i18n/later/pt-BR.ts');

// The unit project runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

export const testConfig = { maintenanceMode: false, whatsappNumber: '5511912345678' };

/**
 * The whole app at `path`, as App builds it, with the session logic given and a memory location whose
 * history the test can read.
 */
export function renderApp(path: string, logic = sessionLogic()) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <AppShell config={testConfig} i18n={createI18n(resources)} themeStore={createThemeStore(localStorage)}>
      <SessionContext.Provider logic={logic}>
        <Router hook={location.hook}>
          <RouteGate />
        </Router>
      </SessionContext.Provider>
    </AppShell>,
  );
  const currentPath = () => location.history.at(-1);
  return { ...view, location, currentPath };
}

/** One view with the providers every view expects (i18n, theme, a router), without a session. */
export function renderView(ui: ReactNode, path = '/') {
  return render(
    <I18nextProvider i18n={createI18n(resources)}>
      <ThemePreferenceProvider store={createThemeStore(localStorage)}>
        <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
      </ThemePreferenceProvider>
    </I18nextProvider>,
  );
}
