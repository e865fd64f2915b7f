import { expect, test, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * /config/general as a seller whose settings no other spec reads (Rafael, Inside Sales): he signs in through
 * the form in this spec's own context, chooses, saves, and the values hold after a reload; the session's user
 * reloads after the save, and the templates page shows the same default. The values are put back at the end.
 */
const rafael = { email: 'rafael.oliveira@demo.com.br', password: demoPassword };

async function openGeneral(page: Page) {
  await page.goto('/config/general');
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações gerais' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Reuniões importadas da agenda' })).toBeVisible();
}

const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name });
const templateSelect = (page: Page) =>
  page.getByRole('combobox', { name: 'Modelo padrão das novas reuniões' });

async function save(page: Page) {
  // The session reloads the written user: GET /api/users/me follows the PATCH.
  const reload = page.waitForRequest(
    (request) => request.url().endsWith('/api/users/me') && request.method() === 'GET',
  );
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/users/settings/general') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  expect((await saved).status()).toBe(200);
  await reload;
  // Shown once, and spoken once by the live region.
  await expect(page.getByText('Configurações salvas.', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Configurações salvas.' })).toHaveCount(1);
}

test('a seller chooses which meetings to import, who gets the meeting e-mail and the default template; it holds after a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, rafael);
  await expect(page).toHaveURL(/\/meetings$/);
  await openGeneral(page);

  // Each option is explained in Portuguese.
  await expect(
    page.getByText('Só eventos com link do Google Meet, Zoom ou Teams podem ter o bot.'),
  ).toBeVisible();
  await expect(page.getByText('Clientes nunca recebem este e-mail.')).toBeVisible();
  await expectNoSeriousViolations(page, '/config/general');

  await radio(page, /^Só eventos com convidados de fora da empresa/).check();
  await radio(page, /^Enviar para mim e para os colegas da reunião/).check();
  await templateSelect(page).selectOption({ label: 'BANT (pronto da empresa)' });
  await save(page);

  await page.reload();
  await expect(radio(page, /^Só eventos com convidados de fora da empresa/)).toBeChecked();
  await expect(radio(page, /^Enviar para mim e para os colegas da reunião/)).toBeChecked();
  await expect(templateSelect(page).locator('option:checked')).toHaveText('BANT (pronto da empresa)');

  // The same default the templates page marks.
  await page.goto('/templates');
  const bant = page
    .getByRole('list', { name: 'Todos os modelos' })
    .getByRole('listitem')
    .filter({ hasText: 'BANT' });
  await expect(bant.getByText('Padrão', { exact: true })).toBeVisible();

  // Put everything back, by keyboard: Tab reaches the first choice and the arrows move within the group.
  await openGeneral(page);
  await radio(page, /^Não importar/).focus();
  await page.keyboard.press('Space');
  await radio(page, /^Não enviar/).check();
  await templateSelect(page).selectOption('');
  await save(page);
  await page.reload();
  await expect(radio(page, /^Não importar/)).toBeChecked();
  await expect(radio(page, /^Não enviar/)).toBeChecked();

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page, '/config/general at 360 px');
});
