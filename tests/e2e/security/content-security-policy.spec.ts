import { expect, test } from '../support/test.ts';

/*
 * The suite's CSP watch (support/test.ts) checked on itself: the app's pages are served under the policy,
 * a script written into a page is blocked, the watch sees it, and the browser reports it to the server.
 */
test('a page is served under the policy; an injected inline script is blocked, seen and reported', async ({
  page,
  request,
  cspViolations,
}) => {
  const response = await page.goto('/login');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain('report-uri /api/csp-report');
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

  const marker = `csp-probe-${Date.now()}`;
  const ran = await page.evaluate((name) => {
    const script = document.createElement('script');
    script.textContent = `window[${JSON.stringify(name)}] = true;`;
    document.body.append(script);
    return Reflect.get(window, name) === true;
  }, marker);
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.some((text) => text.includes('script-src'))).toBe(true);

  // The browser posted the report (report-uri); the server lists the last ones to this machine.
  await expect
    .poll(async () => {
      const reports = (await (await request.get('/api/csp-report')).json()) as Array<Record<string, unknown>>;
      return reports.some((report) => String(report['document-uri']).endsWith('/login'));
    })
    .toBe(true);

  // This test broke the policy on purpose: what it caused is not a failure of the app.
  cspViolations.length = 0;
});
