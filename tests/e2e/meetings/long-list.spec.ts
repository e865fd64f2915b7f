/*
 * The list is a window over every meeting: it knows the total from the first page, and the End key shows the
 * last meeting after fetching only the page it stands on, not every page before it. Helena's list holds a
 * few hundred meetings the e2e server writes at start (support/long-list.ts); she signs in through the form
 * (no shared session is hers).
 */
import { expect, test } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { longList } from '../support/long-list.ts';

test('End reaches the last of some 300 meetings, fetching only the pages in view', async ({ page }) => {
  const pagesAsked: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/meetings') pagesAsked.push(Number(url.searchParams.get('page')));
  });
  await page.goto('/login');
  await signInThroughForm(page, { email: longList.owner.email, password: demoPassword });
  await expect(page).toHaveURL(/\/meetings$/);
  const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  // Her own call of the seed, then the long list: every meeting counted from the first page.
  const total = longList.count + 1;
  await expect(page.getByText(new RegExp(`^${total} reuniões`))).toBeVisible();
  expect(pagesAsked).toEqual([1]);

  await page.getByTestId('meeting-list-scroller').focus();
  await page.keyboard.press('End');
  const last = page.getByRole('link', { name: longList.title(longList.count), exact: true });
  await expect(last).toBeVisible();
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(total));
  const lastPage = Math.ceil(total / 25);
  // The page the last rows stand on (and the one before it, for the margin above them), nothing between.
  expect(pagesAsked.filter((asked) => asked !== 1).every((asked) => asked >= lastPage - 1)).toBe(true);
  expect(pagesAsked).toContain(lastPage);
});
