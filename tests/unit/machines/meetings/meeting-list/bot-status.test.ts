import { describe, expect, it } from 'vitest';
import { isBotActive } from '../../../../../src/machines/meetings/meeting-list/bot-status.ts';

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
