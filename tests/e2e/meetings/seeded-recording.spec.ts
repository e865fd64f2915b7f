import { expect, test } from '../support/test.ts';
import { storageStateOf } from '../support/auth-state.ts';
import { seededFinishedMeeting } from '../support/seeded-meeting.ts';
import { seekToLine } from '../support/seek-line.ts';

test.use({ storageState: storageStateOf('seller') });

test("a seeded finished meeting plays its recording and the transcript's active line follows it (issue 30)", async ({
  page,
  request,
}) => {
  const { meeting, transcript } = await seededFinishedMeeting(page, request);

  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByText('Esta reunião não tem gravação.')).toBeHidden();
  const audio = page.getByLabel('Áudio da reunião');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration))
    .toBeCloseTo(meeting.durationSeconds!, 0);
  const lines = page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem');

  // Clicking a line seeks the recording there and marks it.
  await seekToLine(lines.nth(4), audio);
  await expect(lines.nth(4)).toHaveAttribute('aria-current', 'true');

  // Played from just before the next line, the mark moves on to it as the recording reaches it.
  const next = transcript.segments[3]!;
  await audio.evaluate((element: HTMLAudioElement, at: number) => {
    element.currentTime = at;
  }, next.startSeconds - 0.6);
  await expect(lines.nth(2)).toHaveAttribute('aria-current', 'true');
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect(lines.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime))
    .toBeGreaterThan(next.startSeconds);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
});
