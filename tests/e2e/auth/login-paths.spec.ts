import { expect, test, type Page } from '../support/test.ts';
import { demoPassword, seller } from '../support/accounts.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';

/*
 * Every sign-in path of spec section 4 against the reference backend and its identity service, one demo
 * account each (README lists them). Each test starts signed out in a fresh browser context.
 */

/** Resolves when the session has loaded the signed-in user (GET /api/users/me answered 200). */
const userLoaded = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me' && response.ok());

/** Signs in through the form and waits until the session holds the user on /meetings. */
async function signInToMeetings(page: Page, account: { email: string; password: string }) {
  const loaded = userLoaded(page);
  await signInThroughForm(page, account);
  await loaded;
  await expect(page).toHaveURL(/\/meetings$/);
}

/** The Cognito operations the page sent (X-Amz-Target), in order. */
function recordIdentityOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    const target = request.headers()['x-amz-target'];
    if (target) operations.push(target.split('.').at(-1) ?? target);
  });
  return operations;
}

test('SRP sign-in: the seller lands on the meetings', async ({ page }) => {
  const operations = recordIdentityOperations(page);
  await page.goto('/login');
  await signInToMeetings(page, seller);
  expect(operations).toContain('InitiateAuth');
  expect(operations).toContain('RespondToAuthChallenge');
});

test('a wrong password shows the message and keeps the typed e-mail', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: seller.email, password: 'Errada@2026!' });
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Por favor, tente novamente.');
  await expect(page.getByLabel('E-mail')).toHaveValue(seller.email);
  await expectOnLogin(page);
});

test('a user unknown to the provider signs in through the backend and runs on Basic credentials', async ({
  page,
}) => {
  const apiAuthorizations: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/me') {
      apiAuthorizations.push(request.headers()['authorization']?.split(' ')[0] ?? '');
    }
  });
  await page.goto('/login');
  await signInToMeetings(page, { email: 'legado@demo.com.br', password: demoPassword });
  expect(apiAuthorizations).toContain('Basic');
  expect(apiAuthorizations).not.toContain('Bearer');
});

test('a migrated user goes through the backend, is signed in again by the provider and told so', async ({
  page,
}, testInfo) => {
  // Migrated by its first sign-in: each run has its own (support/repetition-accounts.ts).
  const migrated = ownAccount({ email: 'migrado@demo.com.br', password: demoPassword }, testInfo);
  const operations = recordIdentityOperations(page);
  await page.goto('/login');
  const loaded = userLoaded(page);
  await signInThroughForm(page, migrated);
  await expect(page.getByRole('status')).toHaveText('Login realizado com sucesso!');
  await loaded;
  await expect(page).toHaveURL(/\/meetings$/);
  expect(operations.filter((operation) => operation === 'InitiateAuth').length).toBe(2);
  const stored = await page.evaluate(() => localStorage.getItem('pauta.basicCredentials'));
  expect(stored).toBeNull();
});

test('a temporary password is replaced automatically by the typed one', async ({ page }, testInfo) => {
  // Replaced by its first sign-in: each run has its own (support/repetition-accounts.ts).
  const newUser = ownAccount({ email: 'novo@demo.com.br', password: demoPassword }, testInfo);
  await page.goto('/login');
  const operations = recordIdentityOperations(page);
  await signInToMeetings(page, newUser);
  expect(operations.filter((operation) => operation === 'RespondToAuthChallenge').length).toBe(2);
});

test('an unconfirmed account gets the support message', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: 'naoconfirmado@demo.com.br', password: demoPassword });
  await expect(page.getByRole('alert')).toHaveText('Sua conta ainda não foi confirmada. Contate o suporte.');
  await expect(page.getByLabel('E-mail')).toHaveValue('naoconfirmado@demo.com.br');
});
