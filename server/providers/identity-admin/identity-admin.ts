/**
 * What the server asks of the user pool when an administrator manages people (issue 27). Users are named
 * by their e-mail, which is their username in this pool (and an alias in a Cognito pool signing in by e-mail).
 */
export interface IdentityAdmin {
  /** Creates the person with a temporary password, e-mailed to them by the pool; answers their `sub`. */
  invite(person: {
    email: string;
    firstName: string | null;
    lastName: string | null;
  }): Promise<{ sub: string }>;
  /** A new temporary password (and expiry), e-mailed again; only while the person never signed in. */
  resendInvitation(email: string): Promise<void>;
  /** Removes the person from the pool; a person the pool no longer has counts as removed. */
  remove(email: string): Promise<void>;
  /** No more sign-ins, and every current one ends. */
  disable(email: string): Promise<void>;
  enable(email: string): Promise<void>;
}
