import { expect, test } from '../support/test.ts';

/*
 * The API's browsable reference (issue 28 item 1): /api/docs renders the OpenAPI document in Chromium from
 * this server's own files, under the policy every page gets (the suite's CSP watch fails the test on any
 * violation), and shows whether the spec defines an operation. Not checked with axe: Swagger UI's own markup
 * fails WCAG 2.2's target size (its 19 px operation links), which this project does not restyle.
 */
test('/api/docs renders every operation of the document with its spec mark', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Pauta API/ })).toBeVisible();
  const meetings = page.locator('.opblock-summary', { hasText: 'One meeting (ETag' }).first();
  await expect(meetings).toBeVisible();
  await meetings.click();
  await expect(page.getByText('7. Calls (Meetings)').first()).toBeVisible();
});
