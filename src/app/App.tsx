import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { sessionMachine } from '../machines/session/session.machine.ts';
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
  /** The session logic to run; tests pass one whose actors are replaced. */
  sessionLogic?: typeof sessionMachine;
  /** wouter location hook; tests pass a memory location. */
  locationHook?: Parameters<typeof Router>[0]['hook'];
};

export function App({ config, i18n, themeStore, sessionLogic, locationHook }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemePreferenceProvider store={themeStore}>
        <GlobalStyles />
        <AppConfigContext.Provider value={config}>
          <SessionContext.Provider logic={sessionLogic}>
            <Router hook={locationHook}>
              <RouteGate />
            </Router>
          </SessionContext.Provider>
          <WhatsAppLink number={config.whatsappNumber} />
        </AppConfigContext.Provider>
      </ThemePreferenceProvider>
    </I18nextProvider>
  );
}
