import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createI18n } from './i18n/create-i18n.ts';
import { appConfig } from './services/config.ts';
import { configureIdentity } from './services/identity.ts';
import { applyTheme } from './theme/apply-theme.ts';
import { createThemeStore } from './theme/theme-store.ts';

// Composition root: the only place where services, machines and views meet.
configureIdentity(appConfig);
const i18n = createI18n();
const themeStore = createThemeStore(window.localStorage, window);
// Before the first paint, so a dark preference never flashes light.
applyTheme(themeStore.getSnapshot(), document.documentElement);

// Online inspection for developers: Vite inlines the value, so only that build has the Stately chunk.
if (import.meta.env.VITE_INSPECTOR === 'stately') {
  void import('./devtools/inspector/stately.ts').then(({ connectStately }) => connectStately());
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App
      config={{ maintenanceMode: appConfig.maintenanceMode, whatsappNumber: appConfig.whatsappNumber }}
      i18n={i18n}
      themeStore={themeStore}
    />
  </StrictMode>,
);
