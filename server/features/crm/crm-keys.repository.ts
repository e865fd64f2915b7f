import type { Database } from '../../db/database.ts';
import type { CrmProvider } from '../../../src/api-contract/crm.ts';

export type CrmKeyRow = { provider: CrmProvider; key_sealed: string; key_last4: string; updated_at: Date };

/** `user_crm_keys`: a user's sealed CRM keys, one per provider. Every query is by the owner's id. */
export function createCrmKeysRepository(db: Database) {
  return {
    /** With the owner's company, whose features say whether the integrations are on. */
    async find(
      userId: string,
      provider: CrmProvider,
    ): Promise<(CrmKeyRow & { company_id: string }) | undefined> {
      const [row] = await db.query<CrmKeyRow & { company_id: string }>(
        `SELECT k.provider, k.key_sealed, k.key_last4, k.updated_at, u.company_id
           FROM user_crm_keys k JOIN users u ON u.id = k.user_id
          WHERE k.user_id = $1 AND k.provider = $2`,
        [userId, provider],
      );
      return row;
    },

    async save(userId: string, provider: CrmProvider, sealed: string, last4: string): Promise<CrmKeyRow> {
      const [row] = await db.query<CrmKeyRow>(
        `INSERT INTO user_crm_keys (user_id, provider, key_sealed, key_last4) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, provider) DO UPDATE
           SET key_sealed = EXCLUDED.key_sealed, key_last4 = EXCLUDED.key_last4, updated_at = now()
         RETURNING provider, key_sealed, key_last4, updated_at`,
        [userId, provider, sealed, last4],
      );
      if (!row) throw new Error('user_crm_keys upsert returned no row');
      return row;
    },

    async remove(userId: string, provider: CrmProvider): Promise<void> {
      await db.query('DELETE FROM user_crm_keys WHERE user_id = $1 AND provider = $2', [userId, provider]);
    },
  };
}
