import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { wavOf } from '../support/wav.ts';

test.use({ storageState: storageStateOf('seller') });
// The suite's longest file: its two uploads (their own meetings) run side by side, one per worker.
test.describe.configure({ mode: 'parallel' });

async function openUploadDialog(page: Page) {
  await page.goto('/meetings');
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

test('an upload URL that expires mid-upload is refreshed and the upload resumes where the server stopped', async ({
  page,
}) => {
  const size = 20 * 1024 * 1024;
  const refreshCalls: string[] = [];
  const putRanges: Promise<string | null>[] = [];
  page.on('request', (request) => {
    if (/\/api\/upload\/[^/]+\/refresh-url$/.test(request.url())) refreshCalls.push(request.url());
    if (request.method() === 'PUT' && request.url().includes('/api/files/uploads/')) {
      putRanges.push(request.headerValue('content-range'));
    }
  });

  const dialog = await openUploadDialog(page);
  // 2 MiB/s up: each 4 MiB chunk takes about 2 s, so the e2e server's 3 s upload URLs (playwright.config.ts)
  // expire between chunks and the real server refuses the next one with 403.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * 1024 * 1024,
  });
  await dialog.getByLabel('Arquivo').setInputFiles({
    name: 'reuniao-expira.wav',
    mimeType: 'audio/wav',
    buffer: wavOf(size),
  });
  await dialog.getByLabel('Título da reunião').fill('Gravação com link expirado');
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(dialog.getByRole('progressbar', { name: 'Progresso do envio' })).toHaveAttribute(
    'value',
    '100',
    { timeout: 50_000 },
  );
  await expect(dialog.getByText('Reunião criada')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('transcription-status')).toContainText(
    'aguarda um provedor de fala para texto',
  );

  expect(refreshCalls.length).toBeGreaterThanOrEqual(1);
  const ranges = await Promise.all(putRanges);
  // Every PUT is a chunk; only the first starts at byte 0, the ones after a refresh go on from the server.
  expect(ranges.length).toBeGreaterThan(size / (4 * 1024 * 1024));
  expect(ranges.every((range) => range !== null && range.endsWith(`/${size}`))).toBe(true);
  expect(ranges[0]).toMatch(/^bytes 0-/);
  expect(ranges.slice(1).filter((range) => range?.startsWith('bytes 0-'))).toEqual([]);
  expect(ranges.at(-1)).toBe(`bytes ${size - 4 * 1024 * 1024}-${size - 1}/${size}`);
});
