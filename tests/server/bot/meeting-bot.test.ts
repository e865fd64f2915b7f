import { expect, test } from 'vitest';
import { meetingLogsSchema, meetingSchema } from '../../../src/api-contract/meeting.ts';
import { meetingAnswersSchema, enrichmentSchema } from '../../../src/api-contract/meeting-detail.ts';
import { transcriptionSchema } from '../../../src/api-contract/transcription.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeWithFastBot, happyCallStatuses, waitForStatus } from './support/bot-server.ts';

describeWithFastBot('meeting bot (Recall adapter and emulator)', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);

  async function addMeeting(meetingUrl: string, startTime = new Date().toISOString()) {
    const response = await server().call('POST', '/api/meetings', await tokenOf(accounts.seller.email), {
      meetingUrl,
      title: 'Reunião de teste do bot',
      startTime,
    });
    expect(response.status).toBe(201);
    return meetingSchema.parse(await response.json());
  }

  async function logsOf(id: string) {
    const response = await server().call(
      'GET',
      `/api/meetings/${id}/logs`,
      await tokenOf(accounts.seller.email),
    );
    expect(response.status).toBe(200);
    return meetingLogsSchema.parse(await response.json());
  }

  test('walks the whole lifecycle to done, with a pt-BR transcript, answers and enrichment', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/abc-defg-hij');
    expect(created.status).toBe('joining_call');
    const done = await waitForStatus(server(), token, created.id, ['done']);
    expect(done.exitReason).toBe('host_ended_call');
    expect(done.durationSeconds).toBeGreaterThan(60);
    expect(done.participants.length).toBeGreaterThan(0);

    const logs = await logsOf(created.id);
    expect(logs.map((log) => log.status)).toEqual(happyCallStatuses);
    expect(logs.map((log) => log.at)).toEqual(logs.map((log) => log.at).toSorted());
    expect(logs.find((log) => log.status === 'call_ended')?.subCode).toBe('call_ended_by_host');

    const transcript = transcriptionSchema.parse(
      await (await server().call('GET', `/api/meetings/${created.id}/transcription`, token)).json(),
    );
    expect(transcript.status).toBe('done');
    expect(transcript.segments.length).toBeGreaterThan(10);
    expect(new Set(transcript.segments.map((segment) => segment.speaker)).size).toBeGreaterThan(1);

    const answers = meetingAnswersSchema.parse(
      await (await server().call('GET', `/api/meeting/answers/${created.id}`, token)).json(),
    );
    expect(answers.length).toBeGreaterThan(0);
    const segmentIds = new Set(transcript.segments.map((segment) => segment.id));
    for (const answer of answers)
      for (const source of answer.sources) expect(segmentIds.has(source.segmentId)).toBe(true);
    for (const answer of answers) expect(answer.sources.length > 0).toBe(answer.answer !== null);

    const enrichment = enrichmentSchema.parse(
      await (await server().call('GET', `/api/enrichment/${created.id}`, token)).json(),
    );
    expect(enrichment.talkTime.reduce((sum, entry) => sum + entry.percentage, 0)).toBeCloseTo(100, 0);
  });

  test.each([
    ['wrt-tmot-out', 'waiting_room_timeout', 'waiting_room_timeout', 'in_waiting_room'],
    ['kck-from-cal', 'bot_removed', 'kicked_from_call', 'in_call_recording'],
    ['not-fnd-mtg', 'meeting_not_found', null, 'joining_call'],
    ['bot-rjct-adm', 'bot_rejected', 'kicked_from_waiting_room', 'in_waiting_room'],
    ['rec-deny-prm', 'recording_permission_denied', 'never_started_recording', 'in_call_not_recording'],
  ] as const)('the test code %s ends in %s (exit reason %s)', async (code, status, exitReason, before) => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting(`https://meet.google.com/${code}`);
    const ended = await waitForStatus(server(), token, created.id, [status, 'done']);
    expect(ended.status).toBe(status);
    expect(ended.exitReason).toBe(exitReason);
    const statuses = (await logsOf(created.id)).map((log) => log.status);
    expect(statuses.at(-1)).toBe(status);
    expect(statuses.at(-2)).toBe(before);
    expect((await server().call('GET', `/api/meetings/${created.id}/transcription`, token)).status).toBe(404);
  });

  test('a meeting starting later is scheduled; disabled it is never joined, enabled it is', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting(
      'https://zoom.us/j/98765432101',
      new Date(Date.now() + 600).toISOString(),
    );
    expect(created.status).toBe('scheduled');
    expect((await logsOf(created.id)).map((log) => log.status)).toEqual(['scheduled']);
    const disabled = meetingSchema.parse(
      await (await server().call('PATCH', `/api/meetings/disable/${created.id}`, token)).json(),
    );
    expect(disabled.isEnabled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(
      meetingSchema.parse(await (await server().call('GET', `/api/meetings/${created.id}`, token)).json())
        .status,
    ).toBe('scheduled');
    const enabled = meetingSchema.parse(
      await (await server().call('PATCH', `/api/meetings/enable/${created.id}`, token)).json(),
    );
    expect(enabled.isEnabled).toBe(true);
    await waitForStatus(server(), token, created.id, ['done']);
  });

  test('restart-bot starts the lifecycle again from a failure and it can reach done', async () => {
    const token = await tokenOf(accounts.seller.email);
    const created = await addMeeting('https://meet.google.com/kck-from-cal');
    await waitForStatus(server(), token, created.id, ['bot_removed']);
    const restarted = await server().call('PATCH', `/api/meetings/${created.id}/restart-bot`, token);
    expect(restarted.status).toBe(200);
    const meeting = meetingSchema.parse(await restarted.json());
    expect(meeting.exitReason).toBeNull();
    await waitForStatus(server(), token, created.id, ['bot_removed']);
    const statuses = (await logsOf(created.id)).map((log) => log.status);
    expect(statuses.filter((status) => status === 'status_change')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'bot_removed')).toHaveLength(2);
  });

  test('the list and the meeting answer 304 to an unchanged ETag', async () => {
    const token = await tokenOf(accounts.seller.email);
    const first = await server().call('GET', '/api/meetings?limit=5', token);
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await fetch(`${server().baseUrl}/api/meetings?limit=5`, {
      headers: { authorization: token, 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
  });
});
