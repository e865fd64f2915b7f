import type { Database } from './database.ts';

/**
 * A secret every server of this database must hold alike (`installation_secrets`): the first server to ask
 * stores the one it made, every later one (or a concurrent one that lost the race) reads that one.
 */
export async function loadOrStoreInstallationSecret(
  db: Database,
  purpose: string,
  make: () => string | Promise<string>,
): Promise<string> {
  const stored = async () =>
    (
      await db.query<{ secret: string }>('SELECT secret FROM installation_secrets WHERE purpose = $1', [
        purpose,
      ])
    )[0]?.secret;
  const existing = await stored();
  if (existing !== undefined) return existing;
  await db.query(
    'INSERT INTO installation_secrets (purpose, secret) VALUES ($1, $2) ON CONFLICT (purpose) DO NOTHING',
    [purpose, await make()],
  );
  const kept = await stored();
  if (kept === undefined) throw new Error(`the installation secret '${purpose}' could not be stored`);
  return kept;
}
