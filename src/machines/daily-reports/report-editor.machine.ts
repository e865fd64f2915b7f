/*
 * /reports/:id: one daily report's form and its "Enviar teste agora". The form's fields live in the view
 * (react-hook-form + zod); this machine owns what happens to them.
 * - loading: the report and the teams and people it may cover; loadFailed says why and can retry.
 * - ready, two regions side by side:
 *   - form: editing -> saving -> saved (the server stored it; changing a field goes back to editing) or
 *     failed (refused or unreachable: the form keeps what was typed and can be sent again).
 *   - test: idle -> sending -> sent (to whom, which day, how many meetings) or failed (why; e.g. the
 *     hourly limit), and again. It mails the report as stored, not what the form holds unsaved.
 */
import { assertEvent, assign, setup } from 'xstate';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportOptions,
  DailyReportTestSent,
} from '../../api-contract/daily-report.ts';
import { describeError, type AppError } from '../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../shared/failure.ts';
import { reportEditorActors, type ReportEditorData } from './actors.ts';

export type ReportEditorContext = {
  reportId: string;
  /** As the server last stored it; the form starts from it. */
  report: DailyReportConfig | null;
  options: DailyReportOptions;
  failure: AppError | null;
  testResult: DailyReportTestSent | null;
  testFailure: AppError | null;
};

export type ReportEditorEvent =
  | { type: 'report.save'; values: CreateDailyReportConfig }
  | { type: 'report.edit' }
  | { type: 'report.retry' }
  | { type: 'test.send' };

export const reportEditorMachine = setup({
  types: {
    context: {} as ReportEditorContext,
    events: {} as ReportEditorEvent,
    input: {} as { reportId: string },
  },
  actors: reportEditorActors,
  actions: {
    takeLoaded: assign((_, data: ReportEditorData) => ({ ...data, failure: null })),
    takeSaved: assign((_, report: DailyReportConfig) => ({ report, failure: null })),
    clearFailure: clearFailure(),
    fail: failWith('request'),
    takeTestResult: assign((_, testResult: DailyReportTestSent) => ({ testResult, testFailure: null })),
    failTest: assign((_, error: unknown) => ({
      testResult: null,
      // The test mail is an extension: a server without it says so.
      testFailure: describeError(error, 'extension'),
    })),
  },
}).createMachine({
  id: 'reportEditor',
  description: 'Edição de um relatório diário por e-mail e envio de um teste',
  meta: {
    events: {
      'xstate.done.actor.loadReport': 'Relatório, equipes e vendedores recebidos',
      'xstate.error.actor.loadReport': 'Falhou ao buscar o relatório',
      'report.retry': 'Pessoa pediu para carregar de novo',
      'report.save': 'Relatório enviado para salvar',
      'report.edit': 'Pessoa mudou um campo do relatório',
      'xstate.done.actor.saveReport': 'Servidor salvou o relatório',
      'xstate.error.actor.saveReport': 'Falhou ao salvar o relatório',
      'test.send': 'Pedido para enviar um teste agora',
      'xstate.done.actor.sendTest': 'E-mail de teste enviado',
      'xstate.error.actor.sendTest': 'Falhou ao enviar o e-mail de teste',
    },
  },
  context: ({ input }) => ({
    reportId: input.reportId,
    report: null,
    options: { teams: [], sellers: [] },
    failure: null,
    testResult: null,
    testFailure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando o relatório e as equipes e vendedores que ele pode acompanhar',
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ reportId: context.reportId }),
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'fail', params: errorOf } },
      },
    },
    loadFailed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'report.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      description: 'Relatório aberto: formulário e envio de teste lado a lado',
      type: 'parallel',
      states: {
        form: {
          description: 'Formulário do relatório',
          initial: 'editing',
          states: {
            editing: {
              description: 'Pessoa editando o relatório',
              on: { 'report.save': { target: 'saving' } },
            },
            saving: {
              description: 'Salvando o relatório no servidor',
              tags: ['busy'],
              invoke: {
                id: 'saveReport',
                src: 'saveReport',
                input: ({ context, event }) => {
                  assertEvent(event, 'report.save');
                  return { reportId: context.reportId, values: event.values };
                },
                onDone: {
                  target: 'saved',
                  actions: { type: 'takeSaved', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
              },
            },
            saved: {
              description: 'Relatório salvo',
              tags: ['success'],
              on: { 'report.edit': { target: 'editing' }, 'report.save': { target: 'saving' } },
            },
            failed: {
              description: 'Falhou ao salvar: mostra o motivo e mantém o que foi digitado',
              on: {
                'report.edit': { target: 'editing', actions: 'clearFailure' },
                'report.save': { target: 'saving', actions: 'clearFailure' },
              },
            },
          },
        },
        test: {
          description: 'Envio de um e-mail de teste do relatório salvo',
          initial: 'idle',
          states: {
            idle: { description: 'Nenhum teste enviado ainda', on: { 'test.send': { target: 'sending' } } },
            sending: {
              description: 'Enviando o e-mail de teste',
              invoke: {
                id: 'sendTest',
                src: 'sendTest',
                input: ({ context }) => ({ reportId: context.reportId }),
                onDone: {
                  target: 'sent',
                  actions: { type: 'takeTestResult', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', actions: { type: 'failTest', params: errorOf } },
              },
            },
            sent: {
              description: 'Teste enviado: mostra para quem, o dia e quantas reuniões',
              on: { 'test.send': { target: 'sending' } },
            },
            failed: {
              description: 'Falhou ao enviar o teste: mostra o motivo e deixa tentar de novo',
              on: { 'test.send': { target: 'sending' } },
            },
          },
        },
      },
    },
  },
});
