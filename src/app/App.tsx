import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { InspectorHost } from '../devtools/inspector/InspectorHost.tsx';
import type { ThemeStore } from '../theme/theme-store.ts';
import { GlobalStyles } from '../views/components/GlobalStyles.tsx';
import { WhatsAppLink } from '../views/components/WhatsAppLink.tsx';
import { AppConfigContext, type ViewConfig } from '../views/contexts/app-config.tsx';
import { SessionContext } from '../views/contexts/session.ts';
import { ThemePreferenceProvider } from '../views/contexts/theme-preference.tsx';
import { RouteGate } from './RouteGate.tsx';

export type AppProps = {
  config: ViewConfig;
  i18n: i18n;
  themeStore: ThemeStore;
};

/**
 * What surrounds the routed content: translations, theme, configuration and the WhatsApp link.
 * Apart from App so tests can put their own session and location inside it.
 */
export function AppShell({ config, i18n, themeStore, children }: AppProps & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemePreferenceProvider store={themeStore}>
        <GlobalStyles />
        <AppConfigContext.Provider value={config}>
          {children}
          <WhatsAppLink number={config.whatsappNumber} />
        </AppConfigContext.Provider>
      </ThemePreferenceProvider>
    </I18nextProvider>
  );
}

/** The app: the session actor, the route gate and the inspector, on wouter's default (browser) location. */
export function App(props: AppProps) {
  return (
    <AppShell {...props}>
      <SessionContext.Provider>
        <RouteGate />
        <InspectorHost />
      </SessionContext.Provider>
    </AppShell>
  );
}
