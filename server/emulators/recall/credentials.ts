import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { loadOrStoreInstallationSecret } from '../../db/installation-secrets.ts';
import type { RecallConfig, RecallCredentials } from '../../providers/bot/config.ts';

const newApiKey = () => randomBytes(32).toString('hex');
/** `whsec_` and base64, as Recall.ai gives it and Svix verifies it. */
const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** A new key and secret of the form Recall.ai gives. */
export function newRecallCredentials(): RecallCredentials {
  return { apiKey: newApiKey(), webhookSecret: newWebhookSecret() };
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
  const kept = (given: string | undefined, purpose: string, make: () => string) =>
    given ?? loadOrStoreInstallationSecret(db, purpose, make);
  return {
    ...recall,
    apiKey: await kept(recall.apiKey, 'recall-emulator-api-key', newApiKey),
    webhookSecret: await kept(recall.webhookSecret, 'recall-emulator-webhook-secret', newWebhookSecret),
  };
}
