import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';

test.use({ storageState: storageStateOf('seller') });

const invalidLinkMessage = 'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.';

async function openAddMeeting(page: Page) {
  await page.goto('/meetings');
  await page.getByRole('button', { name: 'Adicionar reunião' }).click();
  return page.getByRole('dialog', { name: 'Adicionar reunião' });
}

async function addMeeting(page: Page, link: string, title: string) {
  const dialog = await openAddMeeting(page);
  await dialog.getByLabel('Link da reunião').fill(link);
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  const row = page
    .getByRole('list', { name: 'Suas reuniões' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toBeVisible();
  return row;
}

test('a meeting added by link goes on top and its bot status reaches done without a reload', async ({
  page,
}) => {
  const title = `Demonstração ${Date.now()}`;
  const row = await addMeeting(page, 'https://meet.google.com/abc-defg-hij', title);
  await expect(page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem').first()).toContainText(
    title,
  );

  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await expect(row).toContainText('Concluída', { timeout: 30_000 });
  expect(reloaded).toBe(false);

  // The row opens the meeting's own page.
  await row.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/meetings\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // What the bot heard: the pt-BR transcript, with its speakers, and the recording to play it from.
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
  await expect(lines.first()).toBeVisible();
  expect(await lines.count()).toBeGreaterThan(3);
  await expect(page.getByLabel('Áudio da reunião')).toBeVisible();
});

test('a waiting-room timeout link ends with its Portuguese reason on the list', async ({ page }) => {
  const title = `Sala de espera ${Date.now()}`;
  const row = await addMeeting(page, 'https://meet.google.com/wrt-tmot-out', title);
  await expect(row).toContainText('Tempo esgotado na sala de espera', { timeout: 30_000 });
  await expect(row).toContainText('O bot ficou tempo demais na sala de espera e ninguém o admitiu.');
});

test('an unsupported link shows the validation message and keeps what was typed', async ({ page }) => {
  const dialog = await openAddMeeting(page);
  await dialog.getByLabel('Link da reunião').fill('https://example.com/reuniao');
  await dialog.getByLabel('Título').fill('Reunião com cliente');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();

  await expect(dialog.getByText(invalidLinkMessage)).toBeVisible();
  await expect(dialog.getByLabel('Link da reunião')).toHaveValue('https://example.com/reuniao');
  await expect(dialog.getByLabel('Título')).toHaveValue('Reunião com cliente');
});
