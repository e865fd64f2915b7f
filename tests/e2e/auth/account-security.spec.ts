import { generate } from 'otplib';
import { demoTotpSecret } from '../../../server/db/seed/accounts.ts';
import { demoPassword } from '../support/accounts.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { securityAccount } from '../support/security-account.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';
import { expect, test, type Page } from '../support/test.ts';

/**
 * /config/security in real Chromium (issue 26): a passkey registered through Chromium's virtual authenticator
 * (the DevTools protocol's WebAuthn domain) signs in; a remembered device skips the MFA code until it is
 * forgotten. The details of each operation are the server suite's (tests/server/identity).
 */

/** Password, then the authenticator app's code when it is asked for. */
async function signInWithPassword(page: Page, email: string, { expectMfa }: { expectMfa: boolean }) {
  await page.goto('/login');
  await signInThroughForm(page, { email, password: demoPassword });
  if (expectMfa) {
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await page.getByLabel('Código de verificação').fill(await generate({ secret: demoTotpSecret }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
  }
  await expect(page).toHaveURL(/\/meetings$/);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expectOnLogin(page);
}

async function openSecurityPage(page: Page) {
  await page.goto('/config/security');
  await expect(page.getByRole('heading', { name: 'Chaves de acesso' })).toBeVisible();
}

test('a passkey added on "Segurança da conta" signs in with "Entrar com chave de acesso"', async ({
  page,
}, testInfo) => {
  const { email } = ownAccount(securityAccount, testInfo);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signInWithPassword(page, email, { expectMfa: true });
  await openSecurityPage(page);
  await page.getByLabel('Nome da nova chave (opcional)').fill('Chave do teste');
  await page.getByRole('button', { name: 'Adicionar chave de acesso' }).click();
  const passkeys = page.getByRole('list', { name: 'Chaves de acesso cadastradas' });
  await expect(passkeys.getByText('Chave do teste')).toBeVisible();

  await signOut(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Mais opções de acesso' }).click();
  await page.getByRole('button', { name: 'Entrar com chave de acesso' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});

test('a remembered device skips the MFA code until it is forgotten', async ({ page }, testInfo) => {
  const { email } = ownAccount(securityAccount, testInfo);
  await signInWithPassword(page, email, { expectMfa: true });
  await openSecurityPage(page);
  await page.getByRole('button', { name: 'Lembrar este dispositivo' }).click();
  const forget = page.getByRole('button', { name: /^Esquecer o dispositivo/ });
  await expect(forget).toBeVisible();

  await signOut(page);
  await signInWithPassword(page, email, { expectMfa: false });

  await openSecurityPage(page);
  await page.getByRole('button', { name: /^Esquecer o dispositivo/ }).click();
  await expect(page.getByText('Nenhum dispositivo lembrado.')).toBeVisible();
  await signOut(page);
  await signInWithPassword(page, email, { expectMfa: true });
});
