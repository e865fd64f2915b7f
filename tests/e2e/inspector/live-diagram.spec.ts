import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { adminTotpSignIn } from '../support/admin-totp.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * Issue 32, as a support agent reads it: wherever an administrator opens the inspector or /support, the
 * current state is highlighted inside the diagram's frame and said in words, without scrolling, at each step
 * of a TOTP sign-in and of an upload, on a laptop and on a phone.
 */

type Box = { x: number; y: number; width: number; height: number };
const within = (inner: Box | null, outer: Box | null) =>
  inner !== null &&
  outer !== null &&
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/**
 * Every current state of the diagram in `scope` is described in words, and its highlighted box lies inside the
 * diagram's frame, and the frame inside the window, as the page stands: nothing is scrolled to find it (the
 * glide to the state may still be under way: polled).
 */
async function expectCurrentStatesInView(page: Page, scope: Locator, expected: string): Promise<void> {
  const current = scope.getByTestId('current-state');
  await expect(current.locator('code')).toContainText([expected]);
  const frame = scope.getByRole('region', { name: 'Diagrama' });
  const viewport = page.viewportSize()!;
  const window = { x: 0, y: 0, width: viewport.width, height: viewport.height };
  for (const item of await current.all()) {
    // Said in words for support staff, with the identifier beside them.
    await expect(item.locator('strong')).not.toBeEmpty();
    const id = (await item.locator('code').textContent()) ?? '';
    const box = frame.locator(`g.state.active[data-state="${id}"] > rect`).first();
    await expect
      .poll(async () => within(await box.boundingBox(), await frame.boundingBox()), {
        message: `${id} highlighted inside the frame`,
      })
      .toBe(true);
    const drawn = await box.boundingBox();
    expect(within(drawn, window), `${id} inside the window, unscrolled`).toBe(true);
    // Zoomed to it, not only somewhere in a whole machine shrunk to fit: its name is readable.
    expect(drawn!.height, `${id} drawn large enough to read`).toBeGreaterThanOrEqual(30);
  }
}

/** Holds the `method` requests to a path `path` matches until the returned function is called: one step of the upload, kept still to be looked at. */
async function holdRequests(page: Page, method: string, path: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      if (route.request().method() === method) await released;
      await route.fallback();
    },
  );
  return release;
}

async function openInspector(page: Page): Promise<Locator> {
  await page.keyboard.press('Control+Alt+KeyI');
  const dialog = page.getByRole('dialog', { name: 'Inspetor' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeInspector(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();
}

async function showActor(dialog: Locator, name: RegExp): Promise<void> {
  await dialog.getByRole('navigation', { name: 'Atores' }).getByRole('button', { name }).first().click();
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test("an administrator's inspector keeps the login machine in view at each step of a TOTP sign-in, and /support does for its bundle", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto('/login');
      await expect(page.getByLabel('E-mail')).toBeVisible();

      // Before anything is typed: the form waits for the e-mail and password.
      let dialog = await openInspector(page);
      await showActor(dialog, /^login/);
      await expectCurrentStatesInView(page, dialog, 'editing.ready');
      await closeInspector(dialog);

      // The TOTP step: the login machine waits for its challenge, the challenge for the code.
      await signInThroughForm(page, adminTotpSignIn);
      await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
      dialog = await openInspector(page);
      await showActor(dialog, /^login/);
      await expectCurrentStatesInView(page, dialog, 'challenge');
      await showActor(dialog, /^signInChallenge/);
      await expectCurrentStatesInView(page, dialog, 'step.code');
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Exportar pacote de suporte' }).click();
      const bundle = await readFile(await (await download).path(), 'utf8');
      await closeInspector(dialog);

      await page
        .getByLabel('Código de verificação')
        .fill(await generate({ secret: adminTotpSignIn.totpSecret }));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page).toHaveURL(/\/meetings$/);

      // Signed in, the same administrator opens /support from the side menu and steps through the bundle.
      if (viewport.width < 768) await page.getByRole('button', { name: 'Abrir menu' }).click();
      await page.getByRole('link', { name: 'Suporte' }).click();
      await expect(page).toHaveURL(/\/support$/);
      await page.getByLabel('Pacote de suporte (.json)').setInputFiles({
        name: 'pacote.json',
        mimeType: 'application/json',
        buffer: Buffer.from(bundle),
      });
      await expect(page.getByText('Pacote escolhido: pacote.json')).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Atores' })
        .getByRole('button', { name: /^login/ })
        .last()
        .click();
      const main = page.getByRole('main');
      await expectCurrentStatesInView(page, main, 'challenge');
      await page.getByRole('button', { name: 'Evento anterior' }).click();
      await expectCurrentStatesInView(page, main, 'signingIn');
      await page.getByRole('button', { name: 'Evento anterior' }).click();
      await expectCurrentStatesInView(page, main, 'editing.ready');
      await expectNoSeriousViolations(page, `/support at ${viewport.width}px`);
    });

    test('the inspector follows an upload at each of its steps', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState: storageStateOf('admin'), viewport });
      const page = await context.newPage();
      try {
        // Each step's request is held until the inspector has looked at that step, then let go.
        const releaseCreating = await holdRequests(page, 'POST', /^\/api\/upload\/meetings$/);
        const releaseTransfer = await holdRequests(page, 'PUT', /^\/api\/files\/uploads\//);
        const releaseFinishing = await holdRequests(page, 'POST', /^\/api\/upload\/[^/]+\/update-status$/);
        await page.goto('/meetings');
        await page.getByRole('button', { name: 'Enviar gravação' }).click();
        const upload = page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
        await upload.getByLabel('Arquivo').setInputFiles({
          name: 'reuniao-diagrama.vtt',
          mimeType: 'text/vtt',
          buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBom dia, vamos começar.\n'),
        });
        await upload.getByLabel('Título da reunião').fill('Reunião do diagrama');
        await upload.getByRole('button', { name: 'Enviar' }).click();

        // Live: the diagram moves on by itself while it stays open.
        const dialog = await openInspector(page);
        await showActor(dialog, /^upload(?![A-Z])/);
        await expectCurrentStatesInView(page, dialog, 'creating');
        releaseCreating();
        await expectCurrentStatesInView(page, dialog, 'transferring');
        releaseTransfer();
        await expectCurrentStatesInView(page, dialog, 'finishing');
        releaseFinishing();
        await expectCurrentStatesInView(page, dialog, 'done');
      } finally {
        await context.close();
      }
    });
  });
}
