/** One event of an emulated bot's visit, in Recall's terms (https://docs.recall.ai/docs/bot-status-change-events). */
export type EmulatedStep = {
  /** Seconds after the bot starts joining, at BOT_TIME_SCALE 1. */
  atSeconds: number;
  /** `bot.<code>` status changes, or the recording's and transcript's `*.done` media events. */
  event: 'status' | 'recording.done' | 'transcript.done';
  code?: string;
  subCode?: string | null;
};

const status = (atSeconds: number, code: string, subCode: string | null = null): EmulatedStep => ({
  atSeconds,
  event: 'status',
  code,
  subCode,
});

const joining = status(0, 'joining_call');
const waitingRoom = status(4, 'in_waiting_room');
const admitted = status(10, 'in_call_not_recording');
const inCall = [admitted, status(13, 'recording_permission_allowed'), status(15, 'in_call_recording')];

/**
 * Every way an emulated bot's visit can go. `normal` records the call (about 90 s at scale 1); the others
 * end the way Recall reports a failure (call_ended or fatal with its sub-code) and are chosen by test codes
 * in the link (scenarioFor).
 */
export const scenarios = {
  normal: [
    joining,
    waitingRoom,
    ...inCall,
    status(78, 'call_ended', 'call_ended_by_host'),
    { atSeconds: 84, event: 'recording.done' },
    { atSeconds: 89, event: 'transcript.done' },
    status(90, 'done'),
  ],
  waitingRoomTimeout: [
    joining,
    waitingRoom,
    status(40, 'call_ended', 'timeout_exceeded_waiting_room'),
    status(41, 'done'),
  ],
  kickedFromCall: [
    joining,
    waitingRoom,
    ...inCall,
    status(45, 'call_ended', 'bot_kicked_from_call'),
    status(46, 'done'),
  ],
  meetingNotFound: [joining, status(5, 'fatal', 'meeting_not_found')],
  botRejected: [
    joining,
    waitingRoom,
    status(20, 'call_ended', 'bot_kicked_from_waiting_room'),
    status(21, 'done'),
  ],
  recordingDenied: [
    joining,
    waitingRoom,
    admitted,
    status(20, 'recording_permission_denied'),
    status(21, 'done'),
  ],
} satisfies Record<string, EmulatedStep[]>;

export type ScenarioName = keyof typeof scenarios;

/** Google Meet codes that make the emulated bot fail on purpose, for demos and tests (docs/features/meetings.md). */
const testMeetingCodes: Record<string, ScenarioName> = {
  'wrt-tmot-out': 'waitingRoomTimeout',
  'kck-from-cal': 'kickedFromCall',
  'not-fnd-mtg': 'meetingNotFound',
  'bot-rjct-adm': 'botRejected',
  'rec-deny-prm': 'recordingDenied',
};

export function scenarioFor(meetingUrl: string): ScenarioName {
  const code = meetingUrl.match(/meet\.google\.com\/([a-z-]+)/)?.[1];
  return (code && testMeetingCodes[code]) || 'normal';
}

/** After `leave_call`: the bot leaves at once; a call it was recording still brings its recording. */
export function leavingSteps(recorded: boolean): EmulatedStep[] {
  const leave = status(0, 'call_ended', 'bot_received_leave_call');
  if (!recorded) return [leave, status(1, 'done')];
  return [
    leave,
    { atSeconds: 2, event: 'recording.done' },
    { atSeconds: 3, event: 'transcript.done' },
    status(4, 'done'),
  ];
}
