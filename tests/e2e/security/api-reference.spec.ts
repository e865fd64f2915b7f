import { seller } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/*
 * The API's browsable reference (issue 28 item 1): /api/docs renders the OpenAPI document with this server's
 * own two files (which the app never loads), under the policy every page gets (the suite's CSP watch fails the test on any violation), shows
 * whether the spec defines an operation, has no axe violation at all (WCAG 2.0-2.2 A and AA, every impact)
 * with operations and their "Try it" forms open, and sends a request with the signed-in person's session.
 */
test.use({ storageState: storageStateOf('seller') });

test('/api/docs shows each operation with its spec mark, passes axe and tries a call with the session', async ({
  page,
}) => {
  // The app never loads the reference's files; the reference loads only its own (and the document's data).
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType()))
      loaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/meetings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(loaded.filter((file) => file.startsWith('/api/docs'))).toEqual([]);
  loaded.length = 0;

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('heading', { level: 1, name: /Pauta API/ })).toBeVisible();
  await expect(page.getByRole('status').first()).toContainText(`signed in as ${seller.email}`);
  expect(loaded).toEqual(['/api/docs/reference.css', '/api/docs/try-it.js']);

  const meeting = page.locator('details#getMeetingsId');
  await meeting.locator('summary').click();
  await expect(meeting.getByText('section 7. Calls (Meetings)')).toBeVisible();
  const addTemplate = page.locator('details#postTemplates');
  await addTemplate.locator('summary').click();
  await expect(addTemplate.getByRole('textbox', { name: /Body/ })).toBeVisible();
  const me = page.locator('details#getUsersMe');
  await me.locator('summary').click();
  await expect(me.getByRole('button', { name: 'Send the request' })).toBeVisible();
  expect(await axeViolations(page)).toBe('');

  await me.getByRole('button', { name: 'Send the request' }).click();
  await expect(me.getByRole('status')).toContainText('Answer: 200');
  await expect(me.locator('pre')).toContainText(seller.email);
});
