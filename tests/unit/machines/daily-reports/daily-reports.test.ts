import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportEditorData, ReportListData } from '../../../../src/machines/daily-reports/actors.ts';
import { reportEditorMachine } from '../../../../src/machines/daily-reports/report-editor.machine.ts';
import { reportListMachine } from '../../../../src/machines/daily-reports/report-list.machine.ts';
import {
  selectCreateFailure,
  selectDeleteFailure,
  selectDeleteTarget,
  selectEditorFailure,
  selectEditorLoadFailed,
  selectEditorReport,
  selectIsCreating,
  selectIsSaving,
  selectIsSendingTest,
  selectListFailed,
  selectReports,
  selectTestFailure,
  selectTestResult,
  selectWasSaved,
} from '../../../../src/machines/daily-reports/selectors.ts';
import type { DailyReportChange } from '../../../../src/services/daily-reports/daily-reports.ts';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportTestSent,
} from '../../../../src/api-contract/daily-report.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
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
} from '../../../model/daily-reports/daily-reports.fixtures.ts';

let started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started) actor.stop();
  started = [];
});

function startList({
  load = async () => loadedList,
  create = async () => createdReport,
  remove = async () => undefined,
}: {
  load?: () => Promise<ReportListData>;
  create?: (values: CreateDailyReportConfig) => Promise<DailyReportConfig>;
  remove?: (reportId: string) => Promise<void>;
} = {}) {
  let feed: ((change: DailyReportChange) => void) | undefined;
  const machine = reportListMachine.provide({
    actors: {
      loadReports: fromPromise(() => load()),
      createReport: fromPromise(({ input }) => create(input.values)),
      deleteReport: fromPromise(({ input }) => remove(input.reportId)),
      watchReportChanges: fromCallback(({ sendBack }) => {
        feed = sendBack;
        return () => (feed = undefined);
      }),
    },
  });
  const actor = createActor(machine).start();
  started.push(actor);
  return { actor, announce: (change: DailyReportChange) => feed?.(change) };
}

const idle = (actor: ReturnType<typeof startList>['actor']) =>
  vi.waitFor(() => expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true));

