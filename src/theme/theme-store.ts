import { readThemePreference, themeStorageKey, type ThemePreference } from './preference.ts';

export type ThemeStore = {
  getSnapshot: () => ThemePreference;
  subscribe: (listener: () => void) => () => void;
  update: (change: (current: ThemePreference) => ThemePreference) => void;
};

/**
 * A tiny external store for useSyncExternalStore: every update is persisted, then announced. Given the
 * window, it also follows a change made in another tab of the app (the browser's `storage` event), so every
 * open tab shows the schema and mode the person just chose.
 */
export function createThemeStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  otherTabs?: Pick<Window, 'addEventListener'>,
): ThemeStore {
  let preference = readThemePreference(storage);
  const listeners = new Set<() => void>();
  const announce = () => listeners.forEach((listener) => listener());
  otherTabs?.addEventListener('storage', (event) => {
    if (event.key !== themeStorageKey) return;
    preference = readThemePreference(storage);
    announce();
  });
  return {
    getSnapshot: () => preference,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      preference = change(preference);
      storage.setItem(themeStorageKey, JSON.stringify(preference));
      announce();
    },
  };
}
