import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';
import { seekToLine } from '../support/seek-line.ts';

test.use({ storageState: storageStateOf('seller') });

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element scrolls inside itself (a box with its own scroll bar) rather than with the page. */
const scrollsInside = (element: Locator) =>
  element.evaluate(
    (node) => node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== 'visible',
  );

/** A meeting the bot recorded and transcribed, open, with one answer of the chat and its citation chips. */
async function openWithAnswer(page: Page, request: Parameters<typeof addBotMeeting>[0], title: string) {
  const meeting = await addBotMeeting(request, await bearerOf(page), {
    title,
    meetingUrl: 'https://meet.google.com/lay-outs-one',
  });
  await openWhenTranscribed(page, meeting);
  const chat = page.getByRole('region', { name: 'Pergunte à IA' });
  await chat.getByRole('button', { name: 'Quais os próximos passos?' }).click();
  // "m:ss · Quem falou": the moment and the speaker.
  const chips = chat.getByRole('button', { name: /^\d+:\d\d · \S/ });
  await expect(chips.first()).toBeVisible({ timeout: 30_000 });
  return { chat, chips };
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one scroll: transcript and chat flow with the page; "Corrigir fala" stays whole; the WhatsApp button covers neither the chips nor the question field', async ({
    page,
    request,
  }) => {
    const { chat, chips } = await openWithAnswer(
      page,
      request,
      `Reunião no celular ${randomUUID().slice(0, 8)}`,
    );
    expect(await scrollsInside(page.getByRole('list', { name: 'Falas da transcrição' }))).toBe(false);
    expect(await scrollsInside(chat.getByRole('log', { name: 'Conversa com a IA' }))).toBe(false);

    // One line of text: a button broken mid-word ("Corrigi r fala") would be two lines tall.
    const correct = page.getByRole('button', { name: /^Corrigir fala: / }).first();
    const renameHeight = (await page
      .getByRole('button', { name: /^Renomear participante: / })
      .first()
      .boundingBox())!.height;
    expect((await correct.boundingBox())!.height).toBe(renameHeight);
    expect(await correct.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    // At the page's end, where the chat is, the floating button sits on nothing of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const whatsApp = (await page.getByRole('link', { name: /WhatsApp/ }).boundingBox())!;
    const covered: Locator[] = [
      chat.getByRole('textbox'),
      chat.getByRole('button', { name: 'Perguntar' }),
      ...(await chips.all()),
    ];
    for (const element of covered) {
      const box = await element.boundingBox();
      if (box)
        expect(overlaps(box, whatsApp), `${await element.textContent()} is under the button`).toBe(false);
    }
  });
});

test.describe('on a desktop (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the transcript scrolls inside a column as tall as the window, never a short box; the line playing stays in view', async ({
    page,
    request,
  }) => {
    await openWithAnswer(page, request, `Reunião no computador ${randomUUID().slice(0, 8)}`);
    const list = page.getByRole('list', { name: 'Falas da transcrição' });
    const transcript = page.getByRole('region', { name: 'Transcrição' });
    // Beside the insights (the summary's panel is to its left).
    const summaryBox = (await page.getByRole('region', { name: 'Resumo' }).boundingBox())!;
    const transcriptBox = (await transcript.boundingBox())!;
    expect(transcriptBox.x).toBeGreaterThan(summaryBox.x + summaryBox.width);

    if (await scrollsInside(list)) {
      // Its own scroll only when the column (player and transcript) fills the window's height.
      const player = (await page.getByRole('region', { name: 'Gravação' }).boundingBox())!;
      expect(transcriptBox.y + transcriptBox.height - player.y).toBeGreaterThanOrEqual(900 - 40);
    }

    // Both ways: a clicked line plays from there, and the player brings the line it plays into the list's view.
    const audio = page.getByLabel('Áudio da reunião');
    const lines = list.getByRole('listitem');
    await seekToLine(lines.nth(1), audio);
    await expect(lines.nth(1)).toHaveAttribute('aria-current', 'true');
    // A late line the recording reaches (the emulator's recording may end before the transcript's last line),
    // at least two displayed seconds before the next one: a second into it is inside it whatever its fraction.
    const duration = await audio.evaluate((node: HTMLMediaElement) => node.duration);
    const starts = await lines
      .locator('time')
      .evaluateAll((times) =>
        times.map((time) => (time.textContent ?? '').split(':').map(Number)).map(([m, s]) => m! * 60 + s!),
      );
    const index = starts.findLastIndex(
      (second, at) => second + 2 < duration && (starts[at + 1] ?? duration) - second >= 2,
    );
    expect(index).toBeGreaterThan(1);
    const last = lines.nth(index);
    // Paused, so the playing line stays the one the player was put on.
    await audio.evaluate((node: HTMLMediaElement, second) => {
      node.pause();
      node.currentTime = second + 1;
    }, starts[index]!);
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(last).toBeInViewport();
  });
});
