import { createMachine, fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { reportEditorActors, reportListActors } from '../../../src/machines/daily-reports/actors.ts';
import { reportEditorMachine } from '../../../src/machines/daily-reports/report-editor.machine.ts';
import { reportListMachine } from '../../../src/machines/daily-reports/report-list.machine.ts';
import type { CreateDailyReportConfig, DailyReportConfig } from '../../../src/api-contract/daily-report.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import {
  createdReport,
  editedReport,
  loadedEditor,
  loadedList,
  newReportValues,
  refusal,
  storedReport,
  testSent,
  tooManyTests,
} from './daily-reports.fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

const listFixtures = {
  loadReports: { done: [loadedList], error: [new HttpError(500, 'Internal Server Error')] },
  createReport: { done: [createdReport], error: [refusal('Informe ao menos um destinatário.')] },
  deleteReport: { done: [undefined], error: [new HttpError(500, 'Internal Server Error')] },
  watchReportChanges: { done: [], error: [] },
} satisfies ActorFixtures<typeof reportListActors>;

it('report list: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'reportList',
    machine: reportListMachine,
    sut: reportListMachine.provide({
      actors: {
        loadReports: never(),
        createReport: never<DailyReportConfig, { values: CreateDailyReportConfig }>(),
        deleteReport: never<void, { reportId: string }>(),
        watchReportChanges: fromCallback(() => () => {}),
      },
    }),
    userEvents: [
      { type: 'reports.retry' },
      { type: 'create.open' },
      { type: 'create.cancel' },
      { type: 'create.submit', values: newReportValues },
      { type: 'delete.ask', reportId: storedReport.id },
      { type: 'delete.cancel' },
      { type: 'delete.confirm' },
      { type: 'reports.saved', report: editedReport },
      { type: 'reports.removed', reportId: createdReport.id },
    ],
    fixtures: listFixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      failed: (actual) => expect(actual.context.failure).not.toBeNull(),
      'ready.confirming': (actual) => expect(actual.context.deleteTarget).not.toBeNull(),
      'ready.deleting': (actual) => {
        expect(actual.context.deleteTarget).not.toBeNull();
        expect(actual.context.deleteFailure).toBeNull();
      },
      'ready.idle': (actual) => expect(actual.context.deleteTarget).toBeNull(),
      'ready.submitting': (actual) => expect(actual.context.createFailure).toBeNull(),
    },
  });
}, 120_000);

const editorFixtures = {
  loadReport: { done: [loadedEditor], error: [new HttpError(404, 'Not Found')] },
  saveReport: { done: [editedReport], error: [refusal('Escolha ao menos uma equipe ou um vendedor.')] },
  sendTest: { done: [testSent], error: [tooManyTests()] },
} satisfies ActorFixtures<typeof reportEditorActors>;

// The shared runner builds the model without input: the same machine, its input resolved into the context.
const modelledEditor = createMachine(
  {
    ...reportEditorMachine.config,
    context: {
      reportId: storedReport.id,
      report: null,
      options: { teams: [], sellers: [] },
      failure: null,
      testResult: null,
      testFailure: null,
    },
  } as unknown as Parameters<typeof createMachine>[0],
  reportEditorMachine.implementations as Parameters<typeof createMachine>[1],
);

it('report editor: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'reportEditor',
    machine: modelledEditor,
    sut: modelledEditor.provide({ actors: { loadReport: never(), saveReport: never(), sendTest: never() } }),
    userEvents: [
      { type: 'report.save', values: newReportValues },
      { type: 'report.edit' },
      { type: 'report.retry' },
      { type: 'test.send' },
    ],
    fixtures: editorFixtures,
    invariants: {
      loading: (actual) => expect(actual.hasTag('busy')).toBe(true),
      loadFailed: (actual) => expect(actual.context.failure?.status).toBe('404'),
      'ready.form.editing': (actual) => expect(actual.context.report).not.toBeNull(),
      'ready.form.saved': (actual) => expect(actual.context.report).toEqual(editedReport),
      'ready.form.failed': (actual) => expect(actual.context.failure?.key).toBe('errors:request.refused'),
      'ready.test.sent': (actual) => expect(actual.context.testResult).toEqual(testSent),
      'ready.test.failed': (actual) => expect(actual.context.testFailure?.status).toBe('429'),
    },
  });
}, 120_000);
