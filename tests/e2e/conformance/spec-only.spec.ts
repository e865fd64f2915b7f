import { expect, test } from '../support/test.ts';
import { seller } from '../support/accounts.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { conformanceShare } from '../support/conformance-share.ts';
import { signInThroughForm } from '../support/sign-in.ts';

/*
 * The conformance run (`npm run test:e2e-conformance`, issue 28): the server answers 404 to every /api
 * extension (API_EXTENSIONS=off), as a backend built to the product spec alone would. The spec's features
 * still work; a feature that needs an extension says it is not available on this server, and the rest of
 * its page works.
 */

const unavailable = 'Este recurso não está disponível neste servidor.';

test('sign-in by SRP, and a wrong password says so although the basic-login fallback is not there', async ({
  page,
}) => {
  await page.goto('/login');
  await signInThroughForm(page, { email: seller.email, password: 'Errada@2026!' });
  await expect(page.getByRole('alert')).toHaveText(
    'Email ou senha incorretos. Por favor, verifique suas credenciais e tente novamente.',
  );
  await signInThroughForm(page, seller);
  await expect(page).toHaveURL(/\/meetings$/);
  await expect(page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem').first()).toBeVisible();
});

test.describe('as the seller', () => {
  test.use({ storageState: storageStateOf('seller') });

  test('a transcript uploads through the spec upload calls and its meeting opens', async ({ page }) => {
    await page.goto('/meetings');
    await expect(
      page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem').first(),
    ).toBeVisible();
    // No resuming on a server without the unfinished uploads' list: no panel, and no failure either.
    await expect(page.getByText(/Envio interrompido|envios interrompidos/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar gravação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar gravação ou transcrição' });
    const title = `Conformidade ${test.info().repeatEachIndex}-${test.info().workerIndex}`;
    await dialog.getByLabel('Arquivo').setInputFiles({
      name: 'conformidade.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(
        'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n<v Lucas Almeida>Bom dia, vamos falar do orçamento.\n\n' +
          '00:00:04.000 --> 00:00:08.000\n<v Cliente>Temos verba aprovada para o trimestre.\n',
      ),
    });
    await dialog.getByLabel('Título da reunião').fill(title);
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await expect(dialog.getByText('Reunião criada')).toBeVisible({ timeout: 30_000 });
    await dialog.getByRole('link', { name: 'Abrir a reunião' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('the meeting page plays the recording and asks the AI; the share panel says it is not available', async ({
    page,
  }) => {
    await page.goto(`/meetings/${conformanceShare.meetingId}`);
    await expect(page.getByLabel(/^(Vídeo|Áudio) da reunião$/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Gerenciar link público' }).click();
    await expect(page.getByRole('status').filter({ hasText: unavailable })).toBeVisible();

    const chat = page.getByRole('region', { name: 'Pergunte à IA' });
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith('/message') && response.request().method() === 'POST',
    );
    await chat.getByLabel('Sua pergunta').fill('Quais os próximos passos?');
    await chat.getByRole('button', { name: 'Perguntar' }).click();
    expect((await answered).status()).toBe(200);
    const answer = chat.getByRole('log', { name: 'Conversa com a IA' }).locator('article').last();
    await expect(answer).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(answer).not.toBeEmpty();
  });

  test('templates, settings and integrations open', async ({ page }) => {
    await page.goto('/templates');
    await expect(
      page.getByRole('list', { name: 'Todos os modelos' }).getByRole('listitem').first(),
    ).toBeVisible();

    await page.goto('/config/general');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();

    // The calendar cards need the calendar status, an extension: each says so, the page stays.
    await page.goto('/config/calendar');
    await expect(page.getByRole('status').filter({ hasText: unavailable })).toHaveCount(2);

    await page.goto('/config/integrations');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('the extension pages and actions say they are not available here', async ({ page }) => {
    await page.goto('/search?q=orçamento');
    await expect(page.getByText('Este recurso não está disponível neste servidor.')).toBeVisible();
    // People, teams and the audit log: each part of the page says so.
    await page.goto('/config/users');
    await expect(page.getByText('Este recurso não está disponível neste servidor.').first()).toBeVisible();
  });

  test('the daily reports page opens without the coverage options', async ({ page }) => {
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test.describe('as the team leader', () => {
  test.use({ storageState: storageStateOf('leader') });

  test('the dashboard shows the team', async ({ page }) => {
    await page.goto('/enablement/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Painel do time' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Resumo do período' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeHidden();
  });
});

test("a guest plays the recording with the spec's Basic credentials and reads what else is not shown", async ({
  page,
}) => {
  const video = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/share/video');
  await page.goto(`/s/${conformanceShare.shareId}`);
  await page.getByLabel('Senha', { exact: true }).fill(conformanceShare.password);
  await page.getByRole('button', { name: 'Abrir reunião' }).click();
  // Basic base64(link id:password), as spec section 7 builds it for GET /api/share/video.
  const expected = Buffer.from(`${conformanceShare.shareId}:${conformanceShare.password}`).toString('base64');
  expect((await video).headers()['authorization']).toBe(`Basic ${expected}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'não estão disponíveis neste servidor' }),
  ).toBeVisible();
  const player = page.getByLabel(/^(Vídeo|Áudio) da reunião$/);
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.duration), { timeout: 15_000 })
    .toBeGreaterThan(0);
});
