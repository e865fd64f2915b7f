import { expect, test, type Page } from './support/test.ts';
import type { Meeting } from '../../src/services/api/schemas/meeting.ts';
import { storageStateOf } from './support/auth-state.ts';

test.use({ storageState: storageStateOf('seller') });

/** The bearer header the app itself sends, for creating the meeting by API. */
async function sellerAuth(page: Page): Promise<{ authorization: string }> {
  const listRequest = page.waitForRequest((request) => /\/api\/meetings\?/.test(request.url()));
  await page.goto('/meetings');
  const authorization = (await listRequest).headers()['authorization'];
  if (!authorization) throw new Error('the meetings list was requested without a bearer token');
  return { authorization };
}

test('the owner answers a meeting with another template; the answers quote the call and stay after a reload', async ({
  page,
  request,
}) => {
  // A meeting of its own, added by link: the simulated bot brings a transcript.
  const auth = await sellerAuth(page);
  const title = `Reunião com outro template ${Date.now()}`;
  const created = await request.post('/api/meetings', {
    headers: auth,
    data: { meetingUrl: 'https://meet.google.com/tpl-link-rec', title, startTime: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const meeting = (await created.json()) as Meeting;
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByText('Concluído').first()).toBeVisible({ timeout: 30_000 });

  // The meeting starts with the seller's default template (other suites may change it): switch to another one.
  const answers = page.getByRole('region', { name: 'Respostas do template' });
  await answers.getByRole('button', { name: 'Trocar template' }).click();
  const picker = answers.getByLabel('Template');
  const current = await picker.locator('option:checked').textContent();
  const target =
    current === 'SPIN Selling'
      ? { label: 'BANT', question: 'Qual é o orçamento disponível para o projeto (Budget)?' }
      : { label: 'SPIN Selling', question: 'Qual é a situação atual do cliente (Situação)?' };
  await picker.selectOption({ label: target.label });
  await expect(answers.getByText(target.question)).toBeVisible();
  // The answers quote the call they came from (click: play there), or say nobody answered: nothing invented.
  const passages = answers.getByRole('button', { name: /^Ouvir o trecho em \d+:\d{2}/ });
  await expect(passages.first()).toBeVisible();

  await page.reload();
  await expect(answers.getByText(target.question)).toBeVisible();
  await answers.getByRole('button', { name: 'Trocar template' }).click();
  await expect(answers.getByLabel('Template').locator('option:checked')).toHaveText(target.label);
});
