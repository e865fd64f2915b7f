import { expect, test, type Page } from '@playwright/test';
import { seller } from './support/accounts.ts';
import { signInThroughForm } from './support/sign-in.ts';

/** A valid PCM WAV of `bytes` total size (silence), written by the test: no fixture file to keep. */
function wavOf(bytes: number): Buffer {
  const dataSize = bytes - 44;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(dataSize)]);
}

async function openUploadDialog(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  await page.getByRole('button', { name: 'Enviar gravação' }).click();
  return page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
}

test('a generated 20 MB WAV uploads to 100% and the pipeline ends waiting for a speech-to-text provider', async ({
  page,
}) => {
  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('Arquivo').setInputFiles({
    name: 'reuniao-20mb.wav',
    mimeType: 'audio/wav',
    buffer: wavOf(20 * 1024 * 1024),
  });
  await dialog.getByLabel('Título da reunião').fill('Gravação de 20 MB');
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(dialog.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute(
    'value',
    '100',
    {
      timeout: 60_000,
    },
  );
  await expect(dialog.getByText('100%')).toBeVisible();
  await expect(dialog.getByText('Reunião criada')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('transcription-status')).toContainText(
    'aguarda um provedor de fala para texto',
  );
  await expect(dialog.getByRole('link', { name: 'Abrir a reunião' })).toHaveAttribute(
    'href',
    /\/meetings\/.+/,
  );
});

test('an upload URL refused as expired mid-upload is refreshed and the upload completes', async ({
  page,
}) => {
  // Deterministic expiry: the first PUT is answered 403 as the server answers an expired signature.
  let refusedPuts = 0;
  await page.route('**/api/files/uploads/**', async (route) => {
    if (route.request().method() === 'PUT' && refusedPuts === 0) {
      refusedPuts += 1;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 403, title: 'Forbidden', message: 'O link de envio expirou.' }),
      });
      return;
    }
    await route.continue();
  });
  const refreshCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/upload\/[^/]+\/refresh-url$/.test(request.url())) refreshCalls.push(request.url());
  });

  const dialog = await openUploadDialog(page);
  await dialog.getByLabel('Arquivo').setInputFiles({
    name: 'reuniao-expira.wav',
    mimeType: 'audio/wav',
    buffer: wavOf(512 * 1024),
  });
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(dialog.getByText('Reunião criada')).toBeVisible({ timeout: 30_000 });
  expect(refusedPuts).toBe(1);
  expect(refreshCalls).toHaveLength(1);
});
