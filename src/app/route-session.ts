import type { RouteSession } from '../machines/auth/session/selectors.ts';
import { companyFeatureNames } from '../api-contract/company-features.ts';

/** Compares by value, so the gate re-renders only when something a route decision reads has changed. */
export function sameRouteSession(a: RouteSession, b: RouteSession): boolean {
  return (
    a.status === b.status &&
    a.isUserDataComplete === b.isUserDataComplete &&
    a.resetPassword === b.resetPassword &&
    a.isAdmin === b.isAdmin &&
    a.teamRoles.length === b.teamRoles.length &&
    a.teamRoles.every((role, index) => role === b.teamRoles[index]) &&
    companyFeatureNames.every((feature) => a.features[feature] === b.features[feature])
  );
}
