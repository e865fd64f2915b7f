import { expect, test, type Page } from './support/test.ts';
import type { Meeting } from '../../src/services/api/schemas/meeting.ts';
import { storageStateOf } from './support/auth-state.ts';

test.use({ storageState: storageStateOf('seller') });

/** The bearer header the app itself sends, for adding a meeting by API. */
async function sellerAuth(page: Page): Promise<{ authorization: string }> {
  const listRequest = page.waitForRequest((request) => /\/api\/meetings\?/.test(request.url()));
  await page.goto('/meetings');
  const authorization = (await listRequest).headers()['authorization'];
  if (!authorization) throw new Error('the meetings list was requested without a bearer token');
  return { authorization };
}

const player = (page: Page) => page.getByLabel(/^(Vídeo|Áudio) da reunião$/);

test("the summary lists the call's next steps, objections, amounts and dates; a click plays that moment", async ({
  page,
  request,
}) => {
  const auth = await sellerAuth(page);
  const title = `Resumo com objeções ${Date.now()}`;
  const created = await request.post('/api/meetings', {
    headers: auth,
    data: { meetingUrl: 'https://meet.google.com/sum-mary-obj', title, startTime: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const meeting = (await created.json()) as Meeting;

  // The simulated bot records one of the seed's pt-BR sales calls and brings its transcript.
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByText('Concluído').first()).toBeVisible({ timeout: 30_000 });
  const summary = page.getByRole('region', { name: 'Resumo' });
  await expect(summary.getByRole('heading', { name: 'Objeções' })).toBeVisible();
  await expect(summary.getByText('Nenhum próximo passo identificado.')).toHaveCount(0);
  await expect(summary.getByText('Nenhuma objeção identificada.')).toHaveCount(0);
  await expect(
    summary.getByRole('list', { name: 'Valores e datas' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect
    .poll(() => player(page).evaluate((element: HTMLMediaElement) => element.readyState))
    .toBeGreaterThan(0);

  // Each fact names its moment; clicking it stands the player there.
  for (const fact of [
    summary.getByRole('button', { name: /^Ouvir em \d+:\d\d: / }).first(),
    summary.getByRole('list', { name: 'Valores e datas' }).getByRole('button').last(),
  ]) {
    const [minutes, seconds] = (
      /^Ouvir em (\d+):(\d\d)/.exec((await fact.getAttribute('aria-label')) ?? '') ?? []
    )
      .slice(1)
      .map(Number);
    await fact.click();
    await expect
      .poll(() => player(page).evaluate((element: HTMLMediaElement) => Math.floor(element.currentTime)), {
        timeout: 15_000,
      })
      .toBe(minutes! * 60 + seconds!);
  }
});
