import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts, type SeedAccount } from '../../../server/db/seed/accounts.ts';
import { startServer } from '../../../server/http/start-server.ts';
import { adminWithTotp } from './admin-totp.ts';
import { securityAccount } from './security-account.ts';
import { writeConformanceShare } from './conformance-share.ts';
import { writeExpiredShare } from './expired-share.ts';
import { writeLongList } from './long-list.ts';
import { copyEmail, copyPhone, repetitionsWithOwnAccounts } from './repetition-accounts.ts';

/**
 * Starts the product as `npm start` does (after the build the config already ran), over a fresh data
 * directory so every end-to-end run begins from the seed. The seed also holds, for each account a test
 * uses up or changes, one copy per repetition (support/repetition-accounts.ts).
 */
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pauta-e2e-'));

const usedUpOrChanged = [
  accounts.newPassword,
  accounts.migrated,
  accounts.resetPassword,
  accounts.resetRequired,
  accounts.joao,
  accounts.beatriz,
  accounts.fernanda,
  accounts.rafael,
  // Not changed, but each run reads the newest code sent to them: two runs side by side need their own.
  accounts.smsMfa,
  accounts.customChallenge,
  // Adds passkeys and remembers devices (account-security.spec.ts).
  securityAccount,
];

/** Repetition `repetition`'s copy: its own ids, no team (the dashboards' figures stay the seed's). */
function copyFor(account: SeedAccount, repetition: number): SeedAccount {
  const renumbered = (id: string) =>
    `${id.slice(0, -4)}${String(repetition).padStart(2, '0')}${id.slice(-2)}`;
  return {
    ...account,
    id: renumbered(account.id),
    cognitoSub: account.cognitoSub && renumbered(account.cognitoSub),
    email: copyEmail(account.email, repetition),
    team: null,
    ...(account.identity?.attributes?.phone_number
      ? {
          identity: {
            ...account.identity,
            attributes: {
              ...account.identity.attributes,
              phone_number: copyPhone(account.identity.attributes.phone_number, repetition),
            },
          },
        }
      : {}),
  };
}

const copies = usedUpOrChanged.flatMap((account) =>
  Array.from({ length: repetitionsWithOwnAccounts - 1 }, (_, index) => copyFor(account, index + 1)),
);
const server = await startServer({
  seedAccounts: [...Object.values(accounts), securityAccount, ...copies, adminWithTotp],
});
await writeExpiredShare(server.db);
await writeLongList(server.db);
if (process.env.API_EXTENSIONS === 'off') await writeConformanceShare(server.db);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
