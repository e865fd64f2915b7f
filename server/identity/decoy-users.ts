import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { loadOrStoreInstallationSecret } from '../db/installation-secrets.ts';
import { usernameOf, type PasswordHolder } from './user-store.ts';

/**
 * Stand-ins for usernames the pool does not have, so no answer tells who has an account (Cognito with
 * PreventUserExistenceErrors ENABLED). A decoy's salt and verifier are derived from its name with a secret
 * of this installation: the same on every request and every server, as a real user's are, and unknowable
 * outside, so USER_SRP_AUTH answers a PASSWORD_VERIFIER challenge that no proof can pass and a password is
 * checked with the same work as a real user's.
 */
export async function createDecoyUsers(db: Database) {
  const secret = await loadOrStoreInstallationSecret(db, 'identity-decoy-users', () =>
    randomBytes(32).toString('base64'),
  );
  const derive = (part: string, username: string) =>
    createHmac('sha256', Buffer.from(secret, 'base64')).update(`${part}:${username}`).digest('hex');
  return {
    of(username: string): PasswordHolder {
      const name = usernameOf(username);
      return {
        username: name,
        srpSalt: derive('salt', name).slice(0, 32),
        srpVerifier: derive('verifier', name),
      };
    },

    /**
     * The UserSub SignUp answers for an e-mail that already has an account: shaped as a real sub (a UUID)
     * and the same every time, as a pending sign-up's is when it is repeated.
     */
    subOf(username: string): string {
      const hex = derive('sub', usernameOf(username));
      const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

export type DecoyUsers = Awaited<ReturnType<typeof createDecoyUsers>>;
