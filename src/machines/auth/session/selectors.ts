import type { SnapshotFrom } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import type { CompanyFeatures } from '../../../api-contract/company-features.ts';
import { displayName } from '../../../domain/display-name.ts';
import type { sessionMachine } from './session.machine.ts';
import { selectFailure } from '../../shared/selectors.ts';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export type RouteSession = {
  status: 'initializing' | 'authenticated' | 'unauthenticated';
  isUserDataComplete: boolean;
  resetPassword: boolean;
  isAdmin: boolean;
  teamRoles: string[];
  /** What the company has turned on: a route of a feature that is off is neither shown nor opened. */
  features: CompanyFeatures;
};

/*
 * What the route guards need. loadingUser and signingOut count as 'initializing' only while there is no user
 * yet (start-up, right after login, legacy sign-out); once a user is loaded they stay 'authenticated' until
 * the machine settles, so pages do not flash the loading screen. userLoadFailed counts as 'authenticated'
 * with incomplete user data: the token is valid, so the shell shows its loading screen, which offers the
 * retry (selectUserLoadFailure).
 */
export function selectRouteSession(snapshot: SessionSnapshot): RouteSession {
  const { user, teams, features, isUserDataComplete } = snapshot.context;
  return {
    status: routeStatus(snapshot),
    isUserDataComplete,
    resetPassword: user?.resetPassword ?? false,
    isAdmin: user?.isAdmin ?? false,
    teamRoles: teams.flatMap((team) => (team.role === null ? [] : [team.role])),
    features,
  };
}

function routeStatus(snapshot: SessionSnapshot): RouteSession['status'] {
  if (snapshot.matches('authenticated') || snapshot.matches('userLoadFailed')) return 'authenticated';
  if (snapshot.matches('unauthenticated')) return 'unauthenticated';
  if (snapshot.matches('initializing')) return 'initializing';
  return snapshot.context.user ? 'authenticated' : 'initializing';
}

export const selectDisplayName = (snapshot: SessionSnapshot, fallback: string): string =>
  displayName(snapshot.context.user, fallback);

export const selectLoginActor = (snapshot: SessionSnapshot) => snapshot.children.login;

/** Set in userLoadFailed (with 'session.retry' available) and after a failed periodic reload. */
export const selectUserLoadFailure: (snapshot: SessionSnapshot) => AppError | null = selectFailure;

export const selectIsSigningOut = (snapshot: SessionSnapshot): boolean => snapshot.matches('signingOut');

/** Signing out because the provider refused the token: the loading screen says why (spec section 8). */
export const selectIsTokenExpiring = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('signingOut') && snapshot.context.tokenExpired;
