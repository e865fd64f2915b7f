import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { latestCode } from '../support/outbox.ts';

/**
 * Seeded as RESET_REQUIRED: the identity provider refuses its password until the reset flow sets a new one.
 * This run's own copy (support/repetition-accounts.ts).
 */
const resetRequired = () =>
  ownAccount({ email: 'redefinir@demo.com.br', password: demoPassword }, test.info());

/** Signs in as redefinir@, is sent to the reset flow, and sets a new password with the e-mailed code. */
async function resetThroughSignIn(page: Page, request: APIRequestContext, newPassword: string) {
  await page.goto('/login');
  await signInThroughForm(page, resetRequired());

  await expect(page.getByRole('heading', { name: 'Redefina sua senha' })).toBeVisible();
  await expect(
    page.getByText(
      'Sua senha precisa ser redefinida antes do próximo acesso. Vamos enviar um código para o seu e-mail.',
    ),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Redefinir senha' }).click();

  await expect(page).toHaveURL(/\/forgot-password\?/);
  await expect(page.getByLabel('E-mail')).toHaveValue(resetRequired().email);
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page).toHaveURL(/\/reset-password\?/);
  await expect(page.getByText(/Enviamos um código por e-mail para/)).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await latestCode(request, resetRequired().email));
  await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirmar nova senha').fill(newPassword);
  await page.getByRole('button', { name: 'Redefinir senha' }).click();
  await expect(page.getByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeVisible();
}

// Runs first: it leaves redefinir@'s password as seeded (the next test changes it).
test('back from the reset flow, /login shows the credentials form, not the reset-required screen again', async ({
  page,
}) => {
  // The login machine lives on in the session while the person is in the reset flow: following the link
  // must restart it, or every way back to /login would show the reset-required screen again.
  await page.goto('/login');
  await signInThroughForm(page, resetRequired());
  await page.getByRole('link', { name: 'Redefinir senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?/);

  await page.getByRole('link', { name: 'Voltar para o login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 3_000 });
});

test('password reset required: the sign-in leads into the reset flow, and the new password signs in', async ({
  page,
  request,
}) => {
  const newPassword = 'Redefinida@2026';
  await resetThroughSignIn(page, request, newPassword);

  // The old password no longer works; the new one lands on the meetings.
  await page.goto('/login');
  await signInThroughForm(page, resetRequired());
  await expect(page.getByRole('alert')).toHaveText('Email ou senha incorretos. Por favor, tente novamente.');
  await signInThroughForm(page, { email: resetRequired().email, password: newPassword });
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('heading', { name: 'Reuniões', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
});
