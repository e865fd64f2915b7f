import type { ExitReason, MeetingStatus } from '../../../../src/api-contract/meeting.ts';

/** A Recall status change as the meeting shows it: its status, why the bot left, the timeline's sentence. */
export type MeetingStep = {
  status: MeetingStatus;
  exitReason?: ExitReason;
  message: (botName: string) => string;
};

const step = (status: MeetingStatus, message: MeetingStep['message'], exitReason?: ExitReason) => ({
  status,
  message,
  exitReason,
});

/** The timeline's pt-BR sentences of the product's own steps (scheduled, recording stored, transcript). */
export const productSteps = {
  scheduled: step('scheduled', (bot) => `${bot} entrará na reunião no horário marcado.`),
  recordingStored: step('recording_succeeded', () => 'A gravação foi concluída.'),
  done: step('done', () => 'Transcrição, respostas e análise prontas.'),
  failedToJoin: step('internal_error', () => 'Erro interno do bot; reinicie o bot para tentar de novo.'),
} satisfies Record<string, MeetingStep>;

/** Codes that mean the same on both sides (https://docs.recall.ai/docs/bot-status-change-events). */
const sameCode: Record<string, MeetingStep> = {
  joining_call: step('joining_call', (bot) => `${bot} está entrando na reunião.`),
  in_waiting_room: step(
    'in_waiting_room',
    (bot) => `${bot} está na sala de espera, aguardando ser admitido.`,
  ),
  in_call_not_recording: step(
    'in_call_not_recording',
    (bot) => `${bot} entrou na chamada e pediu permissão para gravar.`,
  ),
  recording_permission_allowed: step(
    'recording_permission_allowed',
    () => 'O anfitrião permitiu a gravação.',
  ),
  recording_permission_denied: step(
    'recording_permission_denied',
    (bot) => `O anfitrião negou a permissão de gravação; ${bot} saiu sem gravar.`,
    'never_started_recording',
  ),
  in_call_recording: step('in_call_recording', (bot) => `${bot} está gravando a reunião.`),
};

/** Why the bot left the call: `call_ended`'s sub-codes (https://docs.recall.ai/docs/sub-codes). */
const callEnded: Record<string, MeetingStep> = {
  call_ended_by_host: step('call_ended', () => 'O anfitrião encerrou a chamada.', 'host_ended_call'),
  call_ended_by_platform_idle: step(
    'call_ended',
    () => 'A plataforma encerrou a chamada por inatividade.',
    'platform_idle',
  ),
  call_ended_by_platform_max_length: step(
    'call_ended',
    () => 'A chamada atingiu a duração máxima da plataforma.',
    'max_length',
  ),
  timeout_exceeded_waiting_room: step(
    'waiting_room_timeout',
    (bot) => `Ninguém admitiu ${bot} na sala de espera a tempo; o bot saiu.`,
    'waiting_room_timeout',
  ),
  timeout_exceeded_noone_joined: step(
    'failed',
    () => 'Ninguém entrou na chamada; o bot saiu.',
    'nobody_joined',
  ),
  timeout_exceeded_everyone_left: step(
    'call_ended',
    () => 'Todos saíram da chamada; o bot saiu.',
    'everyone_left',
  ),
  timeout_exceeded_silence_detected: step(
    'call_ended',
    () => 'A chamada ficou em silêncio; o bot saiu.',
    'silence',
  ),
  timeout_exceeded_only_bots_detected_using_participant_names: step(
    'call_ended',
    () => 'Só havia bots na chamada; o bot saiu.',
    'only_bots',
  ),
  timeout_exceeded_only_bots_detected_using_participant_events: step(
    'call_ended',
    () => 'Só havia bots na chamada; o bot saiu.',
    'only_bots',
  ),
  timeout_exceeded_recording_permission_denied: step(
    'recording_permission_denied',
    (bot) => `Ninguém permitiu a gravação a tempo; ${bot} saiu sem gravar.`,
    'never_started_recording',
  ),
  timeout_exceeded_in_call_not_recording: step(
    'call_ended',
    (bot) => `${bot} não conseguiu começar a gravar a tempo e saiu.`,
    'never_started_recording',
  ),
  timeout_exceeded_max_duration: step(
    'call_ended',
    () => 'A gravação atingiu a duração máxima; o bot saiu.',
    'max_duration',
  ),
  bot_kicked_from_call: step(
    'bot_removed',
    (bot) => `Um participante removeu ${bot} da chamada.`,
    'kicked_from_call',
  ),
  bot_kicked_from_waiting_room: step(
    'bot_rejected',
    (bot) => `O anfitrião recusou a entrada de ${bot}.`,
    'kicked_from_waiting_room',
  ),
  bot_received_leave_call: step(
    'call_ended',
    (bot) => `${bot} saiu da chamada a pedido.`,
    'received_leave_command',
  ),
};

/** Fatal sub-codes that mean the link leads nowhere. */
const meetingGone = new Set([
  'meeting_not_found',
  'meeting_link_expired',
  'meeting_link_invalid',
  'meeting_ended',
]);

/** Codes that move nothing on the meeting: `ready` (created), `done` (the copy of the media follows). */
const silentCodes = new Set(['ready', 'done', 'recording_done', 'analysis_done', 'media_expired']);

/**
 * What a Recall status change means for the meeting; undefined when it moves nothing. A code or sub-code
 * this product does not know is kept (as the log's sub-code and in its sentence) under the catch-all
 * `status_change` status.
 */
export function meetingStepOf(code: string, subCode: string | null): MeetingStep | undefined {
  if (silentCodes.has(code)) return undefined;
  if (sameCode[code]) return sameCode[code];
  if (code === 'call_ended') {
    return (
      (subCode && callEnded[subCode]) ||
      step('call_ended', () => `O bot saiu da chamada${subCode ? ` (${subCode})` : ''}.`)
    );
  }
  if (code === 'fatal') {
    if (subCode && meetingGone.has(subCode)) {
      return step('meeting_not_found', () => 'Erro fatal: a reunião não existe ou o link expirou.');
    }
    return step('fatal', () => `Erro fatal do bot${subCode ? ` (${subCode})` : ''}.`);
  }
  return step('status_change', () => `O bot informou o status "${code}"${subCode ? ` (${subCode})` : ''}.`);
}

/** The lifecycle's order, for two changes stamped with the same instant; unknown codes come first. */
const lifecycle = [
  'ready',
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'recording_permission_allowed',
  'recording_permission_denied',
  'in_call_recording',
  'call_ended',
  'fatal',
  'done',
];

export function lifecycleRank(code: string): number {
  return lifecycle.indexOf(code) + 1;
}

/** Codes after which the bot does nothing more: the copy of its media can start. */
export const finalCodes = new Set(['done', 'fatal']);