describe('report list', () => {
  it('loads the reports; a failure says why and retries', async () => {
    const load = vi.fn<() => Promise<ReportListData>>();
    load.mockRejectedValueOnce(new HttpError(500, 'Internal Server Error')).mockResolvedValue(loadedList);
    const { actor } = startList({ load });
    await vi.waitFor(() => expect(selectListFailed(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'reports.retry' });
    await idle(actor);
    expect(selectReports(actor.getSnapshot())).toEqual([storedReport]);
  });

  it('creates in a dialog: a refusal keeps it open with the reason; success closes it and lists the report', async () => {
    const create = vi.fn<(values: CreateDailyReportConfig) => Promise<DailyReportConfig>>();
    create
      .mockRejectedValueOnce(refusal('Informe ao menos um destinatário.'))
      .mockResolvedValue(createdReport);
    const { actor } = startList({ create });
    await idle(actor);
    actor.send({ type: 'create.open' });
    expect(selectIsCreating(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'create.submit', values: newReportValues });
    await vi.waitFor(() =>
      expect(selectCreateFailure(actor.getSnapshot())?.detail).toBe('Informe ao menos um destinatário.'),
    );
    expect(actor.getSnapshot().matches({ ready: 'creating' })).toBe(true);
    actor.send({ type: 'create.submit', values: newReportValues });
    await idle(actor);
    expect(create).toHaveBeenLastCalledWith(newReportValues);
    expect(selectReports(actor.getSnapshot()).map((report) => report.id)).toEqual([
      storedReport.id,
      createdReport.id,
    ]);
  });

  it('deletes after asking; a failure goes back to the question with the reason; cancel keeps it', async () => {
    const remove = vi.fn<(id: string) => Promise<void>>();
    remove.mockRejectedValueOnce(new HttpError(500, 'Internal Server Error')).mockResolvedValue(undefined);
    const { actor } = startList({ remove });
    await idle(actor);
    actor.send({ type: 'delete.ask', reportId: 'unknown' });
    expect(selectDeleteTarget(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'delete.ask', reportId: storedReport.id });
    expect(selectDeleteTarget(actor.getSnapshot())).toEqual(storedReport);
    actor.send({ type: 'delete.cancel' });
    expect(selectDeleteTarget(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'delete.ask', reportId: storedReport.id });
    actor.send({ type: 'delete.confirm' });
    await vi.waitFor(() => expect(selectDeleteFailure(actor.getSnapshot())?.status).toBe('500'));
    expect(actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    actor.send({ type: 'delete.confirm' });
    await idle(actor);
    expect(remove).toHaveBeenLastCalledWith(storedReport.id);
    expect(selectReports(actor.getSnapshot())).toEqual([]);
  });

  it('follows writes made elsewhere (the edit page)', async () => {
    const { actor, announce } = startList();
    await idle(actor);
    announce({ type: 'reports.saved', report: editedReport });
    expect(selectReports(actor.getSnapshot())).toEqual([editedReport]);
    announce({ type: 'reports.saved', report: createdReport });
    expect(selectReports(actor.getSnapshot())).toHaveLength(2);
    announce({ type: 'reports.removed', reportId: storedReport.id });
    expect(selectReports(actor.getSnapshot())).toEqual([createdReport]);
  });
});

function startEditor({
  load = async () => loadedEditor,
  save = async () => editedReport,
  sendTest = async () => testSent,
}: {
  load?: () => Promise<ReportEditorData>;
  save?: (id: string, values: CreateDailyReportConfig) => Promise<DailyReportConfig>;
  sendTest?: (id: string) => Promise<DailyReportTestSent>;
} = {}) {
  const machine = reportEditorMachine.provide({
    actors: {
      loadReport: fromPromise(() => load()),
      saveReport: fromPromise(({ input }) => save(input.reportId, input.values)),
      sendTest: fromPromise(({ input }) => sendTest(input.reportId)),
    },
  });
  const actor = createActor(machine, { input: { reportId: storedReport.id } }).start();
  started.push(actor);
  return actor;
}

const ready = (actor: ReturnType<typeof startEditor>) =>
  vi.waitFor(() => expect(selectEditorReport(actor.getSnapshot())).not.toBeNull());

describe('report editor', () => {
  it('a report that cannot be loaded says why and loads again on retry', async () => {
    const load = vi.fn<() => Promise<ReportEditorData>>();
    load.mockRejectedValueOnce(new HttpError(404, 'Not Found')).mockResolvedValue(loadedEditor);
    const actor = startEditor({ load });
    await vi.waitFor(() => expect(selectEditorLoadFailed(actor.getSnapshot())).toBe(true));
    actor.send({ type: 'report.retry' });
    expect(selectEditorFailure(actor.getSnapshot())).toBeNull();
    await ready(actor);
  });

  it('saves what the form holds; a refusal says why and can be sent again; editing clears it', async () => {
    const save = vi.fn<(id: string, values: CreateDailyReportConfig) => Promise<DailyReportConfig>>();
    save
      .mockRejectedValueOnce(refusal('Escolha ao menos uma equipe ou um vendedor.'))
      .mockResolvedValue(editedReport);
    const actor = startEditor({ save });
    await ready(actor);
    actor.send({ type: 'report.save', values: newReportValues });
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() =>
      expect(selectEditorFailure(actor.getSnapshot())?.detail).toBe(
        'Escolha ao menos uma equipe ou um vendedor.',
      ),
    );
    actor.send({ type: 'report.edit' });
    expect(selectEditorFailure(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'report.save', values: newReportValues });
    await vi.waitFor(() => expect(selectWasSaved(actor.getSnapshot())).toBe(true));
    expect(save).toHaveBeenLastCalledWith(storedReport.id, newReportValues);
    expect(selectEditorReport(actor.getSnapshot())).toEqual(editedReport);
  });

  it('sends a test beside the form: the result, or why not (the hourly limit), and again', async () => {
    const sendTest = vi.fn<(id: string) => Promise<DailyReportTestSent>>();
    sendTest.mockRejectedValueOnce(tooManyTests()).mockResolvedValue(testSent);
    const actor = startEditor({ sendTest });
    await ready(actor);
    actor.send({ type: 'test.send' });
    expect(selectIsSendingTest(actor.getSnapshot())).toBe(true);
    // The form is still there to edit while the test goes.
    expect(actor.getSnapshot().matches({ ready: { form: 'editing' } })).toBe(true);
    await vi.waitFor(() => expect(selectTestFailure(actor.getSnapshot())?.status).toBe('429'));
    actor.send({ type: 'test.send' });
    await vi.waitFor(() => expect(selectTestResult(actor.getSnapshot())).toEqual(testSent));
    expect(selectTestFailure(actor.getSnapshot())).toBeNull();
    expect(sendTest).toHaveBeenCalledWith(storedReport.id);
  });
});
