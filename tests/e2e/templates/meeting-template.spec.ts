import { expect, test } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

test('the owner answers a meeting with another template; the answers quote the call and stay after a reload', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const title = `Reunião com outro template ${Date.now()}`;
  const meeting = await addBotMeeting(request, auth, {
    title,
    meetingUrl: 'https://meet.google.com/tpl-link-rec',
  });
  await openWhenTranscribed(page, meeting);

  // The meeting starts with the seller's default template (other suites may change it): switch to another one.
  const answers = page.getByRole('region', { name: 'Respostas do modelo' });
  await answers.getByRole('button', { name: 'Trocar modelo' }).click();
  const picker = answers.getByLabel('Modelo');
  const current = await picker.locator('option:checked').textContent();
  const target =
    current === 'SPIN Selling'
      ? { label: 'BANT', question: 'Qual é o orçamento disponível para o projeto (Budget)?' }
      : { label: 'SPIN Selling', question: 'Qual é a situação atual do cliente (Situação)?' };
  await picker.selectOption({ label: target.label });
  await expect(answers.getByText(target.question)).toBeVisible();
  // The answers quote the call they came from (click: play there), or say nobody answered: nothing invented.
  const passages = answers.getByRole('button', { name: /^\d+:\d{2} “.*” \(ouvir o trecho\)$/ });
  await expect(passages.first()).toBeVisible();

  await page.reload();
  await expect(answers.getByText(target.question)).toBeVisible();
  await answers.getByRole('button', { name: 'Trocar modelo' }).click();
  await expect(answers.getByLabel('Modelo').locator('option:checked')).toHaveText(target.label);
});
