import { maskCrmKey, type CrmIntegration, type CrmProvider } from '../../../src/api-contract/crm.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { CrmAdapters } from './adapters/index.ts';
import { CrmKeyRefused } from './adapters/errors.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';
import { crmKeyContext } from './crm-key-context.ts';
import type { CrmKeyRow } from './crm-keys.repository.ts';

const integrationOf = (provider: CrmProvider, row: CrmKeyRow | undefined): CrmIntegration => ({
  integrationType: provider,
  connected: row !== undefined,
  maskedKey: row ? maskCrmKey(row.key_last4) : null,
  updatedAt: row ? new Date(row.updated_at).toISOString() : null,
});

/**
 * A user's own CRM connections (no one reads or changes another's: every call is the caller's). A key is
 * checked with the provider before it is stored, sealed, and answered masked; null or empty removes it.
 */
export function createCrmService(deps: { store: Store; adapters: CrmAdapters; secrets: SecretBox }) {
  const { store, adapters, secrets } = deps;
  return {
    async integration(caller: Caller, provider: CrmProvider): Promise<CrmIntegration> {
      return integrationOf(provider, await store.crmKeys.find(caller.userId, provider));
    },

    async setKey(caller: Caller, provider: CrmProvider, key: string | null): Promise<CrmIntegration> {
      if (!key) {
        await store.crmKeys.remove(caller.userId, provider);
        return integrationOf(provider, undefined);
      }
      try {
        await adapters[provider].verifyKey(key);
      } catch (error) {
        if (error instanceof CrmKeyRefused) throw new DomainError('crm-key-refused', provider);
        console.error(`[crm] ${provider} key check failed`, error);
        throw new DomainError('crm-unavailable', provider);
      }
      const sealed = await secrets.seal(key, crmKeyContext(provider, caller.userId));
      return integrationOf(
        provider,
        await store.crmKeys.save(caller.userId, provider, sealed, key.slice(-4)),
      );
    },
  };
}
