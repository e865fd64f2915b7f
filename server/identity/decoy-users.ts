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
  };
}

export type DecoyUsers = Awaited<ReturnType<typeof createDecoyUsers>>;
