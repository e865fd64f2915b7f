import type { Database } from '../../db/database.ts';

/** A registered passkey: its id and public key as base64url, and the authenticator's signature counter. */
export type Passkey = {
  credentialId: string;
  sub: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  friendlyName: string;
  relyingPartyId: string;
  authenticatorAttachment: string | null;
  createdAt: Date;
};

type PasskeyRow = {
  credential_id: string;
  sub: string;
  public_key: string;
  sign_count: number | string;
  transports: string;
  friendly_name: string;
  relying_party_id: string;
  authenticator_attachment: string | null;
  created_at: Date | string;
};

const fromRow = (row: PasskeyRow): Passkey => ({
  credentialId: row.credential_id,
  sub: row.sub,
  publicKey: row.public_key,
  signCount: Number(row.sign_count),
  transports: JSON.parse(row.transports) as string[],
  friendlyName: row.friendly_name,
  relyingPartyId: row.relying_party_id,
  authenticatorAttachment: row.authenticator_attachment,
  createdAt: new Date(row.created_at),
});

/** The pool's passkeys and the registrations users started (one each, replaced by the next start). */
export function createPasskeyStore(db: Database, now: () => Date) {
  return {
    async startRegistration(sub: string, challenge: string, ttlSeconds: number): Promise<void> {
      await db.query(
        `INSERT INTO identity_webauthn_registrations (sub, challenge, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (sub) DO UPDATE SET challenge = EXCLUDED.challenge, expires_at = EXCLUDED.expires_at`,
        [sub, challenge, new Date(now().getTime() + ttlSeconds * 1000)],
      );
    },

    /** The user's pending registration challenge, used up by this call; null when none or expired. */
    async takeRegistration(sub: string): Promise<string | null> {
      const [row] = await db.query<{ challenge: string; expires_at: Date | string }>(
        'DELETE FROM identity_webauthn_registrations WHERE sub = $1 RETURNING challenge, expires_at',
        [sub],
      );
      return row && new Date(row.expires_at).getTime() >= now().getTime() ? row.challenge : null;
    },

    /** False when the credential id is registered already (to this user or another). */
    async add(passkey: Omit<Passkey, 'createdAt'>): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO identity_webauthn_credentials (credential_id, sub, public_key, sign_count, transports,
           friendly_name, relying_party_id, authenticator_attachment, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
        [
          passkey.credentialId,
          passkey.sub,
          passkey.publicKey,
          passkey.signCount,
          JSON.stringify(passkey.transports),
          passkey.friendlyName,
          passkey.relyingPartyId,
          passkey.authenticatorAttachment,
          now(),
        ],
      );
      return rows.length > 0;
    },

    /** The user's passkeys, oldest first, `limit` from `offset`. */
    async listOf(sub: string, page: { limit: number; offset: number }): Promise<Passkey[]> {
      const rows = await db.query<PasskeyRow>(
        `SELECT * FROM identity_webauthn_credentials WHERE sub = $1
         ORDER BY created_at, credential_id LIMIT $2 OFFSET $3`,
        [sub, page.limit, page.offset],
      );
      return rows.map(fromRow);
    },

    async countOf(sub: string): Promise<number> {
      const [row] = await db.query<{ count: number | string }>(
        'SELECT count(*) AS count FROM identity_webauthn_credentials WHERE sub = $1',
        [sub],
      );
      return Number(row?.count ?? 0);
    },

    /** The user's passkey by its id; another user's does not exist for them. */
    async find(sub: string, credentialId: string): Promise<Passkey | null> {
      const [row] = await db.query<PasskeyRow>(
        'SELECT * FROM identity_webauthn_credentials WHERE credential_id = $1 AND sub = $2',
        [credentialId, sub],
      );
      return row ? fromRow(row) : null;
    },

    /** False when the user has no such passkey. */
    async remove(sub: string, credentialId: string): Promise<boolean> {
      const rows = await db.query(
        'DELETE FROM identity_webauthn_credentials WHERE credential_id = $1 AND sub = $2 RETURNING credential_id',
        [credentialId, sub],
      );
      return rows.length > 0;
    },

    /** After a sign-in: the authenticator's new signature counter. */
    async signedInWith(passkey: Passkey, signCount: number): Promise<void> {
      await db.query('UPDATE identity_webauthn_credentials SET sign_count = $2 WHERE credential_id = $1', [
        passkey.credentialId,
        signCount,
      ]);
    },
  };
}

export type PasskeyStore = ReturnType<typeof createPasskeyStore>;
