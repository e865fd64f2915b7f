import type { Database } from '../../db/database.ts';

/** `sso_domains`: which single-sign-on provider serves an e-mail domain. */
export function createSsoDomainsRepository(db: Database) {
  return {
    async providerOf(domain: string): Promise<string | undefined> {
      const [row] = await db.query<{ provider_name: string }>(
        'SELECT provider_name FROM sso_domains WHERE domain = $1',
        [domain],
      );
      return row?.provider_name;
    },
  };
}
