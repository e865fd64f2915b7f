import { expect, test, type APIRequestContext } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { latestCode } from '../support/outbox.ts';
import { copyPhone, ownAccount } from '../support/repetition-accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/** The sign-in factors of issue 26 through the login page and the real Amplify calls, each to /meetings. */

const smsAccount = { email: 'sms@demo.com.br', phone: '+5511987650018' };

/** The newest code the identity service texted to `phone` (GET /cognito/_sms-outbox, newest first). */
async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/cognito/_sms-outbox?${new URLSearchParams({ to: phone })}`);
  expect(response.ok()).toBe(true);
  const [newest] = (await response.json()) as { code: string }[];
  if (!newest) throw new Error(`no text in the SMS outbox for ${phone}`);
  return newest.code;
}

async function confirmCode(page: import('@playwright/test').Page, code: string) {
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
}

test('e-mail code as the first factor: "Receber código por e-mail" needs no password', async ({
  page,
  request,
}, testInfo) => {
  const { email } = ownAccount({ email: 'rafael.oliveira@demo.com.br' }, testInfo);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Receber código por e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await confirmCode(page, await latestCode(request, email));
});

test('SMS code: "Mais opções de acesso", then "Receber código por SMS", the code from the SMS outbox', async ({
  page,
  request,
}, testInfo) => {
  const { email } = ownAccount(smsAccount, testInfo);
  const phone = copyPhone(smsAccount.phone, testInfo.repeatEachIndex);
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Mais opções de acesso' }).click();
  await expect(page.getByRole('heading', { name: 'Escolha como entrar' })).toBeVisible();
  await page.getByRole('button', { name: 'Receber código por SMS' }).click();
  await expect(page.getByRole('heading', { name: 'Confirme seu telefone' })).toBeVisible();
  await confirmCode(page, await latestSmsCode(request, phone));
});

test("custom challenge: after the password, the code e-mailed by the pool's module", async ({
  page,
  request,
}, testInfo) => {
  const { email } = ownAccount({ email: 'verificacao@demo.com.br' }, testInfo);
  await page.goto('/login');
  await signInThroughForm(page, { email, password: demoPassword });
  await expect(page.getByRole('heading', { name: 'Verificação adicional' })).toBeVisible();
  await expect(page.getByText(/Enviamos um código de verificação para v\*\*\*@d\*\*\*/)).toBeVisible();
  await page.getByLabel('Resposta').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
});
