import { expect } from 'vitest';
import { phaseOf, type BotPhase } from '../../../../src/domain/bot-lifecycle.ts';
import { meetingSchema } from '../../../../src/api-contract/meeting.ts';

/** The API as one signed-in person calls it, on whichever server `baseUrl` names. */
export function apiAs(token: string) {
  return async (baseUrl: string, method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api${pathname}`, {
      method,
      headers: {
        authorization: token,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.ok, `${method} ${pathname} answered ${response.status}: ${text}`).toBe(true);
    return text ? (JSON.parse(text) as unknown) : undefined;
  };
}

export type Api = ReturnType<typeof apiAs>;

/** A meeting added by link, its bot asked to join now. */
export async function addMeetingByLink(api: Api, baseUrl: string, title: string): Promise<string> {
  const created = await api(baseUrl, 'POST', '/meetings', {
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    title,
    startTime: new Date().toISOString(),
  });
  return meetingSchema.parse(created).id;
}

/** Asks `baseUrl` for the meeting's bot phase every half second until `wanted` says yes, or fails. */
export async function waitForPhase(
  api: Api,
  baseUrl: () => string,
  meetingId: string,
  wanted: (phase: BotPhase) => boolean,
  timeoutMs = 120_000,
): Promise<BotPhase> {
  const seen: BotPhase[] = [];
  const ends = Date.now() + timeoutMs;
  while (Date.now() < ends) {
    const phase = phaseOf(meetingSchema.parse(await api(baseUrl(), 'GET', `/meetings/${meetingId}`)).status);
    if (seen.at(-1) !== phase) seen.push(phase);
    if (wanted(phase)) return phase;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the meeting's bot went through ${seen.join(' -> ')} and never reached the phase wanted`);
}

export const inCall = (phase: BotPhase) => ['inCallNotRecording', 'recording', 'paused'].includes(phase);
