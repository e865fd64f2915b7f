import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test.ts';
import { generate } from 'otplib';
import { demoPassword } from '../support/accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { latestCode } from '../support/outbox.ts';

/** The seeded TOTP secret of mfa@demo.com.br, read where the seed defines it. */
function seededTotpSecret(): string {
  const source = readFileSync(new URL('../../../server/db/seed/accounts.ts', import.meta.url), 'utf8');
  const secret = /demoTotpSecret = '([A-Z2-7]+)'/.exec(source)?.[1];
  if (!secret) throw new Error('demoTotpSecret not found in server/db/seed/accounts.ts');
  return secret;
}

test('TOTP: the code of the authenticator app completes the sign-in', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: 'mfa@demo.com.br', password: demoPassword });
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();

  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByRole('button', { name: 'Voltar ao login' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue('mfa@demo.com.br');
  await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByLabel('Código de verificação').fill(await generate({ secret: seededTotpSecret() }));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});

test('e-mail OTP: the code from the local outbox completes the sign-in', async ({ page, request }) => {
  const email = 'email-mfa@demo.com.br';
  await page.goto('/login');
  await signInThroughForm(page, { email, password: demoPassword });
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();

  await page.getByLabel('Código de verificação').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});

test('e-mail OTP: too many wrong codes end the sign-in, and the person signs in again', async ({
  page,
  request,
}) => {
  const email = 'email-mfa@demo.com.br';
  await page.goto('/login');
  await signInThroughForm(page, { email, password: demoPassword });
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  const right = await latestCode(request, email);
  const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
  // IDENTITY_MAX_MFA_CODE_ATTEMPTS is 3: the third wrong code ends the provider's challenge session.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByLabel('Código de verificação').fill(wrong);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    if (attempt < 3) await expect(page.getByRole('alert')).toContainText('Código inválido');
  }

  await expect(page.getByRole('alert')).toContainText('Sua etapa de login foi encerrada');
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  // Signing in again (a new code) completes, and forgives the wrong codes of this sign-in.
  await page.getByLabel('Senha', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});
