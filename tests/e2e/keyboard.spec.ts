import { addBotMeeting, bearerOf, openWhenTranscribed } from './support/bot-meeting.ts';
import { expect, test, type Locator, type Page } from './support/test.ts';
import { storageStateOf } from './support/auth-state.ts';

test.use({ storageState: storageStateOf('seller'), viewport: { width: 1280, height: 800 } });

/** What has the focus, and whether it draws a ring (an outline or a box shadow) where the eye can find it. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: 'body', visible: false, inDialog: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return {
      name: `${element.tagName.toLowerCase()} "${label}"`,
      visible: outline || shadow,
      inDialog: element.closest('dialog[open]') !== null,
    };
  });
}

/** Tabs `count` times; every stop must be an element of the page with a visible focus ring. */
async function tabThrough(page: Page, count: number) {
  const stops: string[] = [];
  for (let index = 0; index < count; index += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    expect.soft(now.visible, `focus ring on ${now.name}`).toBe(true);
    stops.push(now.name);
  }
  return stops;
}

/** Opens a dialog from `opener` by keyboard, checks Tab never leaves it, closes it with Escape. */
async function dialogTrapsAndReturnsFocus(page: Page, opener: Locator, dialogName: string | RegExp) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  for (let index = 0; index < 12; index += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    // The browser may take the focus to its own toolbar between the last and the first element: never the page.
    if (now.name !== 'body') expect(now.inDialog, `${now.name} is inside the dialog`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('the meeting list by keyboard: every stop shows its focus, the filters and the dialogs keep the focus inside and give it back', async ({
  page,
}) => {
  await page.goto('/meetings');
  const rows = page.getByRole('list', { name: 'Suas reuniões' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();

  const stops = await tabThrough(page, 20);
  // The way through reaches the filters and the rows (their pick box and their title link).
  expect(stops.some((stop) => stop.startsWith('input') || stop.startsWith('select'))).toBe(true);
  expect(stops.some((stop) => stop.startsWith('a'))).toBe(true);

  await dialogTrapsAndReturnsFocus(
    page,
    page.getByRole('button', { name: 'Adicionar reunião' }),
    'Adicionar reunião',
  );
  await dialogTrapsAndReturnsFocus(
    page,
    page.getByRole('button', { name: 'Enviar gravação' }),
    'Enviar gravação ou transcrição',
  );

  // A row opens by keyboard.
  const firstLink = rows.first().getByRole('link');
  const title = (await firstLink.textContent()) ?? '';
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('the meeting page by keyboard: visible focus on every stop; the delete confirmation starts on "keep" and gives the focus back', async ({
  page,
  request,
}) => {
  const meeting = await addBotMeeting(request, await bearerOf(page), {
    title: `Reunião por teclado ${Date.now()}`,
    meetingUrl: 'https://meet.google.com/kbd-only-way',
  });
  await openWhenTranscribed(page, meeting);

  await tabThrough(page, 30);

  // The administrative actions sit behind "Mais ações": Enter opens it, Escape closes it.
  const more = page.getByText('Mais ações');
  await more.focus();
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: 'Excluir reunião' });
  await expect(remove).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(remove).toBeHidden();
  await expect(more).toBeFocused();
  await page.keyboard.press('Enter');
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Excluir esta reunião?' });
  await expect(dialog.getByRole('button', { name: 'Manter reunião' })).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(more).toBeFocused();
});
