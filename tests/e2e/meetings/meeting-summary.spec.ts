import { expect, test, type Page } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

const player = (page: Page) => page.getByLabel(/^(Vídeo|Áudio) da reunião$/);

test("the summary lists the call's next steps, objections, amounts and dates; a click plays that moment", async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const title = `Resumo com objeções ${Date.now()}`;
  // The emulated Recall bot records one of the seed's pt-BR sales calls and brings its transcript.
  const meeting = await addBotMeeting(request, auth, {
    title,
    meetingUrl: 'https://meet.google.com/sum-mary-obj',
  });
  await openWhenTranscribed(page, meeting);
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

  // Each fact names its moment, and each statement of the written summary carries the chat's chip (time and
  // speaker); clicking either stands the player there.
  for (const fact of [
    summary.getByRole('button', { name: / \(ouvir em \d+:\d\d\)$/ }).first(),
    summary.getByRole('list', { name: 'Valores e datas' }).getByRole('button').last(),
    summary.getByRole('button', { name: /^\d+:\d\d · / }).first(),
  ]) {
    const [minutes, seconds] = (/(?:^|ouvir em )(\d+):(\d\d)/.exec((await fact.textContent()) ?? '') ?? [])
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
