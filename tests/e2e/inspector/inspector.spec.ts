import { readFile, writeFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { admin, demoPassword } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';
import { latestCode } from '../support/outbox.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * The inspector in the default build, opened by the administrator (Ctrl+Alt+I / the header's button): the
 * login machine seen through a TOTP sign-in, a support bundle exported, and no secret of any identity path
 * in a bundle.
 */

test.describe.configure({ mode: 'serial' });

/** A call to the identity service the app signs in with (the emulator's Cognito protocol). */
async function cognito(
  request: APIRequestContext,
  operation: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await request.post('/cognito/', {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    data: JSON.stringify(body),
  });
  expect(response.ok(), `${operation}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The tokens Amplify keeps in its cookies and the app's stored Basic credential, right now. */
async function storedSecrets(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  const tokens = cookies
    .filter((cookie) => cookie.name.endsWith('Token'))
    .map((cookie) => decodeURIComponent(cookie.value));
  const basic = await page.evaluate(() => localStorage.getItem('pauta.basicCredentials'));
  return [...tokens, ...(basic ? [basic] : [])];
}

async function accessTokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) =>
    candidate.name.endsWith('.accessToken'),
  );
  if (!cookie) throw new Error('no access token cookie');
  return decodeURIComponent(cookie.value);
}

/** Opens the inspector with its shortcut and exports a bundle; returns the parsed file and its text. */
async function exportBundle(page: Page): Promise<{ text: string; bundle: BundleShape }> {
  await page.keyboard.press('Control+Alt+KeyI');
  const dialog = page.getByRole('dialog', { name: 'Inspetor' });
  await expect(dialog).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exportar pacote de suporte' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  await expect(dialog.getByText(/Pacote de suporte exportado/)).toBeVisible();
  return { text, bundle: JSON.parse(text) as BundleShape };
}

type BundleShape = {
  format: string;
  route: string;
  actors: {
    machineId: string | null;
    value: unknown;
    steps: { event: { type: string }; value: unknown }[];
  }[];
};

test('the administrator watches the login machine through a TOTP sign-in and exports a support bundle', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // TOTP on the administrator's own account for this test (set up as a person would, by the API the
  // app's identity provider speaks), off again at the end.
  const signedIn = await browser.newContext({ storageState: storageStateOf('admin') });
  const setupPage = await signedIn.newPage();
  await setupPage.goto('/meetings');
  const accessToken = await accessTokenOf(setupPage);
  const { SecretCode: secret } = (await cognito(request, 'AssociateSoftwareToken', {
    AccessToken: accessToken,
  })) as {
    SecretCode: string;
  };
  await cognito(request, 'VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: await generate({ secret }),
  });
  await cognito(request, 'SetUserMFAPreference', {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await signInThroughForm(page, admin);
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    const code = await generate({ secret });
    await page.getByLabel('Código de verificação').fill(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/meetings$/);

    // From the header's button: the login actor and its challenge's, their path through the TOTP step,
    // secrets hidden.
    const opener = page.getByRole('button', { name: 'Abrir o inspetor (Ctrl+Alt+I)' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Inspetor' });
    const actors = dialog.getByRole('navigation', { name: 'Atores' });
    // The timeline: each event received, in words with its identifier beside them, and the state it left.
    const timeline = dialog.getByRole('listitem');
    const received = (event: string) =>
      timeline.locator('code').filter({ hasText: new RegExp(`^${event}$`) });
    const leftIn = (state: string) =>
      timeline
        .locator('p')
        .filter({ hasText: /^Estado depois:/ })
        .locator('code')
        .filter({ hasText: new RegExp(`^${state.replace('.', '\\.')}$`) });
    await actors.getByRole('button', { name: /^login/ }).click();
    await expect(received('credentials.submit')).toBeVisible();
    await expect(leftIn('challenge').first()).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Máquina login/ })).toBeVisible();
    await actors.getByRole('button', { name: /^signInChallenge/ }).click();
    await expect(received('code.submit')).toBeVisible();
    await expect(leftIn('step.code').first()).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Máquina signInChallenge/ })).toBeVisible();
    await expect(dialog).not.toContainText(admin.password);
    await expect(dialog).not.toContainText(code);
    await expectNoSeriousViolations(page, 'inspector');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page, 'inspector at 360px');
    await expectNoSeriousViolations(page, 'inspector at 360px');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Closing gives the focus back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const secrets = [admin.password, code, secret, ...(await storedSecrets(page))];
    const { text, bundle } = await exportBundle(page);
    expect(bundle.format).toBe('pauta-support-bundle');
    expect(bundle.route).toBe('/meetings');
    const eventsOf = (machineId: string) =>
      bundle.actors.find((actor) => actor.machineId === machineId)?.steps.map((step) => step.event.type);
    expect(eventsOf('login')).toEqual(expect.arrayContaining(['credentials.submit']));
    expect(eventsOf('signInChallenge')).toEqual(expect.arrayContaining(['code.submit']));
    for (const value of secrets) expect(text).not.toContain(value);
    // The recorded bundle that tests/model/incidents/login-totp.replay.test.ts was generated from.
    await writeFile(test.info().outputPath('login-totp.bundle.json'), text);
  } finally {
    await cognito(request, 'SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    await context.close();
    await signedIn.close();
  }
});

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
}

/** The seed's SSO account (`sso`), at the emulated corporate provider; not an administrator. */
const carla = { email: 'carla.mendes@empresa-sso.com.br', password: demoPassword };

/**
 * Signs Carla in through the hosted UI (OAuth code flow with PKCE) and returns the secrets of that sign-in as
 * the browser saw them: the code and state the provider sent back to /sso-callback, the PKCE verifier the app
 * proved itself with, the tokens the code exchange answered with, and those Amplify then keeps in cookies.
 */
async function signInThroughSso(page: Page): Promise<string[]> {
  await page.goto('/sso');
  await page.getByLabel('E-mail corporativo').fill(carla.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\//);
  await expect(page.getByRole('heading', { name: 'Corp Demo SSO' })).toBeVisible();
  const callback = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/sso-callback',
  );
  const exchange = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/oauth2/token',
  );
  await page.getByLabel('E-mail corporativo').fill(carla.email);
  await page.getByLabel('Senha').fill(carla.password);
  await page.getByRole('button', { name: 'Entrar' }).click();

  const returned = new URL((await callback).url()).searchParams;
  const response = await exchange;
  expect(response.ok()).toBe(true);
  const sent = new URLSearchParams(response.request().postData() ?? '');
  const answered = (await response.json()) as Record<string, unknown>;
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('banner').getByText(/Carla/).first()).toBeVisible();

  const code = returned.get('code') ?? '';
  const state = returned.get('state') ?? '';
  const verifier = sent.get('code_verifier') ?? '';
  // The exchange redeemed the code the provider sent back, with the verifier of this flow.
  expect(sent.get('code')).toBe(code);
  const tokens = ['id_token', 'access_token', 'refresh_token'].map((name) => answered[name]);
  const ssoSecrets = [code, state, verifier, ...tokens];
  for (const value of ssoSecrets) expect(typeof value === 'string' && value.length >= 16).toBe(true);
  // Amplify's state is a random part, then the custom state (the e-mail, hex-encoded) after a '-'.
  const stateNonce = state.split('-')[0] ?? '';
  return [...(ssoSecrets as string[]), stateNonce, ...(await storedSecrets(page))];
}

test('no secret of any identity path, nor of an upload, is in the bundle', async ({ page, request }) => {
  test.setTimeout(180_000);
  const secrets: string[] = [demoPassword];
  // One tab throughout: the recorder keeps what every sign-in did until the administrator exports. SSO comes
  // first, since the hosted UI's return to /sso-callback is itself a new page load (a new recorder).
  secrets.push(...(await signInThroughSso(page)));
  await page.evaluate(() => ((window as { sameTab?: boolean }).sameTab = true));

  // Carla signs out with "Sair" (she is no administrator, so cannot export). For a federated session Amplify
  // clears the tokens, then sends the browser to the provider's logout, which would come back to /login as a
  // new page load and lose the recorder. Here the provider's logout answers 204 No Content, so the browser
  // keeps this document: the sign-out itself (the session machine through signingOut to the login form, in
  // the app) is the app's own.
  const isProviderLogout = (url: URL) => url.protocol === 'https:' && url.pathname === '/logout';
  await page.route(isProviderLogout, (route) => route.fulfill({ status: 204 }));
  const logout = page.waitForRequest((sent) => isProviderLogout(new URL(sent.url())));
  await signOut(page);
  await logout;
  await page.unroute(isProviderLogout);
  expect(await page.context().cookies()).not.toContainEqual(
    expect.objectContaining({ name: expect.stringMatching(/Token$/) }),
  );

  // SRP, the backend's Basic fallback, the e-mail code and the TOTP code, each signed out again.
  for (const email of ['vendedor@demo.com.br', 'legado@demo.com.br']) {
    await signInThroughForm(page, { email, password: demoPassword });
    await expect(page).toHaveURL(/\/meetings$/);
    secrets.push(...(await storedSecrets(page)));
    await signOut(page);
  }
  await signInThroughForm(page, { email: 'email-mfa@demo.com.br', password: demoPassword });
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  const emailCode = await latestCode(request, 'email-mfa@demo.com.br');
  await page.getByLabel('Código de verificação').fill(emailCode);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/meetings$/);
  secrets.push(emailCode, ...(await storedSecrets(page)));
  await signOut(page);

  // The administrator uploads a recording (its presigned URLs carry signatures) and exports.
  await signInThroughForm(page, admin);
  await expect(page).toHaveURL(/\/meetings$/);
  secrets.push(...(await storedSecrets(page)));
  await page.getByRole('button', { name: 'Enviar gravação' }).click();
  const upload = page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await upload.getByLabel('Arquivo').setInputFiles({
    name: 'reuniao-inspetor.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBom dia, vamos começar.\n'),
  });
  await upload.getByLabel('Título da reunião').fill('Reunião do inspetor');
  await upload.getByRole('button', { name: 'Enviar' }).click();
  await expect(upload.getByText('Reunião criada')).toBeVisible({ timeout: 60_000 });
  await upload.getByRole('button', { name: 'Fechar' }).first().click();

  expect(await page.evaluate(() => (window as { sameTab?: boolean }).sameTab)).toBe(true);
  const { text, bundle } = await exportBundle(page);
  await writeFile(test.info().outputPath('identity-paths.bundle.json'), text);
  const machines = new Set(bundle.actors.map((actor) => actor.machineId));
  expect([...machines]).toEqual(expect.arrayContaining(['session', 'login', 'upload', 'meetingList']));
  // The SSO sign-in as the recorder holds it (the session still runs, so the bound of 80 actors drops ended ones before it). Amplify finishes the
  // code exchange as the page comes back to /sso-callback, while the session is still starting: the session
  // resumes from the new tokens and loads Carla, and the route leaves /sso-callback for /meetings before that
  // page's own actor (ssoCallback) starts, so there is none. The session's first steps are that sign-in.
  const session = bundle.actors.find((actor) => actor.machineId === 'session');
  expect(session?.steps.slice(0, 4)).toEqual([
    expect.objectContaining({ event: expect.objectContaining({ type: 'xstate.init' }) }),
    expect.objectContaining({
      event: expect.objectContaining({ type: 'xstate.done.actor.restoreSession', output: 'signedIn' }),
    }),
    expect.objectContaining({
      event: expect.objectContaining({
        type: 'xstate.done.actor.loadUser',
        output: expect.objectContaining({ user: expect.objectContaining({ emailAddress: carla.email }) }),
      }),
    }),
    expect.objectContaining({ event: expect.objectContaining({ type: 'session.signOut' }) }),
  ]);
  const logins = bundle.actors.filter((actor) => actor.machineId === 'login');
  expect(logins.length).toBeGreaterThanOrEqual(4);
  for (const value of secrets) expect(text, 'a secret reached the bundle').not.toContain(value);
  expect(text).toContain('[oculto]');
});
