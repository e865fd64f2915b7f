import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database.ts';
import { loadOrStoreInstallationSecret } from '../db/installation-secrets.ts';

/**
 * SECRETS_KEY's stand-in on PostgreSQL when it is unset: one key for the secret box and signed URLs that
 * every server of the database reads, so a value one server seals or a URL it signs every other opens. The
 * first server offers the key its data dir already holds (values it sealed before keep opening), else a new
 * one. Configure SECRETS_KEY in production: a key beside the data it protects protects less.
 */
export async function installationSecretsKey(db: Database, dataDir: string): Promise<Buffer> {
  const offered = async () => {
    const existing = await readFile(path.join(dataDir, 'secrets', 'secret-box.key'), 'utf8').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    return existing?.trim() ?? randomBytes(32).toString('base64');
  };
  const key = Buffer.from(await loadOrStoreInstallationSecret(db, 'secrets-key', offered), 'base64');
  if (key.length !== 32) throw new Error('the installation secrets key is not 32 bytes');
  return key;
}
