/*
 * /reports: the company's daily report e-mails (administrators only).
 * - loading: the reports and the teams and people they may cover; failed says why and can retry.
 * - ready: writes made anywhere (reports.saved / reports.removed from the service's feed) update the list.
 *   - idle: the list.
 *   - creating -> submitting: the new report's form in a dialog; a refusal keeps the dialog and what was
 *     typed, with the reason; once created the dialog closes and the report is in the list.
 *   - confirming -> deleting: deleting asks first; a failure goes back to the question with the reason.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { DailyReportChange } from '../../services/daily-reports/daily-reports.ts';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportOptions,
} from '../../api-contract/daily-report.ts';
import { describeError, type AppError } from '../../services/errors.ts';
import { errorOf, failWith } from '../shared/failure.ts';
import { reportListActors, type ReportListData } from './actors.ts';

export type ReportListContext = {
  reports: DailyReportConfig[];
  options: DailyReportOptions;
  failure: AppError | null;
  /** Why the new report was refused, shown in its dialog. */
  createFailure: AppError | null;
  /** The report the person asked to delete. */
  deleteTarget: DailyReportConfig | null;
  deleteFailure: AppError | null;
};

export type ReportListEvent =
  | { type: 'reports.retry' }
  | { type: 'create.open' }
  | { type: 'create.cancel' }
  | { type: 'create.submit'; values: CreateDailyReportConfig }
  | { type: 'delete.ask'; reportId: string }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  | DailyReportChange;

/** In place when known, else last: the list is oldest first, as the server answers it. */
const upsert = (reports: DailyReportConfig[], report: DailyReportConfig) =>
  reports.some((item) => item.id === report.id)
    ? reports.map((item) => (item.id === report.id ? report : item))
    : [...reports, report];

export const reportListMachine = setup({
  types: { context: {} as ReportListContext, events: {} as ReportListEvent },
  actors: reportListActors,
  guards: {
    isKnown: ({ context }, reportId: string) => context.reports.some((report) => report.id === reportId),
  },
  actions: {
    takeLoaded: assign((_, data: ReportListData) => ({ ...data, failure: null })),
    takeSaved: assign(({ context }, report: DailyReportConfig) => ({
      reports: upsert(context.reports, report),
    })),
    drop: assign(({ context }, reportId: string) => ({
      reports: context.reports.filter((report) => report.id !== reportId),
    })),
    fail: failWith('request'),
    clearCreateFailure: assign({ createFailure: null }),
    clearDeleteFailure: assign({ deleteFailure: null }),
    failCreate: assign((_, error: unknown) => ({ createFailure: describeError(error, 'request') })),
    failDelete: assign((_, error: unknown) => ({ deleteFailure: describeError(error, 'request') })),
    target: assign(({ context }, reportId: string) => ({
      deleteTarget: context.reports.find((report) => report.id === reportId) ?? null,
      deleteFailure: null,
    })),
    clearTarget: assign({ deleteTarget: null, deleteFailure: null }),
  },
}).createMachine({
  id: 'reportList',
  description: 'Lista dos relatórios diários por e-mail da empresa (só administradores)',
  meta: {
    events: {
      'xstate.done.actor.loadReports': 'Relatórios, equipes e vendedores recebidos',
      'xstate.error.actor.loadReports': 'Falhou ao buscar os relatórios',
      'reports.retry': 'Pessoa pediu para carregar de novo',
      'reports.saved': 'Relatório salvo em outra tela',
      'reports.removed': 'Relatório excluído em outra tela',
      'create.open': 'Formulário de novo relatório aberto',
      'delete.ask': 'Pedido para excluir um relatório',
      'create.submit': 'Novo relatório enviado',
      'create.cancel': 'Criação do relatório cancelada',
      'xstate.done.actor.createReport': 'Servidor criou o relatório',
      'xstate.error.actor.createReport': 'Falhou ao criar o relatório',
      'delete.confirm': 'Exclusão do relatório confirmada',
      'delete.cancel': 'Exclusão do relatório cancelada',
      'xstate.done.actor.deleteReport': 'Servidor excluiu o relatório',
      'xstate.error.actor.deleteReport': 'Falhou ao excluir o relatório',
    },
  },
  context: {
    reports: [],
    options: { teams: [], sellers: [] },
    failure: null,
    createFailure: null,
    deleteTarget: null,
    deleteFailure: null,
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Buscando os relatórios e as equipes e vendedores',
      tags: ['busy'],
      invoke: {
        id: 'loadReports',
        src: 'loadReports',
        onDone: { target: 'ready', actions: { type: 'takeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: errorOf } },
      },
    },
    failed: {
      description: 'Falhou ao carregar: mostra o erro e oferece tentar de novo',
      tags: ['error'],
      on: { 'reports.retry': { target: 'loading' } },
    },
    ready: {
      description: 'Mostrando os relatórios; segue as mudanças feitas em outras telas',
      invoke: { id: 'reportChanges', src: 'watchReportChanges' },
      on: {
        'reports.saved': { actions: { type: 'takeSaved', params: ({ event }) => event.report } },
        'reports.removed': { actions: { type: 'drop', params: ({ event }) => event.reportId } },
      },
      initial: 'idle',
      states: {
        idle: {
          description: 'Lista de relatórios na tela',
          on: {
            'create.open': { target: 'creating', actions: 'clearCreateFailure' },
            'delete.ask': {
              guard: { type: 'isKnown', params: ({ event }) => event.reportId },
              target: 'confirming',
              actions: { type: 'target', params: ({ event }) => event.reportId },
            },
          },
        },
        creating: {
          description: 'Pessoa preenchendo o novo relatório na janela',
          on: {
            'create.submit': { target: 'submitting', actions: 'clearCreateFailure' },
            'create.cancel': { target: 'idle' },
          },
        },
        submitting: {
          description: 'Criando o novo relatório no servidor',
          tags: ['busy'],
          invoke: {
            id: 'createReport',
            src: 'createReport',
            input: ({ event }) => {
              assertEvent(event, 'create.submit');
              return { values: event.values };
            },
            onDone: { target: 'idle', actions: { type: 'takeSaved', params: ({ event }) => event.output } },
            onError: { target: 'creating', actions: { type: 'failCreate', params: errorOf } },
          },
        },
        confirming: {
          description: 'Perguntando se a pessoa quer mesmo excluir o relatório',
          on: {
            'delete.confirm': { target: 'deleting', actions: 'clearDeleteFailure' },
            'delete.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        deleting: {
          description: 'Excluindo o relatório no servidor',
          tags: ['busy'],
          invoke: {
            id: 'deleteReport',
            src: 'deleteReport',
            input: ({ context }) => ({ reportId: context.deleteTarget!.id }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'drop', params: ({ context }) => context.deleteTarget!.id }, 'clearTarget'],
            },
            onError: { target: 'confirming', actions: { type: 'failDelete', params: errorOf } },
          },
        },
      },
    },
  },
});
