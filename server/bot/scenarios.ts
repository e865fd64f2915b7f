import type { ExitReason, MeetingStatus } from '../../src/services/api/schemas/meeting.ts';

export type BotStep = {
  /** Seconds after joining at BOT_TIME_SCALE 1. */
  atSeconds: number;
  status: MeetingStatus;
  subCode: string | null;
  /** The timeline's pt-BR sentence, naming the bot as its company calls it (bot config). */
  message: (botName: string) => string;
  exitReason?: ExitReason;
};

const joining: BotStep = {
  atSeconds: 0,
  status: 'joining_call',
  subCode: null,
  message: (bot) => `${bot} está entrando na reunião.`,
};
const waitingRoom: BotStep = {
  atSeconds: 4,
  status: 'in_waiting_room',
  subCode: null,
  message: (bot) => `${bot} está na sala de espera, aguardando ser admitido.`,
};
const inCall: BotStep[] = [
  {
    atSeconds: 10,
    status: 'in_call_not_recording',
    subCode: null,
    message: (bot) => `${bot} entrou na chamada e pediu permissão para gravar.`,
  },
  {
    atSeconds: 13,
    status: 'recording_permission_allowed',
    subCode: null,
    message: () => 'O anfitrião permitiu a gravação.',
  },
  {
    atSeconds: 15,
    status: 'in_call_recording',
    subCode: null,
    message: (bot) => `${bot} está gravando a reunião.`,
  },
];

/**
 * Every way the simulated bot's visit can go. `normal` is the happy path (about 90 s at scale 1); the others
 * end in a failure status and are chosen by test codes in the link (see scenarioFor).
 */
export const scenarios = {
  normal: [
    joining,
    waitingRoom,
    ...inCall,
    {
      atSeconds: 78,
      status: 'call_ended',
      subCode: 'call_ended_by_host',
      message: () => 'O anfitrião encerrou a chamada.',
      exitReason: 'host_ended_call',
    },
    {
      atSeconds: 84,
      status: 'recording_succeeded',
      subCode: null,
      message: () => 'A gravação foi concluída.',
    },
    {
      atSeconds: 90,
      status: 'done',
      subCode: null,
      message: () => 'Transcrição, respostas e análise prontas.',
    },
  ],
  waitingRoomTimeout: [
    joining,
    waitingRoom,
    {
      atSeconds: 40,
      status: 'waiting_room_timeout',
      subCode: 'timeout_exceeded_waiting_room',
      message: (bot) => `Ninguém admitiu ${bot} na sala de espera a tempo; o bot saiu.`,
      exitReason: 'waiting_room_timeout',
    },
  ],
  kickedFromCall: [
    joining,
    waitingRoom,
    ...inCall,
    {
      atSeconds: 45,
      status: 'bot_removed',
      subCode: 'bot_kicked_from_call',
      message: (bot) => `Um participante removeu ${bot} da chamada.`,
      exitReason: 'kicked_from_call',
    },
  ],
  meetingNotFound: [
    joining,
    {
      atSeconds: 5,
      status: 'meeting_not_found',
      subCode: 'fatal',
      message: () => 'Erro fatal: a reunião não existe ou o link expirou.',
    },
  ],
  botRejected: [
    joining,
    waitingRoom,
    {
      atSeconds: 20,
      status: 'bot_rejected',
      subCode: 'bot_kicked_from_waiting_room',
      message: (bot) => `O anfitrião recusou a entrada de ${bot}.`,
      exitReason: 'kicked_from_waiting_room',
    },
  ],
  recordingDenied: [
    joining,
    waitingRoom,
    inCall[0]!,
    {
      atSeconds: 20,
      status: 'recording_permission_denied',
      subCode: 'recording_permission_denied',
      message: (bot) => `O anfitrião negou a permissão de gravação; ${bot} saiu sem gravar.`,
      exitReason: 'never_started_recording',
    },
  ],
} satisfies Record<string, BotStep[]>;

export type ScenarioName = keyof typeof scenarios;

/** Google Meet codes that make the simulated bot fail on purpose, for demos and tests. */
export const testMeetingCodes: Record<string, ScenarioName> = {
  'wrt-tmot-out': 'waitingRoomTimeout',
  'kck-from-cal': 'kickedFromCall',
  'not-fnd-mtg': 'meetingNotFound',
  'bot-rjct-adm': 'botRejected',
  'rec-deny-prm': 'recordingDenied',
};

export function scenarioFor(meetingUrl: string | null): ScenarioName {
  const code = meetingUrl?.match(/meet\.google\.com\/([a-z-]+)/)?.[1];
  return (code && testMeetingCodes[code]) || 'normal';
}

export function stepsOf(name: string): BotStep[] {
  return name in scenarios ? scenarios[name as ScenarioName] : scenarios.normal;
}
