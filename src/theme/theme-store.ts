import { readThemePreference, themeStorageKey, type ThemePreference } from './preference.ts';

export type ThemeStore = {
  getSnapshot: () => ThemePreference;
  subscribe: (listener: () => void) => () => void;
  update: (change: (current: ThemePreference) => ThemePreference) => void;
};

/** A tiny external store for useSyncExternalStore: every update is persisted, then announced. */
export function createThemeStore(storage: Pick<Storage, 'getItem' | 'setItem'>): ThemeStore {
  let preference = readThemePreference(storage);
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => preference,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      preference = change(preference);
      storage.setItem(themeStorageKey, JSON.stringify(preference));
      listeners.forEach((listener) => listener());
    },
  };
}
