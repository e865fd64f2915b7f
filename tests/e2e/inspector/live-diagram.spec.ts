import { readFile } from 'node:fs/promises';
import { generate } from 'otplib';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { demoPassword } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * Issue 32, as a support agent reads it: wherever the inspector or /support is opened, the current state is
 * highlighted inside the diagram's frame and said in words, at each step of a TOTP sign-in and of an upload,
 * on a laptop and on a phone.
 */

/** The seed's TOTP account (README: mfa@demo.com.br) and its authenticator secret. */
const totpAccount = { email: 'mfa@demo.com.br', password: demoPassword };
const totpSecret = 'PAUTADEMOTOTPSECRETPTBRVENDASXYZ';

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
 * diagram's frame and the window (the glide to it may still be under way: polled).
 */
async function expectCurrentStatesInView(page: Page, scope: Locator, expected: string): Promise<void> {
  const current = scope.getByTestId('current-state');
  await expect(current.locator('code')).toContainText([expected]);
  const frame = scope.getByRole('region', { name: 'Diagrama' });
  await frame.scrollIntoViewIfNeeded();
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
    expect(within(drawn, window), `${id} inside the window`).toBe(true);
    // Zoomed to it, not only somewhere in a whole machine shrunk to fit: its name is readable.
    expect(drawn!.height, `${id} drawn large enough to read`).toBeGreaterThanOrEqual(30);
  }
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

    test('the inspector keeps the login machine in view at each step of a TOTP sign-in, and /support does for its bundle', async ({
      page,
      browser,
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
      await signInThroughForm(page, totpAccount);
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

      await page.getByLabel('Código de verificação').fill(await generate({ secret: totpSecret }));
      await page.getByRole('button', { name: 'Confirmar' }).click();
      await expect(page).toHaveURL(/\/meetings$/);

      // The bundle on /support, opened by an administrator from the side menu: each step kept in view.
      const admin = await browser.newContext({ storageState: storageStateOf('admin'), viewport });
      try {
        const support = await admin.newPage();
        await support.goto('/meetings');
        if (viewport.width < 768) await support.getByRole('button', { name: 'Abrir menu' }).click();
        await support.getByRole('link', { name: 'Suporte' }).click();
        await expect(support).toHaveURL(/\/support$/);
        await support.getByLabel('Pacote de suporte (.json)').setInputFiles({
          name: 'pacote.json',
          mimeType: 'application/json',
          buffer: Buffer.from(bundle),
        });
        await expect(support.getByText('Pacote escolhido: pacote.json')).toBeVisible();
        await support
          .getByRole('navigation', { name: 'Atores' })
          .getByRole('button', { name: /^login/ })
          .last()
          .click();
        const main = support.getByRole('main');
        await expectCurrentStatesInView(support, main, 'challenge');
        await support.getByRole('button', { name: 'Evento anterior' }).click();
        await expectCurrentStatesInView(support, main, 'signingIn');
        await support.getByRole('button', { name: 'Evento anterior' }).click();
        await expectCurrentStatesInView(support, main, 'editing.ready');
        await expectNoSeriousViolations(support, `/support at ${viewport.width}px`);
      } finally {
        await admin.close();
      }
    });

    test('the inspector follows an upload as it goes', async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ storageState: storageStateOf('admin'), viewport });
      const page = await context.newPage();
      try {
        // The transfer is held until the inspector has looked at it, then let go.
        let release: () => void = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(
          (url) => url.pathname.startsWith('/api/files/uploads/'),
          async (route) => {
            await released;
            await route.continue();
          },
        );
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

        const dialog = await openInspector(page);
        await showActor(dialog, /^upload(?![A-Z])/);
        await expectCurrentStatesInView(page, dialog, 'transferring');
        release();
        // Live: the diagram moves on by itself while it stays open, through finishing to done (its last
        // state: one that stays put while it is measured).
        await expect(dialog.getByTestId('current-state').locator('code').first()).toHaveText('done', {
          timeout: 30_000,
        });
        await expectCurrentStatesInView(page, dialog, 'done');
      } finally {
        await context.close();
      }
    });
  });
}
