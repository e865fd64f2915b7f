import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server, type S3TestServer } from '../../server/support/s3-server.ts';
import { freePort } from '../../server/support/free-port.ts';
import { seller } from '../support/accounts.ts';
import { signInThroughForm } from '../support/sign-in.ts';
import { expect, test } from '../support/test.ts';
import { wavOf } from '../support/wav.ts';

/*
 * The upload straight to an S3 bucket in a real browser: a second product server of its own (the suite's
 * build, MEDIA_STORE=s3) in front of s3rver, whose bucket CORS lets the page PUT parts and read their ETags.
 * The page's CSP must admit the bucket (the suite fails on any violation).
 */
test.describe.configure({ mode: 'serial' });

const mebibyte = 1024 ** 2;
let s3: S3TestServer;
let app: ChildProcess | undefined;
let appUrl = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  s3 = await startS3Server({ origins: [appUrl] });
  app = spawn('npx', ['tsx', 'tests/e2e/support/server.ts'], {
    env: {
      ...process.env,
      ...s3.env,
      PORT: String(port),
      HOSTED_UI_PORT: '0',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pauta-e2e-s3-')),
      DIST_DIR: `test-results/dist-${process.env.E2E_PORT ?? 4310}`,
      S3_PART_SIZE_BYTES: String(5 * mebibyte),
      UPLOAD_URL_TTL_SECONDS: '3',
    },
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${appUrl}/login`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (app?.pid) process.kill(-app.pid, 'SIGTERM');
  await s3?.close();
});

test('a 12 MB recording goes to the bucket in parts; an expired part URL is signed again and the upload ends', async ({
  page,
}) => {
  const size = 12 * mebibyte;
  const bucketPuts: string[] = [];
  const serverPuts: string[] = [];
  let partUrlCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().startsWith(s3.endpoint)) bucketPuts.push(request.url());
    if (request.method() === 'PUT' && request.url().includes('/api/files/uploads/'))
      serverPuts.push(request.url());
    if (request.url().endsWith('/part-urls')) partUrlCalls += 1;
  });

  await page.goto(`${appUrl}/login`);
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  // 1.5 MiB/s up: a 5 MiB part takes 3.3 s, so the URLs signed with part 2 (3 s) have expired by part 3.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1.5 * mebibyte,
  });
  await page.getByRole('button', { name: 'Enviar gravação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await dialog.getByLabel('Arquivo').setInputFiles({
    name: 'reuniao-bucket.wav',
    mimeType: 'audio/wav',
    buffer: wavOf(size),
  });
  await dialog.getByLabel('Título da reunião').fill('Gravação no bucket');
  await dialog.getByRole('button', { name: 'Enviar' }).click();

  await expect(dialog.getByText('Reunião criada')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByTestId('transcription-status')).toContainText(
    'aguarda um provedor de fala para texto',
  );
  // Every byte went to the bucket, none through the app server; part 3 was sent twice (expired, then fresh).
  expect(serverPuts).toEqual([]);
  expect(bucketPuts.filter((url) => url.includes('partNumber=3')).length).toBeGreaterThanOrEqual(2);
  expect(partUrlCalls).toBeGreaterThanOrEqual(2);
});

test('an upload to the bucket whose tab closed at 40% resumes in a new page from the parts the bucket stored', async ({
  page,
  context,
}) => {
  const size = 25 * mebibyte; // five 5 MiB parts: two stored are 40 %
  const name = 'reuniao-bucket-retomada.wav';
  const file = { name, mimeType: 'audio/wav', buffer: wavOf(size) };
  await page.goto(`${appUrl}/login`);
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  // The route API drives the progress: parts 1 and 2 reach the bucket, part 3 is held until the tab closes.
  let partThreeHeld: () => void = () => {};
  const held = new Promise<void>((resolve) => (partThreeHeld = resolve));
  await page.route(
    (url) => url.href.startsWith(s3.endpoint) && url.searchParams.get('partNumber') === '3',
    () => partThreeHeld(),
  );
  let recorded = 0;
  const twoPartsRecorded = new Promise<void>((resolve) =>
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/parts')) recorded += 1;
      if (recorded === 2) resolve();
    }),
  );
  await page.getByRole('button', { name: 'Enviar gravação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await dialog.getByLabel('Arquivo').setInputFiles(file);
  await dialog.getByLabel('Título da reunião').fill('Bucket retomado');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await twoPartsRecorded;
  await held;
  await page.close();

  const second = await context.newPage();
  const bucketParts: string[] = [];
  second.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().startsWith(s3.endpoint))
      bucketParts.push(new URL(request.url()).searchParams.get('partNumber') ?? '');
  });
  await second.goto(`${appUrl}/meetings`);
  const interrupted = second.getByRole('region', { name: 'Envios interrompidos' });
  await expect(interrupted.getByText(`Envio interrompido: ${name}, 40%`)).toBeVisible();
  const chooser = second.waitForEvent('filechooser');
  await interrupted.getByRole('button', { name: `Continuar o envio de ${name}` }).click();
  await (await chooser).setFiles(file);
  const resumed = second.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
  await expect(resumed.getByText('Reunião criada')).toBeVisible({ timeout: 60_000 });
  // Only the parts the bucket did not hold were sent.
  expect(bucketParts).toEqual(['3', '4', '5']);
});
