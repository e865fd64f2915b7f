import { expect, test } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { bearerOf } from '../support/bot-meeting.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * Company features: the other seeded company (Outra Empresa SA) has no calendar, team dashboard or daily
 * reports. Its seller signs in through the form (no shared session is hers); a page of a feature that is off
 * sends her to /meetings, and its endpoints answer 403 in Portuguese.
 */
const helena = { email: 'contato@outraempresa.com.br', password: demoPassword };

test('a page of a feature the company turned off goes to /meetings, and its API refuses in Portuguese', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, helena);
  await expect(page).toHaveURL(/\/meetings$/);

  const features = page.waitForResponse((response) => response.url().endsWith('/api/company-features'));
  await page.goto('/config/calendar');
  expect(await (await features).json()).toMatchObject({
    calendar: false,
    enablement: false,
    templates: true,
  });
  await expect(page).toHaveURL(/\/meetings$/);
  // What is on stays in the navigation.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' }).first();
  await expect(nav.getByRole('link', { name: 'Modelos' })).toBeVisible();

  const auth = await bearerOf(page);
  const refused = await request.get('/api/daily-report-config', { headers: auth });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Este recurso não está habilitado para a sua empresa.');
  // The same caller still reaches what is on.
  expect((await request.get('/api/templates', { headers: auth })).status()).toBe(200);
});
