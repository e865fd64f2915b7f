import { SessionContext } from '../../views/contexts/session.ts';

/** The header's button asks the InspectorHost to open the inspector with this window event. */
export const openInspectorEvent = 'pauta:inspector';

// VITE_INSPECTOR=true (or stately) opens it to everyone in that build, signed in too.
const forEveryone = ['true', 'stately'].includes(import.meta.env.VITE_INSPECTOR);

/**
 * Who may open the inspector and export a bundle: administrators; anyone not signed in yet, since a person
 * who cannot get past the sign-in is whom support most needs a bundle from, and all it holds is that tab's
 * own sign-in with its secrets hidden; everyone in a VITE_INSPECTOR build.
 */
export function useMayInspect(): boolean {
  const mayInspect = SessionContext.useSelector(
    (snapshot) => snapshot.context.user?.isAdmin === true || snapshot.matches('unauthenticated'),
  );
  return forEveryone || mayInspect;
}
