import type { BotReport } from '../../../src/machines/bot/bot-status/actors.ts';

const log = (status: string, message: string) => ({
  at: '2026-03-02T13:00:00.000Z',
  status: status as BotReport['logs'][number]['status'],
  source: 'bot' as const,
  subCode: null,
  message,
});

/** One report per phase of the lifecycle, plus a code the app does not know. */
export const botReports = {
  scheduled: { status: 'scheduled', exitReason: null, logs: [] },
  joining: { status: 'joining_call', exitReason: null, logs: [log('joining_call', 'O bot está entrando.')] },
  waitingRoom: { status: 'in_waiting_room', exitReason: null, logs: [] },
  notRecording: { status: 'in_call_not_recording', exitReason: null, logs: [] },
  recording: { status: 'in_call_recording', exitReason: null, logs: [] },
  paused: { status: 'recording_paused', exitReason: null, logs: [] },
  callEnded: { status: 'call_ended', exitReason: 'host_ended_call', logs: [] },
  recordingDone: { status: 'recording_succeeded', exitReason: null, logs: [] },
  done: { status: 'done', exitReason: 'host_ended_call', logs: [] },
  failed: { status: 'waiting_room_timeout', exitReason: 'waiting_room_timeout', logs: [] },
  fatal: { status: 'fatal', exitReason: null, logs: [] },
  unknown: { status: 'teleported_to_mars', exitReason: 'alien_code', logs: [] },
} satisfies Record<string, BotReport>;
