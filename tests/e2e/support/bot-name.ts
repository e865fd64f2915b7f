import { defaultBotName } from '../../../src/api-contract/bot-config.ts';
import type { Meeting, MeetingLog } from '../../../src/api-contract/meeting.ts';
import { addBotMeeting, type Auth } from './bot-meeting.ts';
import { expect, type APIRequestContext } from './test.ts';

/** Names the company's bot (as an administrator, by API); the default name when none is given. */
export async function nameTheBot(
  request: APIRequestContext,
  auth: Auth,
  name: string = defaultBotName,
): Promise<void> {
  const response = await request.put('/api/companies/bot-config/name', { headers: auth, data: { name } });
  expect(response.status(), await response.text()).toBe(200);
}

async function joiningLog(request: APIRequestContext, auth: Auth, meetingId: string): Promise<MeetingLog> {
  let joining: MeetingLog | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/meetings/${meetingId}/logs`, { headers: auth });
      joining = ((await response.json()) as MeetingLog[]).find((log) => log.status === 'joining_call');
      return joining !== undefined;
    })
    .toBe(true);
  return joining!;
}

/**
 * A bot meeting of the administrator's whose bot joined under `name`. The bot's name is the company's, and
 * two spec files (bot-config, xss) rename it: when the other one renamed it between our rename and the bot's
 * first step, we name it again and add another meeting.
 */
export async function meetingJoinedAs(
  request: APIRequestContext,
  auth: Auth,
  name: string,
  title: string,
): Promise<Meeting> {
  for (let attempt = 1; ; attempt += 1) {
    await nameTheBot(request, auth, name);
    const meeting = await addBotMeeting(request, auth, {
      title: `${title} (${attempt})`,
      meetingUrl: 'https://meet.google.com/abc-defg-hij',
    });
    if ((await joiningLog(request, auth, meeting.id)).message.startsWith(name)) return meeting;
    if (attempt === 3) throw new Error(`the bot never joined as ${name}`);
  }
}
