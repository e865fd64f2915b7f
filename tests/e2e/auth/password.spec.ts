import { expect, test, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { latestCode } from '../support/outbox.ts';

/** A demo seller no other suite signs in as: its password changes here (this run's own copy). */
const resetAccount = () =>
  ownAccount({ email: 'joao.pereira@demo.com.br', password: demoPassword }, test.info());
/** Seeded with resetPassword set: the app forces /update-password after sign-in (this run's own copy). */
const forcedAccount = () => ownAccount({ email: 'trocar@demo.com.br', password: demoPassword }, test.info());

/**
 * On the authenticated entry path; then another protected page opens as it is (neither /login nor a forced
 * /update-password) with the signed-in header.
 */
async function expectSignedInOnMeetings(page: Page) {
  await expect(page).toHaveURL(/\/meetings$/);
  await page.goto('/config/general');
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
  await expect(page).toHaveURL(/\/config\/general$/);
}

test('forgot password: a code by e-mail, a wrong code refused, the right one sets the new password', async ({
  page,
  request,
}) => {
  const newPassword = 'Nova@Senha2026';
  await page.goto(`/forgot-password?email=${encodeURIComponent(resetAccount().email)}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(resetAccount().email);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page).toHaveURL(/\/reset-password\?/);
  await expect(page.getByText(/Enviamos um código por e-mail para/)).toBeVisible();
  const code = await latestCode(request, resetAccount().email);

  await page.getByLabel('Código de verificação').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Código inválido. Verifique o código recebido e tente novamente.',
  );
  // What was typed stays for the next attempt.
  await expect(page.getByLabel('Nova senha', { exact: true })).toHaveValue(newPassword);

  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();

  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signInThroughForm(page, { email: resetAccount().email, password: newPassword });
  await expectSignedInOnMeetings(page);
});

test('forced password update: trocar@ changes the password, goes on to /meetings and is not forced again', async ({
  page,
  browser,
}) => {
  const newPassword = 'Trocada@2026';
  await page.goto('/login');
  await signInThroughForm(page, forcedAccount());
  await expect(page).toHaveURL(/\/update-password$/);

  await page.getByLabel('Senha atual').fill(forcedAccount().password);
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Atualizar senha' }).click();
  await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await expectSignedInOnMeetings(page);

  // A fresh sign-in elsewhere, with the new password, lands on the meetings directly.
  const freshPage = await (await browser.newContext()).newPage();
  await freshPage.goto('/login');
  await signInThroughForm(freshPage, { email: forcedAccount().email, password: newPassword });
  await expectSignedInOnMeetings(freshPage);
  await expect(freshPage).not.toHaveURL(/update-password/);
});
