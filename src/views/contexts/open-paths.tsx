import { createContext, useContext } from 'react';

const MayOpenContext = createContext<(path: string) => boolean>(() => false);

/**
 * Whether the session may open a path, by the route table's rule (src/app/decide-route.ts mayOpen), which
 * RouteGate provides around every page: a page links only to pages the same rule lets through.
 */
export const MayOpenProvider = MayOpenContext.Provider;

export function useMayOpen(): (path: string) => boolean {
  return useContext(MayOpenContext);
}
