import { SessionContext } from '../../views/contexts/session.ts';

/** The header's button asks the InspectorHost to open the inspector with this window event. */
export const openInspectorEvent = 'pauta:inspector';

// VITE_INSPECTOR=true (or stately) opens it to everyone in that build, before sign-in too.
const forEveryone = ['true', 'stately'].includes(import.meta.env.VITE_INSPECTOR);

/** Who may open the inspector and export a bundle: admins, or everyone in a VITE_INSPECTOR build. */
export function useMayInspect(): boolean {
  const isAdmin = SessionContext.useSelector((snapshot) => snapshot.context.user?.isAdmin === true);
  return forEveryone || isAdmin;
}
