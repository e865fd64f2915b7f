import { expect, test } from './support/test.ts';
import { seller } from './support/accounts.ts';
import { storageStateOf } from './support/auth-state.ts';
import { expectOnLogin, signInThroughForm } from './support/sign-in.ts';

test('a visitor who is not signed in is sent from the root to the login page', async ({ page }) => {
  await page.goto('/');
  await expectOnLogin(page);
  await expect(page).toHaveURL(/\/login$/);
});

test('the seller signs in with SRP, sees the seeded meetings and signs out', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('heading', { name: 'Reuniões', level: 1 })).toBeVisible();
  // Seeded meeting titles come from the database; the seller has at least eight.
  const meetings = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
  await expect(meetings.first()).toBeVisible();
  expect(await meetings.count()).toBeGreaterThanOrEqual(8);

  await page.getByRole('button', { name: 'Sair' }).click();
  await expectOnLogin(page);
  const cookies = await page.context().cookies();
  // This browser's device keys stay, so a remembered device stays remembered (issue 26); the session goes.
  const deviceKey = /\.(deviceKey|deviceGroupKey|randomPasswordKey)$/;
  const identity = cookies.filter((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider'));
  expect(identity.filter((cookie) => !deviceKey.test(decodeURIComponent(cookie.name)))).toEqual([]);
});

test('a protected page keeps its address through sign-in', async ({ page }) => {
  await page.goto('/config/general');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fconfig%2Fgeneral$/);
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/config\/general$/);
});

test.describe('signed in before the test (setup project)', () => {
  test.use({ storageState: storageStateOf('seller') });

  test('a seller is denied the admin-only bot configuration', async ({ page }) => {
    await page.goto('/config/bot');
    await expect(page).toHaveURL(/\/access-denied$/);
  });

  test('the enablement dashboard turns a seller away and lets the team leader in', async ({
    page,
    browser,
  }) => {
    await page.goto('/enablement/dashboard');
    await expect(page).toHaveURL(/\/meetings$/);

    const leaderContext = await browser.newContext({ storageState: storageStateOf('leader') });
    const leaderPage = await leaderContext.newPage();
    await leaderPage.goto('/enablement/dashboard');
    await expect(leaderPage).toHaveURL(/\/enablement\/dashboard$/);
    await expect(leaderPage.getByRole('button', { name: 'Sair' })).toBeVisible();
    await leaderContext.close();
  });
});
