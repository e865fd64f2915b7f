import { expect, test, type Locator, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

const chatLink = 'https://meet.google.com/cht-chat-ask';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A citation chip and the second it names: "m:ss · Quem falou" in one meeting's answer, "Título · m:ss ·
 * Quem falou" (that meeting's title) in an answer about several.
 */
async function citationOf(scope: Locator, title?: string): Promise<{ chip: Locator; second: number }> {
  const meeting = title === undefined ? '' : `${escaped(title)} · `;
  const chip = scope.getByRole('button', { name: new RegExp(`^${meeting}(\\d+):(\\d\\d) · \\S`) }).first();
  await expect(chip).toBeVisible({ timeout: 30_000 });
  const [, minutes, seconds] = /(\d+):(\d\d) · /.exec((await chip.textContent()) ?? '')!;
  return { chip, second: Number(minutes) * 60 + Number(seconds) };
}

const player = (page: Page) => page.getByLabel(/^(Vídeo|Áudio) da reunião$/);

async function expectPlayerAt(page: Page, second: number) {
  await expect
    .poll(() => player(page).evaluate((element: HTMLMediaElement) => Math.floor(element.currentTime)), {
      timeout: 15_000,
    })
    .toBe(second);
}

test('the seller asks a suggested question about a meeting, sees the answer with citations, plays a cited moment and stops an answer', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const title = `Chat da reunião ${Date.now()}`;
  const meeting = await addBotMeeting(request, auth, { title, meetingUrl: chatLink });
  await openWhenTranscribed(page, meeting);

  const chat = page.getByRole('region', { name: 'Pergunte à IA' });
  const log = chat.getByRole('log', { name: 'Conversa com a IA' });
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/api/meeting-chat/${meeting.id}/message`),
  );
  await chat.getByRole('button', { name: 'Quais os próximos passos?' }).click();
  // The answer comes as a stream of NDJSON lines, shown as they arrive.
  expect((await answered).headers()['content-type']).toContain('application/x-ndjson');
  await expect(log.getByText('Quais os próximos passos?')).toBeVisible();
  const { chip, second } = await citationOf(log);
  await expect(chat.getByRole('button', { name: 'Perguntar' })).toBeVisible();

  await expect
    .poll(() => player(page).evaluate((element: HTMLMediaElement) => element.readyState))
    .toBeGreaterThan(0);
  await chip.click();
  await expectPlayerAt(page, second);

  // A slow connection (the browser's own throttling, nothing faked) keeps the answer coming long enough to stop it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 400,
    uploadThroughput: -1,
  });
  try {
    await chat.getByLabel('Sua pergunta').fill('Resuma em 5 tópicos');
    await chat.getByRole('button', { name: 'Perguntar' }).click();
    const streaming = log.locator('article[aria-busy="true"]');
    await expect(streaming).toBeVisible();
    await expect(streaming).not.toContainText('A IA está respondendo', { timeout: 30_000 });
    await chat.getByRole('button', { name: 'Parar resposta' }).click();
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await expect(log.getByText('Resposta interrompida.')).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Parar resposta' })).toHaveCount(0);
  await expect(chat.getByLabel('Sua pergunta')).toHaveValue('');
});

test('the seller picks two meetings on the list, asks about both, and a citation opens that meeting at that moment', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const stamp = `Chat cruzado ${Date.now()}`;
  const [first, second] = await Promise.all([
    addBotMeeting(request, auth, { title: `${stamp} — Horizonte`, meetingUrl: chatLink }),
    addBotMeeting(request, auth, { title: `${stamp} — Aurora`, meetingUrl: chatLink }),
  ]);
  // Both transcripts are in before asking.
  await openWhenTranscribed(page, first!);
  await openWhenTranscribed(page, second!);

  await page.goto('/meetings');
  await page.getByLabel('Buscar').fill(stamp);
  const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await page.getByRole('checkbox', { name: `Selecionar ${first!.title}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${second!.title}` }).check();
  await expect(page.getByText('2 reuniões selecionadas')).toBeVisible();
  await page.getByRole('button', { name: 'Perguntar à IA' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pergunte à IA sobre 2 reuniões' });
  await dialog.getByLabel('Sua pergunta').fill('Quais os próximos passos?');
  await dialog.getByRole('button', { name: 'Perguntar' }).click();
  // Every claim names its meeting and moment: chips of both meetings.
  await citationOf(dialog, first!.title);
  const { chip, second: moment } = await citationOf(dialog, second!.title);
  await chip.click();

  await expect(page).toHaveURL(new RegExp(`/meetings/${second!.id}\\?t=${moment}$`));
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  await expectPlayerAt(page, moment);
});
