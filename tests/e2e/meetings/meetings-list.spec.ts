import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { bearerOf } from '../support/bot-meeting.ts';
import { enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';

test.use({ storageState: storageStateOf('admin') });

const rows = (page: Page) => page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
/** The list's count line, "N reuniões": every meeting, told by the first page. */
const totalOf = async (page: Page) => {
  const text = (await page.getByText(/^\d+ reuni/).textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? 0);
};

test('scrolled to its end, the admin’s list fetches the last page and shows its last meeting', async ({
  page,
}) => {
  await page.goto('/meetings');
  await expect(rows(page).first()).toBeVisible();
  expect(await totalOf(page)).toBeGreaterThanOrEqual(34);

  const laterPage = page.waitForRequest((request) => {
    const asked = new URL(request.url());
    return asked.pathname === '/api/meetings' && Number(asked.searchParams.get('page')) > 1;
  });
  await page
    .getByTestId('meeting-list-scroller')
    .evaluate((scroller) => scroller.scrollTo({ top: scroller.scrollHeight }));
  await laterPage;
  // Other files add meetings meanwhile: the last row is the count line's, whatever it says by then.
  await expect
    .poll(async () => (await rows(page).last().getAttribute('aria-posinset')) === String(await totalOf(page)))
    .toBe(true);
  await expect(rows(page).last().getByRole('link').first()).toBeVisible();
  // Virtualised: however long the list, only the rows in view are in the DOM.
  expect(await rows(page).count()).toBeLessThan(25);
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
  await expect.poll(async () => await totalOf(page)).toBeGreaterThanOrEqual(34);
});

test('a finished meeting’s card tells its summary on one line and its first next step', async ({ page }) => {
  const auth = await bearerOf(page);
  // A seeded call (the meetings other specs add have titles of their own), finished and analysed by the seed.
  const searched = page.waitForResponse((response) => {
    const params = new URL(response.url()).searchParams;
    return params.get('statusGroup') === 'finished' && params.get('query') === 'Rota Sul';
  });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Concluída' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Rota Sul');
  await searched;
  await expect(rows(page).first()).toContainText('Rota Sul');
  const finished = rows(page)
    .filter({ has: page.getByText('Concluída', { exact: true }) })
    .first();
  await expect(finished).toBeVisible();
  const href = (await finished.getByRole('link').first().getAttribute('href')) ?? '';
  const enrichment = enrichmentSchema.parse(
    await (
      await page.request.get(`/api${href.replace('/meetings/', '/enrichment/')}`, { headers: auth })
    ).json(),
  );
  const summary = finished.getByTitle(enrichment.summary, { exact: true });
  await expect(summary).toHaveText(enrichment.summary);
  // One line, cut with an ellipsis: the whole text is in the page and in its tooltip.
  const line = await summary.evaluate((element) => ({
    height: element.clientHeight,
    fontSize: parseFloat(getComputedStyle(element).fontSize),
    cut: element.scrollWidth > element.clientWidth,
  }));
  expect(line.height).toBeLessThan(line.fontSize * 2);
  expect(line.cut).toBe(true);
  const [nextStep] = enrichment.nextSteps;
  if (!nextStep) throw new Error('the seeded finished meetings have next steps');
  await expect(finished).toContainText(`Próximo passo: ${nextStep.text}`);
});

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' });

  test('the period is typed dd/mm/aaaa and asked of the server as ISO days; a wrong day is kept and said wrong', async ({
    page,
  }) => {
    await page.goto('/meetings');
    await expect(rows(page).first()).toBeVisible();
    const total = await totalOf(page);
    const from = page.getByRole('textbox', { name: 'De', exact: true });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await from.fill('31/02/2026');
    await from.blur();
    await expect(page.getByText('Informe a data como dd/mm/aaaa.')).toBeVisible();
    await expect(from).toHaveValue('31/02/2026');

    const filtered = page.waitForRequest((request) =>
      /\/api\/meetings\?.*startDate=2020-01-01&endDate=2099-12-31/.test(request.url()),
    );
    await from.fill('01/01/2020');
    await page.getByRole('textbox', { name: 'Até', exact: true }).fill('31/12/2099');
    await filtered;
    await expect(page.getByText('Informe a data como dd/mm/aaaa.')).toBeHidden();
    await expect.poll(async () => await totalOf(page)).toBe(total);
  });
});
