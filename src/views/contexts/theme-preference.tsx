import { ThemeProvider } from '@emotion/react';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { applyTheme } from '../../theme/apply-theme.ts';
import { buildEmotionTheme } from '../../theme/emotion-theme.ts';
import type { ThemePreference } from '../../theme/preference.ts';
import type { ThemeStore } from '../../theme/theme-store.ts';

const ThemeStoreContext = createContext<ThemeStore | null>(null);

/** Provides the preference store, keeps the page root in step with it and feeds emotion's theme. */
export function ThemePreferenceProvider({ store, children }: { store: ThemeStore; children: ReactNode }) {
  const preference = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useLayoutEffect(() => applyTheme(preference, document.documentElement), [preference]);
  const theme = useMemo(() => buildEmotionTheme(preference), [preference]);
  return (
    <ThemeStoreContext.Provider value={store}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </ThemeStoreContext.Provider>
  );
}

export function useThemePreference(): {
  preference: ThemePreference;
  update: ThemeStore['update'];
} {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error('useThemePreference needs a ThemePreferenceProvider');
  const preference = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return { preference, update: store.update };
}
