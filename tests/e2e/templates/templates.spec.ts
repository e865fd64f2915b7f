import { expect, test, type Page } from '../support/test.ts';
import { templateListSchema } from '../../../src/api-contract/template.ts';
import { storageStateOf } from '../support/auth-state.ts';

test.use({ storageState: storageStateOf('seller') });

const suggestion = 'O que vocês podem me contar sobre orçamento aprovado?';
const questions = [
  'Como funciona hoje o processo de vendas de vocês?',
  'Quem participa da decisão de compra?',
];

/** The templates page, loaded, with the bearer header the app itself sent for the list. */
async function openTemplates(page: Page): Promise<{ authorization: string }> {
  const listRequest = page.waitForRequest((request) => request.url().endsWith('/api/templates'));
  await page.goto('/templates');
  const authorization = (await listRequest).headers()['authorization'];
  if (!authorization) throw new Error('the templates list was requested without a bearer token');
  await expect(page.getByRole('list', { name: 'Todos os modelos' })).toBeVisible();
  return { authorization };
}

/** A template's card: its button (named by the template) and what describes it (owner, size, badges). */
const listItem = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Todos os modelos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

const questionValues = (page: Page) =>
  page
    .getByRole('textbox', { name: /^Pergunta \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

async function addQuestion(page: Page, text: string, count: number) {
  await page.getByLabel('Nova pergunta').fill(text);
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect(page.getByRole('textbox', { name: /^Pergunta \d+$/ })).toHaveCount(count);
  await expect(page.getByLabel('Nova pergunta')).toHaveValue('');
}

test('the seller builds a template (questions, a suggestion, keyboard reorder), renames, shares and makes it the default; duplicates a ready-made one and deletes with a confirmation', async ({
  page,
  request,
}) => {
  await openTemplates(page);
  const name = `Roteiro E2E ${Date.now()}`;
  const renamed = `${name} revisado`;

  // Create: the new template opens in the editor with the focus on its name.
  await page.getByRole('button', { name: 'Novo modelo' }).click();
  await page.getByLabel('Nome do modelo').fill(name);
  await page.getByRole('button', { name: 'Criar modelo' }).click();
  const heading = page.getByRole('heading', { level: 2, name });
  await expect(heading).toBeFocused();

  // Three questions; the third is a suggestion picked while typing a yes/no question.
  await addQuestion(page, questions[0]!, 1);
  await addQuestion(page, questions[1]!, 2);
  await page.getByLabel('Nova pergunta').fill('Vocês têm orçamento aprovado?');
  await page.getByRole('button', { name: `Usar: ${suggestion}` }).click();
  await expect(page.getByLabel('Nova pergunta')).toHaveValue(suggestion);
  await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
  await expect.poll(() => questionValues(page)).toEqual([...questions, suggestion]);

  // Keyboard reorder: pick the third question up by its handle, two places up, drop it.
  const handle = page.getByRole('button', { name: `Arrastar para reordenar: ${suggestion}` });
  await handle.focus();
  // Each step waits for what a screen reader hears: the list has measured the move before the next key.
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
  await page.keyboard.press('Space');
  await announced('Pergunta 3 selecionada para mover.');
  await page.keyboard.press('ArrowUp');
  await announced('Pergunta movida para a posição 2.');
  await page.keyboard.press('ArrowUp');
  await announced('Pergunta movida para a posição 1.');
  await page.keyboard.press('Space');
  await expect.poll(() => questionValues(page)).toEqual([suggestion, ...questions]);
  // And the buttons: the last one up by one.
  await page.getByRole('button', { name: 'Mover para cima' }).nth(2).click();
  await expect.poll(() => questionValues(page)).toEqual([suggestion, questions[1], questions[0]]);

  // Rename, share, default.
  await page.getByLabel('Nome do modelo').fill(renamed);
  await page.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await page.getByLabel('Compartilhar com a empresa').check();
  await expect(page.getByLabel('Compartilhar com a empresa')).toBeChecked();
  await expect(page.getByLabel('Compartilhar com a empresa')).toBeEnabled();
  await page.getByLabel('Usar como meu modelo padrão nas novas reuniões').check();
  await expect(page.getByLabel('Usar como meu modelo padrão nas novas reuniões')).toBeEnabled();

  // All of it is on the server: after a reload the list and the editor show it.
  const auth = await openTemplates(page);
  const item = listItem(page, renamed);
  await expect(item).toContainText('Compartilhado');
  await expect(item).toContainText('Padrão');
  await expect(item).toContainText('3 perguntas');
  await item.click();
  await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
  await expect.poll(() => questionValues(page)).toEqual([suggestion, questions[1], questions[0]]);
  await expect(page.getByLabel('Compartilhar com a empresa')).toBeChecked();
  await expect(page.getByLabel('Usar como meu modelo padrão nas novas reuniões')).toBeChecked();

  // Back to the seeded default (SPIN Selling), so meetings other suites create keep their template.
  await listItem(page, 'SPIN Selling').click();
  await page.getByLabel('Usar como meu modelo padrão nas novas reuniões').check();
  await expect(listItem(page, 'SPIN Selling')).toContainText('Padrão');
  await expect(listItem(page, renamed)).not.toContainText('Padrão');

  // A ready-made template is read-only for a seller, who may duplicate it.
  await listItem(page, 'MEDDIC').click();
  await expect(page.getByText('Este é um modelo pronto da empresa', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Pergunta \d+$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Duplicar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'MEDDIC (cópia)' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: /^Pergunta \d+$/ })).toHaveCount(6);

  // Deleting asks first and says where the template is in use; the focus goes back to the list.
  await listItem(page, renamed).click();
  await page.getByRole('button', { name: 'Excluir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Excluir o modelo “${renamed}”?` });
  await expect(dialog).toContainText('não está em uso');
  await expect(dialog.getByRole('button', { name: 'Manter modelo' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Excluir modelo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Todos os modelos' })).toBeFocused();
  await expect(listItem(page, renamed)).toHaveCount(0);

  // After a reload: the deleted one is gone, the copy stays.
  await openTemplates(page);
  await expect(listItem(page, renamed)).toHaveCount(0);
  await expect(listItem(page, 'MEDDIC (cópia)').first()).toBeVisible();

  // The rules behind the read-only view, as the API answers them to this seller.
  const list = templateListSchema.parse(
    await (await request.get('/api/templates', { headers: auth })).json(),
  );
  const meddic = list.find((template) => template.name === 'MEDDIC')!;
  const refused = await request.put(`/api/templates/${meddic.id}`, { headers: auth, data: { name: 'Meu' } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Somente um administrador pode alterar os modelos prontos da empresa.',
  );
  const missing = await request.get('/api/templates/00000000-0000-4000-8000-000000000000', { headers: auth });
  expect(missing.status()).toBe(404);
  expect((await missing.json()).message).toBe('Modelo não encontrado.');

  // Leave nothing behind: the copy goes too.
  for (const copy of list.filter((template) => template.name === 'MEDDIC (cópia)' && template.isMine)) {
    expect((await request.delete(`/api/templates/${copy.id}`, { headers: auth })).status()).toBe(204);
  }
});
