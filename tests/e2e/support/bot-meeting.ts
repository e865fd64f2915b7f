import type { Meeting } from '../../../src/api-contract/meeting.ts';
import { expect, type APIRequestContext, type Page } from './test.ts';

/** The bearer header the app itself sends. */
export type Auth = { authorization: string };

/** Opens the signed-in user's meetings and keeps the bearer header the app sends, for setting up data by API. */
export async function bearerOf(page: Page): Promise<Auth> {
  const listRequest = page.waitForRequest((request) => /\/api\/meetings\?/.test(request.url()));
  await page.goto('/meetings');
  const authorization = (await listRequest).headers()['authorization'];
  if (!authorization) throw new Error('the meetings list was requested without a bearer token');
  return { authorization };
}

/**
 * A meeting of the caller's own, added by link (`meetingUrl`'s code picks the bot scenario): the emulated Recall
 * bot records one of the seed's pt-BR calls and brings its transcript and a recording.
 */
export async function addBotMeeting(
  request: APIRequestContext,
  auth: Auth,
  { title, meetingUrl }: { title: string; meetingUrl: string },
): Promise<Meeting> {
  const created = await request.post('/api/meetings', {
    headers: auth,
    data: { meetingUrl, title, startTime: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as Meeting;
}

/** Opens the meeting page and waits until the bot is done and its transcript is shown. */
export async function openWhenTranscribed(page: Page, meeting: Meeting): Promise<void> {
  await page.goto(`/meetings/${meeting.id}`);
  await expect(page.getByText('Concluído').first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('list', { name: 'Falas da transcrição' }).getByRole('listitem').nth(3),
  ).toBeVisible();
}
