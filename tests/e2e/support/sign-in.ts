import { expect, type Page } from '@playwright/test';

/** Signs in through the login form, as a person would. */
export async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function expectOnLogin(page: Page) {
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
}
