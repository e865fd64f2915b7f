import type { AppRoute } from '../../../src/app/routes.ts';
import type { SignedInAccount } from './auth-state.ts';

/** The account that may open a route: anonymous for public ones, a leader or admin where only they may. */
export function accountFor(route: AppRoute): SignedInAccount | null {
  if (route.guard === 'public') return null;
  if (route.guard === 'teamLeader') return 'leader';
  return route.authority.includes('admin') ? 'admin' : 'seller';
}
