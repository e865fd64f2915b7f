import { expect, test, type Locator } from '../support/test.ts';
import type { MeetingList } from '../../../src/api-contract/meeting.ts';
import type { Transcription } from '../../../src/api-contract/transcription.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { addBotMeeting, bearerOf, openWhenTranscribed } from '../support/bot-meeting.ts';

test.use({ storageState: storageStateOf('seller') });

/** Waits until the player stands within `second` (as seek-line.ts does for transcript lines). */
async function expectPlayerAt(player: Locator, second: number) {
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => Math.floor(element.currentTime)))
    .toBe(second);
}

test('a finished seed meeting shows its coaching figures beside their target bands', async ({
  page,
  request,
}) => {
  const auth = await bearerOf(page);
  const response = await request.get('/api/meetings?status=done&limit=100', { headers: auth });
  const aDayAgo = Date.now() - 24 * 3600 * 1000;
  const meeting = ((await response.json()) as MeetingList).meetings.find(
    (candidate) => Date.parse(candidate.startTime) < aDayAgo && candidate.meetingType === 'EXTERNAL',
  );
  if (!meeting) throw new Error('the seed has no finished external meeting for the seller');
  await page.goto(`/meetings/${meeting.id}`);

  const coaching = page.getByRole('region', { name: 'Coaching' });
  await expect(coaching.getByText(`Lado do vendedor na transcrição: ${meeting.owner.name}`)).toBeVisible();
  const metrics = coaching
    .getByRole('list', { name: 'Métricas de coaching da reunião' })
    .getByRole('listitem');
  await expect(metrics).toHaveCount(8);
  await expect(metrics.first()).toContainText(/Fala do vendedor: \d+(,\d)?%/);
  await expect(metrics.first()).toContainText('Meta: 35% a 65%');
  await expect(metrics.filter({ hasText: 'Ritmo (palavras por minuto)' })).toContainText('Dentro da meta');
});

test('a moment off target plays the recording from there', async ({ page, request }) => {
  test.setTimeout(120_000);
  const auth = await bearerOf(page);
  const meeting = await addBotMeeting(request, auth, {
    title: `Coaching com vícios de linguagem ${Date.now()}`,
    meetingUrl: 'https://meet.google.com/cch-fill-ers',
  });
  await openWhenTranscribed(page, meeting);

  // The seller corrects one of their lines to what they really said: full of fillers.
  const transcript = (await (
    await request.get(`/api/meetings/${meeting.id}/transcription`, { headers: auth })
  ).json()) as Transcription;
  const line = transcript.segments.find(
    (segment) => segment.speaker === meeting.owner.name && segment.startSeconds >= 20,
  );
  if (!line) throw new Error('the recorded call has no line of the seller after 0:20');
  const corrected = await request.put(`/api/transcriptions/${transcript.id}`, {
    headers: auth,
    data: { segments: [{ id: line.id, text: `Então, tipo, é... ${line.text}` }] },
  });
  expect(corrected.ok()).toBe(true);

  await page.reload();
  const coaching = page.getByRole('region', { name: 'Coaching' });
  const minutes = Math.floor(line.startSeconds / 60);
  const seconds = String(Math.floor(line.startSeconds % 60)).padStart(2, '0');
  const moment = coaching.getByRole('button', {
    name: new RegExp(
      `^${minutes}:${seconds} · .* de palavras de preenchimento na fala — .* \\(ouvir a partir daqui\\)$`,
    ),
  });
  await expect(moment).toBeVisible();
  const player = page.getByLabel(/^(Vídeo|Áudio) da reunião$/);
  await moment.click();
  await expectPlayerAt(player, Math.floor(line.startSeconds));
});
