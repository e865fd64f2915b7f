/*
 * The session machine's data and events (session.machine.ts).
 */
import type { User } from '../../../api-contract/user.ts';
import type { Team } from '../../../api-contract/team.ts';
import { allCompanyFeatures, type CompanyFeatures } from '../../../api-contract/company-features.ts';
import type { AppError } from '../../../services/errors.ts';
import type { AuthType } from '../login/login.machine.ts';

/** Whether the person is signed in or the session is starting is the state itself, not a flag. */
export type SessionContext = {
  isUserDataComplete: boolean;
  user: User | null;
  teams: Team[];
  /** What the user's company has turned on; everything until the user is loaded. */
  features: CompanyFeatures;
  /** Why the last user load failed (the shared failure field); also set (and the old user kept) when a periodic reload fails. */
  failure: AppError | null;
  /** How the session authenticates its calls: identity-provider tokens or stored Basic credentials. */
  authType: AuthType | null;
  /** The provider refused the token (expired or revoked): the sign-out that follows says so (spec section 8). */
  tokenExpired: boolean;
};

export type SessionEvent =
  /** `everywhere`: every sign-in of the person ends, on every device (Cognito's GlobalSignOut). */
  | { type: 'session.signOut'; everywhere?: boolean }
  | { type: 'session.retry' }
  /** From the identity service: a redirect (SSO) sign-in finished. */
  | { type: 'session.signedIn' }
  /** From the users resource: the signed-in user was written. */
  | { type: 'user.changed' }
  | { type: 'session.ended' };

export const signedOutContext = {
  isUserDataComplete: false,
  user: null,
  teams: [],
  features: allCompanyFeatures,
  failure: null,
  authType: null,
  tokenExpired: false,
} satisfies SessionContext;
