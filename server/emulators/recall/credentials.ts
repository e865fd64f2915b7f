import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { loadOrStoreInstallationSecret } from '../../db/installation-secrets.ts';
import type { RecallConfig, RecallCredentials } from '../../providers/bot/config.ts';

/** A key and secret of the form Recall.ai gives (the secret is `whsec_` and base64, as Svix verifies it). */
export function newRecallCredentials(): RecallCredentials {
  return {
    apiKey: randomBytes(32).toString('hex'),
    webhookSecret: `whsec_${randomBytes(32).toString('base64')}`,
  };
}

/**
 * Recall's credentials as configured, and for those left unset (only allowed with the emulator: recallConfig
 * refuses it with RECALL_BASE_URL) the emulator's, made by the first server of this database and kept in
 * `installation_secrets`: every app server of the installation, and the emulator they share, agree on them, a
 * restart keeps them, and no other installation (nor anyone reading this source) knows them.
 */
export async function withInstallationCredentials(
  db: Database,
  recall: RecallConfig,
): Promise<RecallConfig & RecallCredentials> {
  return {
    ...recall,
    apiKey:
      recall.apiKey ??
      (await loadOrStoreInstallationSecret(
        db,
        'recall-emulator-api-key',
        () => newRecallCredentials().apiKey,
      )),
    webhookSecret:
      recall.webhookSecret ??
      (await loadOrStoreInstallationSecret(
        db,
        'recall-emulator-webhook-secret',
        () => newRecallCredentials().webhookSecret,
      )),
  };
}
