import { expect, type APIRequestContext, type Page } from './test.ts';
import { latestCode } from './outbox.ts';

/** A company's first person, as they type themselves in at /signup. */
export type Founder = {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
  companyName: string;
};

/** Fills the sign-up form and sends it; the page then asks for the e-mailed code (or refuses). */
export async function submitSignUp(page: Page, founder: Founder): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill(founder.givenName);
  await page.getByLabel('Sobrenome').fill(founder.familyName);
  await page.getByLabel('E-mail de trabalho').fill(founder.email);
  await page.getByLabel('Senha', { exact: true }).fill(founder.password);
  await page.getByLabel('Nome da empresa').fill(founder.companyName);
  await page.getByRole('button', { name: 'Criar conta' }).click();
}

/** The code the identity service e-mailed, typed in: the founder is signed in and lands on an empty list. */
export async function confirmSignUp(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await page.getByLabel('Código de confirmação').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByText('Nenhuma reunião por aqui')).toBeVisible();
}

/** A new company from nothing: sign-up from the login page, the code, and the founder signed in. */
export async function signUpCompany(page: Page, request: APIRequestContext, founder: Founder): Promise<void> {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Crie a conta da sua empresa' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await submitSignUp(page, founder);
  await confirmSignUp(page, request, founder.email);
}
