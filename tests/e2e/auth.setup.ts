import { expect, test as setup } from './support/test.ts';
import { signedInAccounts, storageStateOf, type SignedInAccount } from './support/auth-state.ts';
import { signInThroughForm } from './support/sign-in.ts';

/*
 * The `setup` project: signs in once per shared account, through the login form, and saves the session for
 * the specs that only need to be signed in (support/auth-state.ts).
 */
for (const name of Object.keys(signedInAccounts) as SignedInAccount[]) {
  const account = signedInAccounts[name];
  setup(`sign in as ${account.email}`, async ({ page }) => {
    await page.goto('/login');
    const userLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/users/me' && response.ok(),
    );
    await signInThroughForm(page, account);
    await userLoaded;
    await expect(page).toHaveURL(/\/meetings$/);
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    await page.context().storageState({ path: storageStateOf(name) });
  });
}
