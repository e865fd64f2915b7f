import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { seededFinishedMeeting } from '../support/seeded-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

const player = (page: Page) => page.getByLabel(/^(Vídeo|Áudio) da reunião$/);

test('the seller searches a word said in a meeting from the list, sees the line marked and opens the meeting at that moment (issue 29)', async ({
  page,
  request,
}) => {
  const { meeting, transcript } = await seededFinishedMeeting(page, request);
  // A line well into the call, searched by its two longest words as they were said.
  const line = transcript.segments.slice(3).find((segment) => longWords(segment.text).length >= 2);
  if (!line) throw new Error('no line with two long words in the seeded transcript');
  const words = longWords(line.text).slice(0, 2);
  const moment = Math.floor(line.startSeconds);

  await page.goto('/meetings');
  await page.getByLabel('Buscar', { exact: true }).fill(words.join(' '));
  await page.getByRole('link', { name: `Buscar “${words.join(' ')}” nas conversas` }).click();
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar nas conversas' })).toBeVisible();

  const results = page.getByRole('region', { name: 'Trechos encontrados' });
  const hit = results
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/meetings/${meeting.id}?t=${moment}"]`) });
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText(line.text);
  const marked = (await hit.locator('mark').allTextContents()).map((text) => text.toLowerCase());
  expect(marked).toEqual(expect.arrayContaining(words.map((word) => word.toLowerCase())));

  await hit.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/meetings/${meeting.id}\\?t=${moment}$`));
  await expect(page.getByRole('heading', { level: 1, name: meeting.title })).toBeVisible();
  await expect
    .poll(() => player(page).evaluate((element: HTMLMediaElement) => Math.floor(element.currentTime)), {
      timeout: 15_000,
    })
    .toBe(moment);
});

test('a search of nothing said anywhere says so in Portuguese', async ({ page }) => {
  await page.goto('/search?q=xilofonequimerico');
  await expect(page.getByRole('heading', { name: 'Nada encontrado' })).toBeVisible();
  await expect(page.getByLabel('O que procurar')).toHaveValue('xilofonequimerico');
});

/** The words of a line long enough to be its own (seven letters or more), in order, each once. */
function longWords(text: string): string[] {
  return [...new Set(text.match(/\p{L}{7,}/gu) ?? [])];
}
