import { expect, test } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { seekToLine } from '../support/seek-line.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

test('the owner shares a meeting; a guest in a fresh browser opens it, plays and seeks; turning the link off locks the guest out', async ({
  page,
  browser,
  request,
}) => {
  // A meeting of its own, added by link: the emulated Recall bot brings a transcript and its synthetic recording.
  const auth = await bearerOf(page);
  const title = `Reunião compartilhada ${Date.now()}`;
  const meeting = await addBotMeeting(request, auth, {
    title,
    meetingUrl: 'https://meet.google.com/shr-link-rec',
  });
  await openWhenTranscribed(page, meeting);

  // The owner turns the link on with a generated password, shown once beside the link.
  const panel = page.getByRole('region', { name: 'Compartilhar por link' });
  await panel.getByRole('button', { name: 'Gerenciar link público' }).click();
  await expect(panel.getByText('O link público está desativado.')).toBeVisible();
  await panel.getByRole('button', { name: 'Ativar com senha gerada' }).click();
  await expect(panel.getByText('O link público está ativo', { exact: false })).toBeVisible();
  const link = await panel.getByLabel('Link público').inputValue();
  const password = await panel.getByLabel('Senha definida').inputValue();
  expect(link).toMatch(/\/s\/[^/]+$/);
  expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);

  // A guest: a new browser context, no session at all.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(link);
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(guest.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await guest.getByLabel('Senha', { exact: true }).fill(password);
    await guest.getByRole('button', { name: 'Abrir reunião' }).click();

    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // It opens on the summary; the transcript is the next tab.
    await expect(guest.getByRole('tab', { name: 'Resumo' })).toHaveAttribute('aria-selected', 'true');
    await expect(guest.getByRole('tabpanel', { name: 'Resumo' })).toBeVisible();
    await guest.getByRole('tab', { name: 'Transcrição' }).click();
    const lines = guest.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');
    await expect(lines.nth(3)).toBeVisible();
    // Read-only: no editing offered to a guest.
    await expect(guest.getByRole('button', { name: /^Corrigir fala/ })).toHaveCount(0);

    const audio = guest.getByLabel('Áudio da reunião');
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState))
      .toBeGreaterThan(0);
    const line = lines.nth(3);
    const second = await seekToLine(line, audio);
    await audio.evaluate((element: HTMLAudioElement) => element.play());
    await expect
      .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
      .toBeGreaterThan(second);
    await expect(line).toHaveAttribute('aria-current', 'true');

    // The owner turns the link off: the guest's password opens nothing any more.
    await panel.getByRole('button', { name: 'Desativar link' }).click();
    await panel.getByRole('button', { name: 'Desativar agora' }).click();
    await expect(panel.getByText('O link público está desativado.')).toBeVisible();

    await guest.reload();
    await guest.getByLabel('Senha', { exact: true }).fill(password);
    await guest.getByRole('button', { name: 'Abrir reunião' }).click();
    await expect(guest.getByRole('alert')).toHaveText('Link ou senha inválidos.');
    await expect(guest.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  } finally {
    await guestContext.close();
  }
});
