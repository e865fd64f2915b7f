import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';

test.use({ storageState: storageStateOf('admin') });

const rows = (page: Page) => page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
const shownCount = async (page: Page) => {
  const text = (await page.getByText(/^\d+ de \d+ reuni/).textContent()) ?? '';
  const [shown = 0, total = 0] = (text.match(/\d+/g) ?? []).map(Number);
  return { shown, total };
};

test('scrolling to the end of the list loads page 2 (the admin sees more than 25 meetings)', async ({
  page,
}) => {
  await page.goto('/meetings');
  await expect(rows(page).first()).toBeVisible();
  const first = await shownCount(page);
  expect(first.shown).toBe(25);
  expect(first.total).toBeGreaterThanOrEqual(34);

  const secondPage = page.waitForRequest((request) => /\/api\/meetings\?.*page=2/.test(request.url()));
  await page
    .getByTestId('meeting-list-scroller')
    .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
  await secondPage;
  await expect.poll(async () => (await shownCount(page)).shown).toBeGreaterThan(25);
  // Virtualised: however many are loaded, only the rows in view are in the DOM.
  expect(await rows(page).count()).toBeLessThan(25);
  const lastPosition = await rows(page).last().getAttribute('aria-posinset');
  expect(Number(lastPosition)).toBeGreaterThan(25);
});

test('the status filter asks for a group of statuses and shows only matching meetings', async ({ page }) => {
  await page.goto('/meetings');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' }).locator('option')).toHaveText([
    'Todos',
    'Agendada',
    'Em andamento',
    'Concluída',
    'Falhou',
  ]);

  const filtered = page.waitForResponse((response) =>
    /\/api\/meetings\?.*statusGroup=finished/.test(response.url()),
  );
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Concluída' });
  const response = await filtered;
  expect(response.url()).toMatch(/page=1/);
  await expect(rows(page).first()).toBeVisible();

  const badges = await rows(page).evaluateAll((items) =>
    items.map((item) => item.querySelector('[title]')?.textContent ?? ''),
  );
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Concluída']));

  await page.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect.poll(async () => (await shownCount(page)).total).toBeGreaterThanOrEqual(34);
});
