import { fileURLToPath } from 'node:url';
import { admin, leader, seller } from './accounts.ts';

/**
 * The accounts the `setup` project (tests/e2e/auth.setup.ts) signs in once per run, through the login
 * form, saving each session (identity cookies and localStorage) as a Playwright storage state.
 *
 * A spec whose subject is not signing in starts already signed in:
 *
 *   test.use({ storageState: storageStateOf('seller') });
 *
 * Sessions are shared by every spec (and worker) that uses them, so such a spec must not end them: a test
 * that signs out, changes the password or plants a legacy credential (which forces a sign-out) signs in
 * through the form itself. Amplify's signOut() revokes only its own sign-in's refresh token (RevokeToken),
 * so those fresh sign-ins never touch the shared ones; a global sign-out (GlobalSignOut) would end every
 * session of the account, the shared one too.
 */
export const signedInAccounts = { seller, leader, admin } as const;

export type SignedInAccount = keyof typeof signedInAccounts;

// One folder per port (E2E_PORT, as in playwright.config.ts): suites run side by side keep their own sessions.
const port = Number(process.env.E2E_PORT ?? 4310);
const authStateDir = new URL(`../../../test-results/auth-${port}/`, import.meta.url);

/** The storage state file of `account`'s session, written by the setup project (test-results/ is gitignored). */
export function storageStateOf(account: SignedInAccount): string {
  return fileURLToPath(new URL(`${account}.json`, authStateDir));
}
