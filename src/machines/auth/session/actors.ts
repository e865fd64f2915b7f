import { fromCallback, fromPromise } from 'xstate';
import { getCompanyFeatures } from '../../../services/company-features/company-features.ts';
import { watchEndedSessions } from '../../../services/http.ts';
import { listTeams } from '../../../services/teams/teams.ts';
import { getMe, watchUserChanges } from '../../../services/users/users.ts';
import { watchRedirectSignIn } from '../../../services/identity-sso.ts';
import type { CompanyFeatures } from '../../../api-contract/company-features.ts';
import type { Team } from '../../../api-contract/team.ts';
import type { User } from '../../../api-contract/user.ts';
import {
  clearIdentityKeys,
  currentIdToken,
  holdsIdentityKeys,
  MissingTokenError,
  sessionClaims,
  signOut,
} from '../../../services/identity.ts';
import { clearStoredSession, hasLegacySession, readBasicCredentials } from '../../../services/storage.ts';
import { loginMachine, type AuthType } from '../login/login.machine.ts';

/**
 * What the browser holds at start: a legacy session to end, an identity session or a basic-credentials
 * session (backend basic login) to resume, or nothing.
 */
export type RestoredSession = 'legacy' | 'signedIn' | 'basic' | 'signedOut';
/** The user, their teams and what their company has turned on (the routes and navigation follow it). */
export type LoadedUser = { user: User; teams: Team[]; features: CompanyFeatures };

export const sessionActors = {
  restoreSession: fromPromise<RestoredSession>(async () => {
    if (hasLegacySession()) return 'legacy';
    if (readBasicCredentials()) return 'basic';
    // Without identity keys there is no session to resume, and no reason to load the provider to learn it.
    return holdsIdentityKeys() && (await currentIdToken()) ? 'signedIn' : 'signedOut';
  }),

  loadUser: fromPromise<LoadedUser, { forceRefresh: boolean; authType: AuthType }>(
    async ({ input, signal }) => {
      // Basic credentials have no tokens: http.ts sends the stored credentials instead.
      if (input.authType !== 'basic' && !(await sessionClaims({ forceRefresh: input.forceRefresh }))) {
        throw new MissingTokenError();
      }
      const [user, teams, features] = await Promise.all([
        getMe({ signal }),
        listTeams({ signal }),
        getCompanyFeatures({ signal }),
      ]);
      return { user, teams, features };
    },
  ),

  /** Resolves while a token can still be had (Amplify refreshes an expired one on the way). */
  checkSession: fromPromise<void, { authType: AuthType }>(async ({ input }) => {
    const valid = input.authType === 'basic' ? readBasicCredentials() !== null : await currentIdToken();
    if (!valid) throw new MissingTokenError();
  }),

  // Spec section 4: sign-out goes on despite provider errors; local data is cleared whatever happens.
  signOut: fromPromise<void, { everywhere: boolean }>(async ({ input }) => {
    try {
      await signOut(input);
    } finally {
      clearStoredSession();
      clearIdentityKeys();
    }
  }),

  login: loginMachine,

  /** A redirect sign-in (SSO) finished in this page's life: the session loads its user. */
  watchRedirectSignIn: fromCallback<{ type: 'session.signedIn' }>(({ sendBack }) =>
    watchRedirectSignIn((event) => {
      if (event.type === 'signedIn') sendBack({ type: 'session.signedIn' });
    }),
  ),

  /** The signed-in user was written (e.g. the forced password update cleared resetPassword): reload it. */
  watchUserChanges: fromCallback<{ type: 'user.changed' }>(({ sendBack }) =>
    watchUserChanges(() => sendBack({ type: 'user.changed' })),
  ),
  /** A request whose refresh the identity service refused (a deactivated person): the session is over. */
  watchEndedSessions: fromCallback<{ type: 'session.ended' }>(({ sendBack }) =>
    watchEndedSessions(() => sendBack({ type: 'session.ended' })),
  ),
};
