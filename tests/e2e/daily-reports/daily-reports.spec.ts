import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { expectNoSeriousViolations, expectNoSidewaysScroll } from '../support/axe.ts';

type ReceivedMail = { to: string[]; subject: string; text: string; html: string | null };

/** What the embedded SMTP server received for `to` (GET /mail/_outbox lists newest first; loopback only). */
async function mailTo(request: APIRequestContext, to: string): Promise<ReceivedMail[]> {
  const response = await request.get(`/mail/_outbox?${new URLSearchParams({ to })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ReceivedMail[];
}

const reportCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Relatórios diários' }).getByRole('listitem').filter({ hasText: name });

test.describe('as the administrator', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('creates a report, sends a test and reads it in the outbox, edits it, deletes it', async ({
    page,
    request,
  }) => {
    const name = `Relatório E2E ${Date.now()}`;
    const recipient = `relatorio-${Date.now()}@demo.com.br`;
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios diários' })).toBeVisible();

    // Create, with a mistake first: the refusal is in Portuguese and what was typed stays.
    await page.getByRole('button', { name: 'Novo relatório' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo relatório diário' });
    await dialog.getByLabel('Nome do relatório').fill(name);
    await dialog.getByLabel('Destinatários').fill('gestao@demo');
    await dialog.getByRole('button', { name: 'Novo relatório' }).click();
    await expect(dialog.getByText('Há um destinatário com e-mail inválido; confira a lista.')).toBeVisible();
    await expect(dialog.getByText('Escolha ao menos uma equipe ou um vendedor.')).toBeVisible();
    await expect(dialog.getByLabel('Nome do relatório')).toHaveValue(name);
    await expectNoSeriousViolations(page, 'the create dialog with its errors');
    await dialog.getByLabel('Destinatários').fill(recipient);
    await dialog.getByRole('group', { name: 'Equipes' }).getByLabel('Comercial').check();
    await dialog.getByLabel('Horário de envio (Brasília)').fill('18:30');
    await dialog.getByRole('button', { name: 'Novo relatório' }).click();
    await expect(dialog).toBeHidden();
    const card = reportCard(page, name);
    await expect(card).toContainText('18:30');
    await expect(card).toContainText(recipient);
    await expect(card).toContainText('Equipes: Comercial');
    await expect(card).toContainText('E-mail: Ligado');

    // Its page: send a test now; the e-mail is in the outbox.
    await card.getByRole('link', { name: `Editar o relatório ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar teste agora' }).click();
    await expect(page.getByText(`Enviado para ${recipient}: relatório de`)).toBeVisible();
    await expect.poll(async () => (await mailTo(request, recipient)).length).toBe(1);
    const [mail] = await mailTo(request, recipient);
    expect(mail?.subject).toMatch(new RegExp(`^Relatório diário: ${name} \\(\\d{2}/\\d{2}/\\d{4}\\)$`));
    expect(mail?.text).toContain('horário de Brasília');
    expect(mail?.text).toContain('Lucas Almeida <vendedor@demo.com.br>');
    expect(mail?.html).toContain('<h1');
    await expectNoSeriousViolations(page, 'a report with its test result');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoSidewaysScroll(page, 'a report at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Edit: the time and the switch; saved, and the list shows it.
    await page.getByLabel('Horário de envio (Brasília)').fill('07:45');
    await page.getByLabel('Enviar o e-mail todos os dias').uncheck();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Relatório salvo.' })).toBeAttached();
    await page.getByRole('link', { name: 'Voltar aos relatórios' }).click();
    await expect(reportCard(page, name)).toContainText('07:45');
    await expect(reportCard(page, name)).toContainText('E-mail: Desligado');

    // Delete, after the question.
    await reportCard(page, name)
      .getByRole('button', { name: `Excluir o relatório ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Excluir o relatório “${name}”?` });
    await expect(confirm.getByRole('button', { name: 'Manter' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Excluir relatório' }).click();
    await expect(confirm).toBeHidden();
    await expect(reportCard(page, name)).toHaveCount(0);
  });
});

test.describe('as a seller', () => {
  test.use({ storageState: storageStateOf('seller') });

  test('is denied the pages and the API', async ({ page, request }) => {
    // The seller's own bearer token, as the app sends it.
    const apiCall = page.waitForRequest(
      (candidate) => candidate.url().includes('/api/') && Boolean(candidate.headers()['authorization']),
    );
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/access-denied$/);
    const authorization = (await apiCall).headers()['authorization']!;
    const response = await request.get('/api/daily-report-config', { headers: { authorization } });
    expect(response.status()).toBe(403);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Somente um administrador pode configurar os relatórios diários.',
    );
  });
});
