import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test.ts';
import type { Meeting } from '../../../src/api-contract/meeting.ts';
import type { Transcription } from '../../../src/api-contract/transcription.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { bearerOf } from '../support/bot-meeting.ts';
import { meetingJoinedAs, nameTheBot } from '../support/bot-name.ts';
import { corpusFor, fieldMax } from '../support/xss-corpus.ts';

/*
 * The XSS corpus written (as the seller, through the API) into every text a person writes today: meeting
 * titles, transcript speakers and lines, template names and questions, chat questions and the company
 * vocabulary; and, as the administrator, the company's bot name (shown on /config/bot and in a meeting's bot
 * timeline) and the administrator's own webhook URL (its field on /config/integrations). Every page that
 * shows the texts is then opened and checked: no dialog, no script ran, the text is there literally, nothing
 * wider than its box.
 */

test.use({ storageState: storageStateOf('seller') });

const tag = `XSS${Date.now()}`;
const titles = corpusFor(tag, fieldMax.meetingTitle);
const lines = corpusFor(tag, fieldMax.longText);
const speakers = corpusFor(tag, fieldMax.speaker);
const templateNames = corpusFor(tag, fieldMax.templateName);
const questions = corpusFor(tag, fieldMax.question);
const chatQuestions = corpusFor(tag, fieldMax.longText);
const words = corpusFor(tag, fieldMax.vocabularyWord);
const botNames = corpusFor(tag, fieldMax.botName);
const texts = (payloads: { text: string }[]) => payloads.map((payload) => payload.text);
/** The rich meeting (transcript, answers, chat, share) carries the iframe payload as its title. */
const richTitle = titles.find((payload) => payload.name === 'iframe srcdoc')!.text;
const sharePassword = 'senha-do-corpus-xss';

type Written = { meeting: Meeting; shareId: string };
let written: Promise<Written> | undefined;

