import type { TestInfo } from '@playwright/test';

/*
 * Accounts a test uses up or changes (a temporary password replaced, a user migrated, a calendar connected)
 * cannot serve a second run of the same test: with `--repeat-each`, repetition 2 would find the account
 * already changed, or two repetitions in the two workers would change it at once. Each repetition past the
 * first therefore signs in with its own copy, which the e2e server seeds (support/server.ts): the same
 * account under `name.rN@domain`.
 */

/** How many runs of one test have an account of their own: `--repeat-each` up to this. */
export const repetitionsWithOwnAccounts = 3;

/** The e-mail of repetition `repetition`'s copy of an account (the account itself for the first run). */
export function copyEmail(email: string, repetition: number): string {
  if (repetition === 0) return email;
  const [name, domain] = email.split('@');
  return `${name}.r${repetition}@${domain}`;
}

/** The phone number of repetition `repetition`'s copy (its own SMS codes): the last two digits are the repetition. */
export function copyPhone(phone: string, repetition: number): string {
  return repetition === 0 ? phone : `${phone.slice(0, -2)}${String(repetition).padStart(2, '0')}`;
}

/** This run's own copy of a seeded account that the test uses up or changes. */
export function ownAccount<Account extends { email: string }>(account: Account, testInfo: TestInfo): Account {
  if (testInfo.repeatEachIndex >= repetitionsWithOwnAccounts) {
    throw new Error(
      `--repeat-each above ${repetitionsWithOwnAccounts}: raise repetitionsWithOwnAccounts in tests/e2e/support/repetition-accounts.ts`,
    );
  }
  return { ...account, email: copyEmail(account.email, testInfo.repeatEachIndex) };
}
