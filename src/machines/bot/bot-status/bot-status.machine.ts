/*
 * Bot status of one meeting, following the Recall-style lifecycle (src/domain/bot-lifecycle.ts).
 * - fetching: GET the meeting (status, exit reason) and its logs (the timeline).
 * - scheduled, joining, waitingRoom, inCall.{notRecording, recording, paused}, callEnded, recordingDone,
 *   unknown: the bot is still at work; after `botPollInterval` it is fetched again.
 * - done, failed, fatal: settled; polling stops. 'bot.refresh' (after a restart) follows it again.
 * - unavailable: the status could not be read; 'bot.retry' tries again.
 */
import { assign, setup, type AnyEventObject } from 'xstate';
import type { MeetingLog } from '../../../api-contract/meeting.ts';
import { botStatusActors, type BotReport } from './actors.ts';
import { phaseOf, type BotPhase } from '../../../domain/bot-lifecycle.ts';
import type { AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';

export type BotStatusContext = {
  meetingId: string;
  status: string | null;
  exitReason: string | null;
  logs: MeetingLog[];
  /** Why the bot could not be asked, while unavailable. */
  failure: AppError | null;
};

export type BotStatusEvent = { type: 'bot.refresh' } | { type: 'bot.retry' };

const poll = { after: { botPollInterval: { target: '#botStatus.fetching' } } } as const;
// The invoke's done event: its output is fetchBotReport's BotReport (the map below loses that typing).
const reportOf = (event: AnyEventObject): BotReport => event.output as BotReport;

// Where each phase lives in the chart; an unknown code is followed like any other active phase.
const phaseTargets: [BotPhase, string][] = [
  ['scheduled', 'scheduled'],
  ['joining', 'joining'],
  ['waitingRoom', 'waitingRoom'],
  ['inCallNotRecording', 'inCall.notRecording'],
  ['recording', 'inCall.recording'],
  ['paused', 'inCall.paused'],
  ['callEnded', 'callEnded'],
  ['recordingDone', 'recordingDone'],
  ['done', 'done'],
  ['failed', 'failed'],
  ['fatal', 'fatal'],
  ['unknown', 'unknown'],
];

export const botStatusMachine = setup({
  types: {
    context: {} as BotStatusContext,
    events: {} as BotStatusEvent,
    input: {} as { meetingId: string },
  },
  actors: botStatusActors,
  delays: { botPollInterval: 2000 },
  actions: {
    fail: failWith('request'),
    takeReport: assign((_, report: BotReport) => ({
      status: report.status,
      exitReason: report.exitReason,
      logs: report.logs,
      failure: null,
    })),
  },
}).createMachine({
  id: 'botStatus',
  description: 'Status do bot de gravação numa reunião, acompanhado a cada 2 segundos',
  meta: {
    events: {
      'bot.refresh': 'Pediu para acompanhar o bot de novo',
      'xstate.done.actor.fetchBotReport': 'Status e histórico do bot lidos',
      'xstate.error.actor.fetchBotReport': 'Leitura do status do bot falhou',
      'xstate.after.botPollInterval': 'Passaram 2 segundos: hora de ler o status de novo',
      'bot.retry': 'Pediu para tentar ler o status de novo',
    },
  },
  context: ({ input }) => ({
    meetingId: input.meetingId,
    status: null,
    exitReason: null,
    logs: [],
    failure: null,
  }),
  initial: 'fetching',
  on: { 'bot.refresh': { target: '.fetching' } },
  states: {
    fetching: {
      description: 'Lendo o status e o histórico do bot da reunião',
      tags: ['busy'],
      invoke: {
        id: 'fetchBotReport',
        src: 'fetchBotReport',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: phaseTargets.map(([phase, target]) => ({
          target,
          guard: ({ event }: { event: AnyEventObject }) => phaseOf(reportOf(event).status) === phase,
          actions: {
            type: 'takeReport' as const,
            params: ({ event }: { event: AnyEventObject }) => reportOf(event),
          },
        })),
        onError: { target: 'unavailable', actions: { type: 'fail', params: errorOf } },
      },
    },
    scheduled: { description: 'Bot agendado, ainda não entrou na chamada', tags: ['active'], ...poll },
    joining: { description: 'Bot entrando na chamada', tags: ['active'], ...poll },
    waitingRoom: { description: 'Bot na sala de espera, esperando ser admitido', tags: ['active'], ...poll },
    inCall: {
      description: 'Bot dentro da chamada',
      tags: ['active'],
      initial: 'notRecording',
      ...poll,
      states: {
        notRecording: { description: 'Bot na chamada, ainda sem gravar' },
        recording: { description: 'Bot gravando a chamada' },
        paused: { description: 'Gravação pausada' },
      },
    },
    callEnded: {
      description: 'Chamada encerrada: esperando a gravação ser concluída',
      tags: ['active'],
      ...poll,
    },
    recordingDone: {
      description: 'Gravação concluída: esperando o bot finalizar',
      tags: ['active'],
      ...poll,
    },
    unknown: {
      description: 'Bot num status que o app não conhece; segue acompanhando',
      tags: ['active'],
      ...poll,
    },
    done: { description: 'Concluída: o bot terminou o trabalho', tags: ['settled'] },
    failed: {
      description: 'Falhou: o bot não gravou (recusado, removido, erro na reunião)',
      tags: ['settled', 'error'],
    },
    fatal: { description: 'Erro fatal do bot: o acompanhamento parou', tags: ['settled', 'error'] },
    unavailable: {
      description: 'Falhou ao ler o status do bot: deixa tentar de novo',
      tags: ['error'],
      on: { 'bot.retry': { target: 'fetching' } },
    },
  },
});
