import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { loadOrStoreInstallationSecret } from '../db/installation-secrets.ts';

/** An AWS access key pair: what signs (SigV4) the user pool's admin operations. */
export type AdminCredentials = { accessKeyId: string; secretAccessKey: string };

/**
 * The embedded pool's admin key pair, made by the first server of this database and kept in
 * `installation_secrets`, like the Recall emulator's: every server of the installation signs and verifies
 * with it, a restart keeps it, and no other installation (nor anyone reading this source) knows it.
 */
export async function installationAdminCredentials(db: Database): Promise<AdminCredentials> {
  return {
    accessKeyId: await loadOrStoreInstallationSecret(
      db,
      'identity-admin-access-key-id',
      () => `AKIA${randomBytes(8).toString('hex').toUpperCase()}`,
    ),
    secretAccessKey: await loadOrStoreInstallationSecret(db, 'identity-admin-secret-access-key', () =>
      randomBytes(30).toString('base64'),
    ),
  };
}
