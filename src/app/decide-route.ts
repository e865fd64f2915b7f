import type { RouteSession } from '../machines/auth/session/selectors.ts';
import { matchPath, normalizePath, type RouteParams } from './match-path.ts';
import { paths, routes, type AppRoute, type Authority, type PageRoute, type RouteGuard } from './routes.ts';
import { isLeadershipRole } from '../domain/leadership.ts';

export type RouteLocation = { path: string; search: string };
export type RouteConfig = { maintenanceMode: boolean };
export type RouteDecision =
  | { kind: 'render'; route: PageRoute; params: RouteParams }
  | { kind: 'redirect'; to: string }
  | { kind: 'loading' };

/**
 * Where a visitor may go, as a pure function of the address, the session and the configuration: every
 * redirect rule of spec section 2 and the authorities of section 6, so the whole policy is tested as a table.
 */
export function decideRoute(
  location: RouteLocation,
  session: RouteSession,
  config: RouteConfig,
): RouteDecision {
  const path = normalizePath(location.path);
  if (config.maintenanceMode) {
    return path === paths.maintenance ? renderPath(paths.maintenance) : redirect(paths.maintenance);
  }
  if (path === paths.maintenance) return redirect(paths.root);
  if (path === paths.root) return decideRoot(session);

  const found = findRoute(path);
  if (!found) return redirect(paths.root);
  const { route, params } = found;
  if (route.guard === 'public') return decidePublic(route, params, path, location.search, session);
  return decideProtected(route, params, path, location.search, session);
}

/**
 * Whether the session may open the page at `path`: the route exists, its guard passes and every authority
 * is granted, and the company has the route's feature on. The navigation shows an item only when this holds, so a page's visibility is the route table's.
 */
export function mayOpen(path: string, session: RouteSession): boolean {
  const found = findRoute(normalizePath(path));
  return (
    found !== undefined &&
    passesGuard(found.route.guard, session) &&
    isAuthorized(found.route, session) &&
    isFeatureOn(found.route, session)
  );
}

function decideRoot(session: RouteSession): RouteDecision {
  if (session.status === 'initializing') return { kind: 'loading' };
  if (session.status === 'unauthenticated') return redirect(paths.login);
  return redirect(session.resetPassword ? paths.updatePassword : paths.meetings);
}

function decidePublic(
  route: AppRoute,
  params: RouteParams,
  path: string,
  search: string,
  session: RouteSession,
): RouteDecision {
  // The shared meeting view is for anyone, signed in or not, and needs no user data.
  if (route.path === '/s/:id') return render(route, params);
  if (session.status === 'authenticated') {
    if (session.resetPassword) return redirect(paths.updatePassword);
    return redirect(safeRedirectUrl(search) ?? paths.meetings);
  }
  if (session.status === 'initializing' && path !== paths.login) return { kind: 'loading' };
  return render(route, params);
}

function decideProtected(
  route: AppRoute,
  params: RouteParams,
  path: string,
  search: string,
  session: RouteSession,
): RouteDecision {
  if (session.status === 'unauthenticated') {
    return redirect(`${paths.login}?${new URLSearchParams({ redirectUrl: path + search })}`);
  }
  if (session.status === 'initializing' || !session.isUserDataComplete) return { kind: 'loading' };
  if (session.resetPassword && path !== paths.updatePassword) return redirect(paths.updatePassword);
  // Signed in by now, so a failed guard is a seller on a leaders' page: back to the entry, not access-denied.
  if (!passesGuard(route.guard, session)) return redirect(paths.meetings);
  // A page of a feature the company turned off does not exist for its users: back to the entry too.
  if (!isFeatureOn(route, session)) return redirect(paths.meetings);
  if (!isAuthorized(route, session)) return redirect(paths.accessDenied);
  return render(route, params);
}

function findRoute(path: string): { route: AppRoute; params: RouteParams } | undefined {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}

function render(route: AppRoute, params: RouteParams): RouteDecision {
  return 'redirectTo' in route ? redirect(route.redirectTo) : { kind: 'render', route, params };
}

function renderPath(path: string): RouteDecision {
  const found = findRoute(path);
  if (!found) throw new Error(`The route table has no ${path}`);
  return render(found.route, found.params);
}

function redirect(to: string): RouteDecision {
  return { kind: 'redirect', to };
}

/** The guards as routes.ts defines them: public for anyone, the others signed in, teamLeader also a leader. */
function passesGuard(guard: RouteGuard, session: RouteSession): boolean {
  if (guard === 'public') return true;
  const signedIn = session.status === 'authenticated';
  return guard === 'teamLeader' ? signedIn && isTeamLeader(session) : signedIn;
}

function isFeatureOn(route: AppRoute, session: RouteSession): boolean {
  return route.feature === undefined || session.features[route.feature];
}

function isAuthorized(route: AppRoute, session: RouteSession): boolean {
  return route.authority.every((authority) => isGranted(authority, session));
}

/** Spec section 6: admin only with isAdmin; every other permission name is everyone's. */
function isGranted(authority: Authority, session: RouteSession): boolean {
  return authority === 'admin' ? session.isAdmin : true;
}

function isTeamLeader(session: RouteSession): boolean {
  return session.teamRoles.some(isLeadershipRole);
}

/**
 * Only a path on this origin: one leading slash. '//host' and '/\host' are read by browsers as another
 * host, so they would turn the sign-in page into an open redirect.
 */
function safeRedirectUrl(search: string): string | undefined {
  const target = new URLSearchParams(search).get('redirectUrl');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return undefined;
  }
  return target;
}
