import { expect, test, type Page } from '../support/test.ts';
import { seller } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectOnLogin, signInThroughForm } from '../support/sign-in.ts';

const identityPrefixes = ['CognitoIdentityServiceProvider', 'amplify-'];
const isIdentityKey = (key: string) => identityPrefixes.some((prefix) => key.startsWith(prefix));
/** This browser's device at the user pool outlives a sign-out, so a remembered device stays remembered. */
const isDeviceKey = (key: string) => /\.(deviceKey|deviceGroupKey|randomPasswordKey)$/.test(key);

const userLoaded = (page: Page) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me' && response.ok());

/*
 * Signing out, and the forced sign-outs of a legacy credential, end the session: those tests sign in through
 * the form for a session of their own, never the shared one of the setup project (support/auth-state.ts).
 */

/** Signs in and waits on the general settings page, where the shell (and its "Sair" button) shows. */
async function signIn(page: Page) {
  await page.goto('/login?redirectUrl=%2Fconfig%2Fgeneral');
  const loaded = userLoaded(page);
  await signInThroughForm(page, seller);
  await loaded;
  await expect(page).toHaveURL(/\/config\/general$/);
  await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
}

async function identityCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => isIdentityKey(decodeURIComponent(cookie.name)));
}

/** The identity cookies a sign-out must remove: all but this browser's device keys. */
async function sessionCookies(page: Page) {
  return (await identityCookies(page)).filter((cookie) => !isDeviceKey(decodeURIComponent(cookie.name)));
}

type CookieWrite = { at: number; cookie: string };

/**
 * Records every cookie the page's scripts write, with the page's time of writing. The lifetime the app
 * asks for is read there, not from the browser's cookie jar: the jar caps a lifetime at 400 days from its
 * own clock, which is the real one even when the pages' clock is moved (npm run test:e2e-moved-clock).
 */
function recordCookieWrites(): void {
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  const writes: CookieWrite[] = [];
  Object.assign(window, { cookieWrites: writes });
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native?.get?.call(document),
    set: (cookie: string) => {
      writes.push({ at: Date.now(), cookie });
      native?.set?.call(document, cookie);
    },
  });
}

test("tokens live in cookies (SameSite lax, about a year), and sign-out leaves no identity key but the device's", async ({
  page,
}) => {
  await page.addInitScript(recordCookieWrites);
  await signIn(page);
  const cookies = await identityCookies(page);
  expect(cookies.length).toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.sameSite).toBe('Lax');
  const writes = await page.evaluate(
    () => (window as unknown as { cookieWrites: CookieWrite[] }).cookieWrites,
  );
  const identityWrites = writes.filter(({ cookie }) => isIdentityKey(decodeURIComponent(cookie)));
  expect(identityWrites.length).toBeGreaterThan(0);
  for (const { at, cookie } of identityWrites) {
    const expires = /;\s*expires=([^;]+)/i.exec(cookie)?.[1];
    expect(expires, cookie).toBeDefined();
    expect(Date.parse(expires ?? '') - at).toBeGreaterThan(360 * 24 * 3600 * 1000);
  }
  // Data that must go too: an identity key Amplify may leave in localStorage and the app's own data.
  await page.evaluate(() => {
    localStorage.setItem('amplify-signin-with-hostedUI', 'false');
    localStorage.setItem('pauta.anything', 'x');
  });

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectOnLogin(page);
  expect(await sessionCookies(page)).toEqual([]);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((key) => isIdentityKey(key) && !isDeviceKey(key))).toEqual([]);
  expect(keys.filter((key) => key.startsWith('pauta.'))).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('authenticatedUser');
});

test.describe('signed in before the test (setup project)', () => {
  // Refreshing neither rotates nor revokes the refresh token, so the shared session survives this test.
  test.use({ storageState: storageStateOf('seller') });

  test('an expired access token is refreshed transparently and the user stays signed in', async ({
    page,
  }) => {
    await page.clock.install();
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['x-amz-target']?.endsWith('GetTokensFromRefreshToken'))
        refreshCalls.push(request.url());
    });
    const loaded = userLoaded(page);
    await page.goto('/config/general');
    await loaded;
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();

    // Two hours later in the browser: the id and access tokens (1 hour) are past their expiry.
    await page.clock.fastForward('02:00:00');
    const reloaded = userLoaded(page);
    await page.goto('/meetings');
    // The user is loaded again with a Bearer token the API accepts: the refreshed one.
    await reloaded;
    await expect(page).toHaveURL(/\/meetings$/);
    expect(refreshCalls.length).toBeGreaterThan(0);
  });
});

test('a legacy stored basic credential forces sign-out', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => localStorage.setItem('basicAuth', btoa('vendedor@demo.com.br:Demo@2026!')));
  await page.goto('/config/general');
  await expectOnLogin(page);
  expect(await page.evaluate(() => localStorage.getItem('basicAuth'))).toBeNull();
  expect(await sessionCookies(page)).toEqual([]);
});

test('a legacy authenticated-user cookie forces sign-out', async ({ page }) => {
  await signIn(page);
  await page
    .context()
    .addCookies([{ name: 'authenticatedUser', value: 'legacy', url: new URL(page.url()).origin }]);
  await page.goto('/meetings');
  await expectOnLogin(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('authenticatedUser');
});
