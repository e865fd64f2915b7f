import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../db/database.ts';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK };

const ALG = 'RS256';

/**
 * The pool's RS256 key pair, generated on first start and kept in the database, so tokens issued
 * before a restart still verify and PGlite and PostgreSQL behave the same.
 */
export async function loadOrCreateSigningKey(db: Database): Promise<SigningKey> {
  const existing = await oldestKey(db);
  if (existing) return existing;
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  await db.query('INSERT INTO identity_signing_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
    kid,
    JSON.stringify(await exportJWK(privateKey)),
    JSON.stringify(publicJwk),
  ]);
  // Another process may have stored its key first; everyone signs with the oldest one.
  const stored = await oldestKey(db);
  if (!stored) throw new Error('the identity signing key could not be stored');
  return stored;
}

async function oldestKey(db: Database): Promise<SigningKey | null> {
  const [row] = await db.query<{ kid: string; private_jwk: string; public_jwk: string }>(
    'SELECT kid, private_jwk, public_jwk FROM identity_signing_keys ORDER BY created_at, kid LIMIT 1',
  );
  if (!row) return null;
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  return {
    kid: row.kid,
    privateKey: (await importJWK(JSON.parse(row.private_jwk) as JWK, ALG)) as CryptoKey,
    publicKey: (await importJWK(publicJwk, ALG)) as CryptoKey,
    publicJwk,
  };
}
