import { expect, test, type Page } from '../support/test.ts';
import { seller as sharedSeller } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';

/*
 * The team leader's dashboard on the seeded Comercial team: filters change what every chart says, the
 * address keeps them through a reload, and a chart's item (through its table row's link) opens the meetings
 * list filtered to it. Figures are read from the charts' table views, the same numbers the charts draw.
 */

const dashboard = '/enablement/dashboard';

const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** The rows of a chart's table view (kept for screen readers even while hidden). */
const tableRows = (page: Page, title: string) => chart(page, title).locator('tbody tr').allTextContents();

async function waitForFigures(page: Page) {
  await expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('as the team leader', () => {
  test.use({ storageState: storageStateOf('leader') });

  test('filters the dashboard, keeps the view through a reload and drills into the meetings list', async ({
    page,
  }) => {
    await page.goto(dashboard);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do time' })).toBeVisible();
    await waitForFigures(page);
    await expect(page.getByRole('combobox', { name: 'Período', exact: true })).toHaveValue('week');
    const weekDays = await tableRows(page, 'Reuniões ao longo do período');
    // A week is drawn day by day (7 or 8 São Paulo days as it ends now).
    expect(weekDays.length).toBeGreaterThanOrEqual(7);
    const weekMeetings = await page.locator('[data-stat="meetings"] strong').textContent();

    // The quarter: weeks instead of days, and at least the week's meetings.
    await page.getByRole('combobox', { name: 'Período', exact: true }).selectOption('quarter');
    await expect(page).toHaveURL(/period=quarter/);
    await waitForFigures(page);
    await expect.poll(() => tableRows(page, 'Reuniões ao longo do período')).not.toEqual(weekDays);
    const quarterWeeks = await tableRows(page, 'Reuniões ao longo do período');
    expect(quarterWeeks.length).toBeGreaterThanOrEqual(13);
    const quarterMeetings = Number(await page.locator('[data-stat="meetings"] strong').textContent());
    expect(quarterMeetings).toBeGreaterThanOrEqual(Number(weekMeetings));
    expect(quarterMeetings).toBeGreaterThan(0);

    // Only external meetings: the meeting types table has nothing else.
    await page.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption('EXTERNAL');
    await expect(page).toHaveURL(/meetingType=EXTERNAL/);
    await waitForFigures(page);
    await expect
      .poll(async () => (await tableRows(page, 'Tipos de reunião')).every((row) => row.startsWith('Externa')))
      .toBe(true);
    const talkTime = await tableRows(page, 'Tempo de fala por vendedor');
    expect(talkTime.length).toBeGreaterThan(0);

    // A reload shows the same view: the same sellers, and the same figures for every one of them whose meetings
    // no other spec adds to. The shared seller's can grow meanwhile: the other worker's specs finish meetings
    // as that seller (a reload once read 12 of its meetings where there had been 11).
    const steadyRows = (rows: string[]) => rows.filter((row) => !row.startsWith(sharedSeller.name));
    const sellersOf = (rows: string[]) => rows.map((row) => row.replace(/\d.*$/, ''));
    await page.reload();
    await waitForFigures(page);
    await expect(page.getByRole('combobox', { name: 'Período', exact: true })).toHaveValue('quarter');
    await expect(page.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('EXTERNAL');
    await expect
      .poll(async () => {
        const rows = await tableRows(page, 'Tempo de fala por vendedor');
        return { sellers: sellersOf(rows), figures: steadyRows(rows) };
      })
      .toEqual({ sellers: sellersOf(talkTime), figures: steadyRows(talkTime) });

    // A custom range with the start after the end is refused in Portuguese, without asking the server.
    await page.getByRole('combobox', { name: 'Período', exact: true }).selectOption('custom');
    await expect(page.getByRole('alert')).toHaveText('Informe a data de início e a de fim do período.');
    await page.getByLabel('Início').fill('2026-02-10');
    await page.getByLabel('Fim').fill('2026-02-01');
    await expect(page.getByRole('alert')).toHaveText(
      'A data de início deve ser anterior ou igual à data de fim.',
    );
    await page.getByRole('combobox', { name: 'Período', exact: true }).selectOption('quarter');
    await waitForFigures(page);

    // The first seller's talk time, through its row: the list opens filtered to that seller, type and period.
    const talkChart = chart(page, 'Tempo de fala por vendedor');
    await talkChart.getByRole('button', { name: 'Ver como tabela' }).click();
    const firstRow = talkChart.locator('tbody tr').first();
    const seller = (await firstRow.locator('th').textContent()) ?? '';
    await firstRow.getByRole('link', { name: /^Ver reuniões/ }).click();
    await expect(page).toHaveURL(
      /\/meetings\?teamId=[^&]+&userId=[^&]+&meetingType=EXTERNAL&startDate=\d{4}-\d{2}-\d{2}&endDate=\d{4}-\d{2}-\d{2}$/,
    );
    const filters = page.getByRole('search', { name: 'Filtros' });
    await expect(filters.getByRole('combobox', { name: 'Tipo', exact: true })).toHaveValue('EXTERNAL');
    await expect(
      filters.getByRole('combobox', { name: 'Vendedor', exact: true }).locator('option:checked'),
    ).toHaveText(seller);
    const list = page.getByRole('list', { name: 'Suas reuniões' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
  });

  test('the cards and the charts’ tables tell the same figures, written the pt-BR way', async ({ page }) => {
    await page.goto(dashboard);
    await waitForFigures(page);
    // One answer feeds the cards and the charts: the week's meetings, day by day, add up to the card's.
    const perDay = await chart(page, 'Reuniões ao longo do período')
      .locator('tbody tr td:first-of-type')
      .allTextContents();
    const card = Number(await page.locator('[data-stat="meetings"] strong').textContent());
    expect(perDay.map(Number).reduce((sum, count) => sum + count, 0)).toBe(card);
    // Recorded time in the unit that reads best ('30 min', not '0,5'), the same in the card and the chart.
    const recorded = (await page.locator('[data-stat="hoursRecorded"] strong').textContent()) ?? '';
    expect(recorded).toMatch(/^\d+ min$|^\d+(,\d)? h$/);
    const unit = recorded.endsWith('min') ? 'Minutos gravados' : 'Horas gravadas';
    await expect(chart(page, 'Reuniões ao longo do período').locator('thead')).toContainText(unit);
  });

  test('a click on a chart bar opens that type’s meetings', async ({ page }) => {
    await page.goto(`${dashboard}?period=quarter`);
    await waitForFigures(page);
    // The bars are the tallest filled shapes echarts draws in the chart's SVG (the legend's are small).
    const shapes = chart(page, 'Tipos de reunião').locator('svg path');
    const tallest = await shapes.evaluateAll((paths) => {
      const heights = paths.map((path) =>
        path.getAttribute('fill') && path.getAttribute('fill') !== 'none'
          ? (path as SVGGraphicsElement).getBBox().height
          : 0,
      );
      return heights.indexOf(Math.max(...heights));
    });
    await shapes.nth(tallest).click({ force: true });
    await expect(page).toHaveURL(
      /\/meetings\?teamId=[^&]+&meetingType=(INTERNAL|EXTERNAL)&startDate=\d{4}-\d{2}-\d{2}&endDate=/,
    );
    const type = new URL(page.url()).searchParams.get('meetingType');
    await expect(
      page.getByRole('search', { name: 'Filtros' }).getByRole('combobox', { name: 'Tipo', exact: true }),
    ).toHaveValue(type ?? '');
  });
});

test.describe('as a seller', () => {
  test.use({ storageState: storageStateOf('seller') });

  test('the dashboard sends a seller to the meetings list', async ({ page }) => {
    await page.goto(dashboard);
    await expect(page).toHaveURL(/\/meetings$/);
  });
});
