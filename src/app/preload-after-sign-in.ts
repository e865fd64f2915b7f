import type { i18n } from 'i18next';
import { loadLaterTexts } from '../i18n/create-i18n.ts';
import { loadSignIn } from '../machines/auth/login/actors.ts';
import { paths, routes } from './routes.ts';

/**
 * What signing in and the page after it need, asked for while the user is still typing: the sign-in code,
 * the authenticated entry page's chunk and the texts not bundled with the first screen. Started by an
 * interaction (not on idle), so the first load of /login stays as small as its budget says.
 */
export function preloadAfterSignIn(instance: i18n): void {
  void loadLaterTexts(instance);
  void loadSignIn();
  const entry = routes.find((route) => route.path === paths.meetings);
  if (entry && 'page' in entry) void entry.page.preload();
}
