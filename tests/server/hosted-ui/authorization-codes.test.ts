import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createAuthorizationCodeStore } from '../../../server/identity/hosted-ui/authorization-codes.ts';
import { createUserStore } from '../../../server/identity/user-store.ts';
import { emptyPglite } from '../support/databases.ts';

// The five-minute lifetime, on a clock the test moves.
let db: Database;
let clock = new Date('2026-03-02T12:00:00Z');
const minutes = (count: number) => new Date(clock.getTime() + count * 60_000);

beforeAll(async () => {
  db = await openDatabase(await emptyPglite());
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
});

test('an authorization code lives five minutes and is spent by its first redemption', async () => {
  const { sub } = await createUserStore(db, 'pauta').create({
    email: 'codigo@demo.com.br',
    password: 'Demo@2026!',
  });
  const codes = createAuthorizationCodeStore(db, () => clock);
  const grant = {
    sub,
    clientId: 'pauta-web',
    redirectUri: 'http://localhost:4173/sso-callback',
    codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    scope: 'openid email profile',
  };

  const start = clock;
  const fresh = await codes.issue(grant);
  clock = minutes(4.9);
  expect(await codes.redeem(fresh)).toEqual(grant);
  expect(await codes.redeem(fresh)).toBeNull();

  clock = start;
  const late = await codes.issue(grant);
  clock = minutes(5);
  expect(await codes.redeem(late)).toBeNull();
  expect(await codes.redeem('never-issued')).toBeNull();
});
