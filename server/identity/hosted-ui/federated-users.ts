import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { createPasswordVerifier } from '../srp.ts';
import type { UserStore } from '../user-store.ts';

export type ExternalAccount = {
  providerName: string;
  /** The provider's stable id for the person. */
  userId: string;
  email: string;
  givenName: string;
  familyName: string;
};

/** One entry of Cognito's `identities` attribute and id-token claim. */
export type FederatedIdentity = {
  userId: string;
  providerName: string;
  providerType: string;
  issuer: null;
  primary: 'true';
  dateCreated: string;
};

/**
 * The pool `sub` of a federated person: derived from provider and external id, so it is the same on every
 * login and on every fresh database, and the demo seed can give the backend user that cognito_id upfront.
 */
export function federatedSub(providerName: string, userId: string): string {
  const hex = createHash('sha256').update(`${providerName}|${userId}`).digest('hex');
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates the pool user `<Provider>_<id>` on first login, or refreshes its attributes from the provider
 * (Cognito's attribute mapping runs on every federated login), and records the link. Returns the sub.
 * The user gets an unguessable password: federated users never sign in with one. Like Cognito, the
 * `identities` attribute (a JSON string) shows the links in GetUser.
 */
export async function linkFederatedUser(
  db: Database,
  users: UserStore,
  poolName: string,
  account: ExternalAccount,
): Promise<string> {
  const sub = federatedSub(account.providerName, account.userId);
  const username = `${account.providerName}_${account.userId}`;
  const { saltHex, verifierHex } = createPasswordVerifier(
    poolName,
    username,
    randomBytes(32).toString('base64url'),
  );
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO identity_users (sub, username, email, email_verified, given_name, family_name, status, srp_salt, srp_verifier)
       VALUES ($1, $2, $3, false, $4, $5, 'CONFIRMED', $6, $7)
       ON CONFLICT (sub) DO UPDATE SET email = EXCLUDED.email, given_name = EXCLUDED.given_name,
         family_name = EXCLUDED.family_name, updated_at = now()`,
      [sub, username, account.email, account.givenName, account.familyName, saltHex, verifierHex],
    );
    await tx.query(
      `INSERT INTO identity_federated_identities (provider_name, provider_user_id, sub) VALUES ($1, $2, $3)
       ON CONFLICT (provider_name, provider_user_id) DO NOTHING`,
      [account.providerName, account.userId, sub],
    );
  });
  const user = await users.findBySub(sub);
  if (!user) throw new Error(`federated user ${username} was neither created nor found`);
  const identities = JSON.stringify(await identitiesOf(db, sub));
  await users.update(user, { attributes: { ...user.attributes, identities } });
  return sub;
}

async function identitiesOf(db: Database, sub: string): Promise<FederatedIdentity[]> {
  const rows = await db.query<{ provider_name: string; provider_user_id: string; date_created: Date }>(
    `SELECT provider_name, provider_user_id, date_created FROM identity_federated_identities
      WHERE sub = $1 ORDER BY date_created, provider_name`,
    [sub],
  );
  return rows.map((row) => ({
    userId: row.provider_user_id,
    providerName: row.provider_name,
    // Every provider of this pool is OIDC-like; a SAML one would record its type with the link.
    providerType: 'OIDC',
    issuer: null,
    primary: 'true',
    dateCreated: String(new Date(row.date_created).getTime()),
  }));
}
