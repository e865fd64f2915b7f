import { describe, expect, it } from 'vitest';
import {
  activeMeetingIds,
  awaitsAnalysis,
  isBotActive,
} from '../../../../../src/machines/meetings/meeting-list/bot-status.ts';
import { meetingFixture } from '../../../../model/meetings/meeting-list.fixtures.ts';

const now = Date.parse('2026-11-22T12:00:00Z');
const at = (status: Parameters<typeof isBotActive>[0]['status'], startTime = '2026-11-22T11:00:00Z') => ({
  status,
  startTime,
});

describe('which meetings the list keeps polling', () => {
  it.each(['joining_call', 'in_waiting_room', 'in_call_recording', 'call_ended', 'status_change'] as const)(
    '%s: the bot is still at work',
    (status) => expect(isBotActive(at(status), now)).toBe(true),
  );

  it.each(['done', 'complete', 'waiting_room_timeout', 'recording_permission_denied', 'fatal'] as const)(
    '%s: the bot is done, nothing more to fetch',
    (status) => expect(isBotActive(at(status), now)).toBe(false),
  );

  it('a scheduled meeting from five minutes before its start', () => {
    expect(isBotActive(at('scheduled', '2026-11-22T12:04:00Z'), now)).toBe(true);
    expect(isBotActive(at('scheduled', '2026-11-22T13:00:00Z'), now)).toBe(false);
  });
});

describe('a finished call waiting for its analysis', () => {
  // Started at 11:00 and lasted 50 minutes: it ended at 11:50, ten minutes before `now`.
  const finished = meetingFixture('m-1', {
    status: 'done',
    startTime: '2026-11-22T11:00:00Z',
    durationSeconds: 50 * 60,
    dealContext: null,
  });
  const dealContext = { summary: 'Resumo.', nextStep: null, objectionKinds: [] };

  it('is fetched again until its summary is there, up to ten minutes after the call ended', () => {
    expect(awaitsAnalysis(finished, now)).toBe(true);
    expect(activeMeetingIds([finished], now)).toEqual(['m-1']);
    expect(awaitsAnalysis(finished, now + 1000)).toBe(false);
    expect(awaitsAnalysis({ ...finished, dealContext }, now)).toBe(false);
  });

  it('is not awaited for a failed call, which gets no analysis', () => {
    expect(awaitsAnalysis({ ...finished, status: 'recording_failed' }, now)).toBe(false);
  });
});
