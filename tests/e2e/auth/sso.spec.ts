import { expect, test, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';

/** Seeded at the emulated corporate identity provider (Corp Demo SSO) of the empresa-sso.com.br domain. */
const carla = { email: 'carla.mendes@empresa-sso.com.br', password: demoPassword };

async function startSso(page: Page, email: string) {
  await page.goto('/sso');
  await page.getByLabel('E-mail corporativo').fill(email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function expectAtCorporateIdp(page: Page) {
  // The hosted UI is served over TLS on the app's port + 1.
  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\//);
  await expect(page.getByRole('heading', { name: 'Corp Demo SSO' })).toBeVisible();
}

/** The meetings page, whole, with the header naming who is signed in. */
async function expectCarlaOnMeetings(page: Page) {
  await expect(page.getByRole('heading', { name: 'Reuniões', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByText(/Carla/).first()).toBeVisible();
}

test('SSO round trip: the e-mail domain leads to the corporate provider and back, signed in', async ({
  page,
}) => {
  await startSso(page, carla.email);
  await expectAtCorporateIdp(page);
  await page.getByLabel('E-mail corporativo').fill(carla.email);
  await page.getByLabel('Senha').fill(carla.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/meetings$/);
  await expectCarlaOnMeetings(page);
  // Amplify finished the PKCE code exchange: the tokens are in the cookie storage.
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.endsWith('.idToken'))).toBe(true);
  // A reload restores the session from those cookies, on the same page.
  await page.reload();
  await expect(page).toHaveURL(/\/meetings$/);
  await expectCarlaOnMeetings(page);
});

test('SSO with a domain no provider serves says so in Portuguese and keeps the e-mail', async ({ page }) => {
  await startSso(page, 'alguem@dominio-desconhecido.com.br');
  await expect(page.getByRole('alert')).toHaveText(
    'Não foi possível encontrar o provedor de autenticação. Por favor, tente novamente ou contate o suporte.',
  );
  await expect(page).toHaveURL(/\/sso$/);
  await expect(page.getByLabel('E-mail corporativo')).toHaveValue('alguem@dominio-desconhecido.com.br');
});

test('cancelling at the corporate provider comes back with the Portuguese cancellation message', async ({
  page,
}) => {
  await startSso(page, carla.email);
  await expectAtCorporateIdp(page);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/sso-callback/);
  await expect(page.getByRole('alert')).toHaveText(
    'O login foi cancelado. Você pode tentar novamente quando quiser.',
  );
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/sso$/);
  await expect(page.getByLabel('E-mail corporativo')).toBeVisible();
});
