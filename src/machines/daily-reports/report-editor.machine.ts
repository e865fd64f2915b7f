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
      testFailure: describeError(error, 'request'),
    })),
  },
}).createMachine({
  id: 'reportEditor',
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
      tags: ['error'],
      on: { 'report.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: { on: { 'report.save': { target: 'saving' } } },
            saving: {
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
              tags: ['success'],
              on: { 'report.edit': { target: 'editing' }, 'report.save': { target: 'saving' } },
            },
            failed: {
              on: {
                'report.edit': { target: 'editing', actions: 'clearFailure' },
                'report.save': { target: 'saving', actions: 'clearFailure' },
              },
            },
          },
        },
        test: {
          initial: 'idle',
          states: {
            idle: { on: { 'test.send': { target: 'sending' } } },
            sending: {
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
            sent: { on: { 'test.send': { target: 'sending' } } },
            failed: { on: { 'test.send': { target: 'sending' } } },
          },
        },
      },
    },
  },
});