async function call(request: APIRequestContext, auth: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { authorization: auth }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/** Writes the whole corpus once per run, as the seller (the bearer header the app itself sends). */
function writeCorpus(page: Page, request: APIRequestContext): Promise<Written> {
  written ??= (async () => {
    const listed = page.waitForRequest((sent) => /\/api\/meetings\?/.test(sent.url()));
    await page.goto('/meetings');
    const auth = (await listed).headers()['authorization']!;
    const send = (method: string, url: string, data?: unknown) => call(request, auth, method, url, data);

    // Titles: one meeting each (an upload waiting for its file), plus the rich one the bot records.
    for (const title of texts(titles).filter((text) => text !== richTitle)) {
      await send('POST', '/api/upload/meetings', {
        fileName: 'corpus.mp4',
        contentType: 'video/mp4',
        sizeBytes: 1000,
        title,
      });
    }
    const meeting = (await (
      await send('POST', '/api/meetings', {
        meetingUrl: 'https://meet.google.com/xss-corp-tst',
        title: richTitle,
        startTime: new Date().toISOString(),
      })
    ).json()) as Meeting;
    let transcription: Transcription | undefined;
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/meetings/${meeting.id}/transcription`, {
            headers: { authorization: auth },
          });
          transcription = response.ok() ? ((await response.json()) as Transcription) : undefined;
          return transcription?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('done');

    // Speakers and lines.
    const segments = transcription!.segments;
    const [first, second] = [...new Set(segments.map((segment) => segment.speaker))];
    const put = (body: unknown) => send('PUT', `/api/transcriptions/${transcription!.id}`, body);
    await put({ renameSpeaker: { from: first, to: speakers.find((p) => p.name === 'img onerror')!.text } });
    await put({ renameSpeaker: { from: second, to: speakers.find((p) => p.name === 'long word')!.text } });
    await put({ segments: lines.map((line, index) => ({ id: segments[index]!.id, text: line.text })) });

    // Templates: one per name; the first holds every question and answers the rich meeting.
    const templateIds: string[] = [];
    for (const [index, name] of texts(templateNames).entries()) {
      const body = { name, questions: index === 0 ? texts(questions) : ['Qual o próximo passo?'] };
      templateIds.push(((await (await send('POST', '/api/templates', body)).json()) as { id: string }).id);
    }
    await send(
      'GET',
      `/api/meetings/admin/load/template?meetingId=${meeting.id}&templateId=${templateIds[0]}`,
    );

    // Chat questions, each stored and answered (the answer streams to its end before the next).
    for (const content of texts(chatQuestions)) {
      await (await send('POST', `/api/meeting-chat/${meeting.id}/message`, { content })).text();
    }

    // Company vocabulary (shown in its section of /config/general).
    for (const word of texts(words)) await send('POST', '/api/companies/vocabularies', { word });
    const vocabulary = (await (await send('GET', '/api/companies/vocabularies')).json()) as {
      word: string;
    }[];
    expect(vocabulary.map((entry) => entry.word)).toEqual(expect.arrayContaining(texts(words)));

    const share = (await (
      await send('PUT', `/api/meetings/${meeting.id}/share`, { password: sharePassword })
    ).json()) as { shareId: string };
    return { meeting, shareId: share.shareId };
  })();
  return written;
}

/** Every alert, confirm or prompt a page opens: none may. */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

type Overflow = { text: string; element: string; by: number };

/**
 * Texts holding `marker` that stick out of the box that should hold them: the text's right edge beyond the
 * nearest ancestor that clips or scrolls (or the page), unless that text is deliberately cut with an ellipsis.
 */
function overflowsOf(marker: string): Overflow[] {
  const found: Overflow[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.includes(marker) || !node.parentElement) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const right = range.getBoundingClientRect().right;
    let box: Element = node.parentElement;
    let ellipsis = false;
    while (box !== document.documentElement) {
      const style = getComputedStyle(box);
      if (style.textOverflow === 'ellipsis') ellipsis = true;
      if (style.overflowX !== 'visible') break;
      box = box.parentElement ?? document.documentElement;
    }
    const limit =
      box === document.documentElement
        ? document.documentElement.clientWidth
        : box.getBoundingClientRect().right;
    if (right > limit + 1 && !ellipsis) {
      const element = node.parentElement;
      found.push({
        text: (node.textContent ?? '').slice(0, 40),
        element: `${element.tagName.toLowerCase()}.${element.className}`,
        by: Math.round(right - limit),
      });
    }
  }
  return found;
}

/** What the page (or the part of it in `scope`) must show and must not have done. */
async function expectSafe(
  page: Page,
  opened: string[],
  shown: string[],
  scope: Locator = page.locator('body'),
) {
  // Shown literally: the page's text holds each payload as written, markup and all.
  await expect.poll(() => scope.innerText()).toBeTruthy();
  const visible = await scope.innerText();
  expect(shown.filter((text) => !visible.includes(text))).toEqual([]);
  // Nothing ran, and no markup of the corpus became elements.
  expect(await page.evaluate(() => Reflect.get(window, '__xss'))).toBeUndefined();
  expect(
    await page.evaluate(
      () =>
        document.querySelectorAll(
          'body script, [onerror], [onload], iframe[srcdoc], a[href^="javascript:" i], img[src="x"]',
        ).length,
    ),
  ).toBe(0);
  expect(opened).toEqual([]);
  // Layout: no sideways scrolling of the page, no text of the corpus (the markup is one long word too)
  // sticking out of its box.
  expect(await page.evaluate(overflowsOf, tag)).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/** The same checks on a 360 px phone, where every box is narrowest. */
async function expectSafeOnPhone(page: Page, opened: string[], shown: string[], scope?: Locator) {
  await page.setViewportSize({ width: 360, height: 740 });
  await expectSafe(page, opened, shown, scope);
}

test('the meetings list shows every hostile title as text', async ({ page, request }) => {
  const opened = watchDialogs(page);
  await writeCorpus(page, request);
  await page.goto('/meetings');
  await page.getByLabel('Buscar').fill(tag);
  const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
  await expect(rows).toHaveCount(titles.length);
  await expectSafe(page, opened, texts(titles));
  await expectSafeOnPhone(page, opened, []);
});

test('the "Perguntar à IA" dialog shows a hostile question and the hostile title it cites as text', async ({
  page,
  request,
}) => {
  const opened = watchDialogs(page);
  await writeCorpus(page, request);
  await page.goto('/meetings');
  await page.getByLabel('Buscar').fill(tag);
  await page.getByRole('checkbox', { name: `Selecionar ${richTitle}` }).check();
  await page.getByRole('button', { name: 'Perguntar à IA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pergunte à IA sobre 1 reunião' });
  const asked = chatQuestions
    .filter((payload) => payload.name !== 'RTL override')
    .map((payload) => payload.text);
  for (const question of [asked[0]!, asked.at(-1)!]) {
    await dialog.getByLabel('Sua pergunta').fill(question);
    await dialog.getByRole('button', { name: 'Perguntar' }).click();
    await expect(dialog.getByRole('button', { name: 'Perguntar' })).toBeVisible({ timeout: 30_000 });
  }
  await expectSafe(page, opened, [asked[0]!, asked.at(-1)!], dialog);
});

test('the meeting page shows the hostile title, speakers, lines, questions and chat as text', async ({
  page,
  request,
}) => {
  const opened = watchDialogs(page);
  const { meeting } = await writeCorpus(page, request);
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: richTitle })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').nth(6),
  ).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversa com a IA' })).toContainText(chatQuestions[0]!.text);
  await expectSafe(page, opened, [
    richTitle,
    speakers.find((p) => p.name === 'img onerror')!.text,
    speakers.find((p) => p.name === 'long word')!.text,
    ...texts(lines),
    ...texts(questions),
    ...texts(chatQuestions),
  ]);
  await expectSafeOnPhone(page, opened, [richTitle, ...texts(lines)]);
});

test("the shared meeting's guest page shows the hostile title, speakers and lines as text", async ({
  page,
  browser,
  request,
}) => {
  const { shareId } = await writeCorpus(page, request);
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    const opened = watchDialogs(guest);
    await guest.goto(`/s/${shareId}`);
    await guest.getByLabel('Senha', { exact: true }).fill(sharePassword);
    await guest.getByRole('button', { name: 'Abrir reunião' }).click();
    await expect(guest.getByRole('heading', { level: 1, name: richTitle })).toBeVisible();
    // The guest page opens on the summary; the lines are in the transcript's tab.
    await guest.getByRole('tab', { name: 'Transcrição' }).click();
    await expect(
      guest.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').nth(6),
    ).toBeVisible();
    await expectSafe(guest, opened, [richTitle, ...texts(lines)]);
    await expectSafeOnPhone(guest, opened, [richTitle, ...texts(lines)]);
  } finally {
    await guestContext.close();
  }
});

test('the templates page shows hostile names and questions as text', async ({ page, request }) => {
  const opened = watchDialogs(page);
  await writeCorpus(page, request);
  await page.goto('/templates');
  const list = page.getByRole('list', { name: 'Modelos' });
  await expect(list).toBeVisible();
  await expectSafe(page, opened, texts(templateNames));
  await list.getByRole('button', { name: templateNames[0]!.text, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: templateNames[0]!.text })).toBeVisible();
  const values = await page
    .getByRole('textbox', { name: /^Pergunta \d+$/ })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(values).toEqual(texts(questions));
  await expectSafe(page, opened, [templateNames[0]!.text]);
  await expectSafeOnPhone(page, opened, [templateNames[0]!.text]);
});

test('the vocabulary section of /config/general shows hostile words as text', async ({ page, request }) => {
  const opened = watchDialogs(page);
  await writeCorpus(page, request);
  await page.goto('/config/general');
  const section = page.getByRole('region', { name: 'Vocabulário da empresa' });
  await expect(section.getByRole('list', { name: 'Palavras do vocabulário' })).toBeVisible();
  await expectSafe(page, opened, texts(words), section);
  await expectSafeOnPhone(page, opened, texts(words), section);
});

test.describe('the bot name', () => {
  test.use({ storageState: storageStateOf('admin') });

  test('a hostile bot name shows as text in a meeting timeline and on /config/bot', async ({
    page,
    request,
  }) => {
    const opened = watchDialogs(page);
    const auth = await bearerOf(page);
    const shown = ['img onerror', 'long word'].map((name) => botNames.find((p) => p.name === name)!.text);
    try {
      for (const name of shown) {
        const meeting = await meetingJoinedAs(request, auth, name, 'Reunião do corpus do nome do bot');
        await page.goto(`/meetings/${meeting.id}`);
        const timeline = page.getByRole('list', { name: 'Linha do tempo do bot' });
        await expect(timeline).toContainText(`${name} está entrando na reunião.`);
        await expectSafe(page, opened, [name]);
        await expectSafeOnPhone(page, opened, [name], timeline);
        await page.setViewportSize({ width: 1280, height: 720 });
      }
      await page.goto('/config/bot');
      await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(shown.at(-1)!);
      await expectSafe(page, opened, [shown.at(-1)!]);
      await expectSafeOnPhone(page, opened, [shown.at(-1)!]);
    } finally {
      await nameTheBot(request, auth);
    }
  });
});

test.describe('the webhook URL', () => {
  // The administrator's own webhook, so the seller's (integrations-webhook.spec.ts) is never touched.
  test.use({ storageState: storageStateOf('admin') });

  test('a hostile webhook URL shows literally in its field on /config/integrations', async ({
    page,
    request,
  }) => {
    const opened = watchDialogs(page);
    const listed = page.waitForRequest((sent) => /\/api\/meetings\?/.test(sent.url()));
    await page.goto('/meetings');
    const auth = (await listed).headers()['authorization']!;
    const save = (webHook: string | null) =>
      call(request, auth, 'PATCH', '/api/users/integrations/webhook', { webHook });
    // Markup in the path and query: still an https URL the server accepts, stored as typed.
    const urls = corpusFor(tag, fieldMax.longText)
      .filter((payload) => ['script tag', 'img onerror', 'long word'].includes(payload.name))
      .map((payload) => `https://hooks.exemplo.com.br/${payload.text}`);
    try {
      for (const url of urls) {
        await save(url);
        await page.goto('/config/integrations');
        const section = page.getByRole('region', { name: 'Webhook' });
        await expect(section.getByRole('textbox', { name: 'URL do webhook' })).toHaveValue(url);
        await expectSafe(page, opened, [], section);
        await expectSafeOnPhone(page, opened, [], section);
        await page.setViewportSize({ width: 1280, height: 720 });
      }
    } finally {
      await save(null);
    }
  });
});
