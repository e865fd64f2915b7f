import { useSyncExternalStore } from 'react';

// jsdom (unit tests) has no matchMedia: there every query is false, the wide layout.
const mediaQueryList = (query: string) =>
  typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/** Whether a CSS media query matches now, for what CSS alone cannot size (a virtual list's row height). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQueryList(query)?.matches ?? false,
  );
}
