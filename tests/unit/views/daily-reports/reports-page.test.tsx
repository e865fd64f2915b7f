import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { reportEditorMachine } from '../../../../src/machines/daily-reports/report-editor.machine.ts';
import { reportListMachine } from '../../../../src/machines/daily-reports/report-list.machine.ts';
import type {
  CreateDailyReportConfig,
  DailyReportConfig,
  DailyReportTestSent,
} from '../../../../src/api-contract/daily-report.ts';
import { ReportDetailScreen } from '../../../../src/views/daily-reports/ReportDetailScreen.tsx';
import { ReportsScreen } from '../../../../src/views/daily-reports/ReportsScreen.tsx';
import {
  ReportEditorContext,
  ReportListContext,
} from '../../../../src/views/daily-reports/reports-context.ts';
import {
  createdReport,
  editedReport,
  loadedEditor,
  loadedList,
  refusal,
  storedReport,
  testSent,
  tooManyTests,
} from '../../../model/daily-reports/daily-reports.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderList({
  create = async () => createdReport,
  remove = async () => undefined,
}: {
  create?: (values: CreateDailyReportConfig) => Promise<DailyReportConfig>;
  remove?: (id: string) => Promise<void>;
} = {}) {
  const logic = reportListMachine.provide({
    actors: {
      loadReports: fromPromise(async () => loadedList),
      createReport: fromPromise(({ input }) => create(input.values)),
      deleteReport: fromPromise(({ input }) => remove(input.reportId)),
      watchReportChanges: fromCallback(() => () => {}),
    },
  });
  renderView(
    <ReportListContext.Provider logic={logic}>
      <ReportsScreen />
    </ReportListContext.Provider>,
  );
}

// Typing into several fields takes a while on a busy machine.
describe('/reports', { timeout: 20_000 }, () => {
  it('lists each report with its time, recipients, who it covers by name and whether it is on', async () => {
    renderList();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('heading', { name: storedReport.name })).toBeTruthy();
    expect(item.textContent).toContain('18:30');
    expect(item.textContent).toContain('gestao@demo.com.br');
    expect(item.textContent).toContain('Equipes: Comercial · Vendedores: Fernanda Lima');
    expect(item.textContent).toContain('E-mail: Ligado');
    expect(
      within(item).getByRole('link', { name: `Editar o relatório ${storedReport.name}` }),
    ).toHaveProperty('href', expect.stringContaining('/reports/report-1'));
  });

  it('creates in a dialog: Portuguese messages keep what was typed; then sends the values', async () => {
    const create = vi.fn<(values: CreateDailyReportConfig) => Promise<DailyReportConfig>>(
      async () => createdReport,
    );
    renderList({ create });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo relatório' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo relatório diário' });
    await user.type(within(dialog).getByLabelText('Nome do relatório'), 'Inside Sales');
    await user.type(within(dialog).getByLabelText('Destinatários'), 'diretoria@demo');
    await user.click(within(dialog).getByRole('button', { name: 'Novo relatório' }));
    expect(
      await within(dialog).findByText('Há um destinatário com e-mail inválido; confira a lista.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Escolha ao menos uma equipe ou um vendedor.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome do relatório')).toHaveProperty('value', 'Inside Sales');
    expect(create).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Destinatários'));
    await user.type(
      within(dialog).getByLabelText('Destinatários'),
      'diretoria@demo.com.br; Gestao@demo.com.br',
    );
    await user.click(within(dialog).getByRole('checkbox', { name: 'Inside Sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Novo relatório' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: 'Inside Sales',
        recipients: ['diretoria@demo.com.br', 'Gestao@demo.com.br'],
        teamIds: ['team-2'],
        sellerIds: [],
        timeOfDay: '18:00',
        emailEnabled: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a refused creation says why in the dialog and keeps the form', async () => {
    renderList({
      create: () => Promise.reject(refusal('Uma das equipes escolhidas não existe na empresa.')),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Novo relatório' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome do relatório'), 'Teste');
    await user.type(within(dialog).getByLabelText('Destinatários'), 'a@demo.com.br');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lucas Almeida' }));
    await user.click(within(dialog).getByRole('button', { name: 'Novo relatório' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Uma das equipes escolhidas não existe na empresa.',
    );
    expect(within(dialog).getByLabelText('Nome do relatório')).toHaveProperty('value', 'Teste');
    expect(within(dialog).getByRole('checkbox', { name: 'Lucas Almeida' })).toHaveProperty('checked', true);
  });

  it('deletes only after the question, whose safe answer has the focus', async () => {
    const remove = vi.fn<(id: string) => Promise<void>>(async () => undefined);
    renderList({ remove });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Excluir o relatório ${storedReport.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Excluir o relatório “${storedReport.name}”?` });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Manter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir relatório' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('report-1'));
    expect(await screen.findByText('Nenhum relatório diário')).toBeTruthy();
  });
});

function renderDetail({
  save = async () => editedReport,
  sendTest = async () => testSent,
}: {
  save?: (values: CreateDailyReportConfig) => Promise<DailyReportConfig>;
  sendTest?: () => Promise<DailyReportTestSent>;
} = {}) {
  const logic = reportEditorMachine.provide({
    actors: {
      loadReport: fromPromise(async () => loadedEditor),
      saveReport: fromPromise(({ input }) => save(input.values)),
      sendTest: fromPromise(() => sendTest()),
    },
  });
  renderView(
    <ReportEditorContext.Provider logic={logic} options={{ input: { reportId: 'report-1' } }}>
      <ReportDetailScreen />
    </ReportEditorContext.Provider>,
  );
}

describe('/reports/:id', { timeout: 20_000 }, () => {
  it('starts from the stored report and saves the edited fields', async () => {
    const save = vi.fn<(values: CreateDailyReportConfig) => Promise<DailyReportConfig>>(
      async () => editedReport,
    );
    renderDetail({ save });
    const user = userEvent.setup();
    const time = await screen.findByLabelText('Horário de envio (Brasília)');
    expect(time).toHaveProperty('value', '18:30');
    expect(screen.getByRole('checkbox', { name: 'Comercial' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Fernanda Lima' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Enviar o e-mail todos os dias' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        name: storedReport.name,
        recipients: ['gestao@demo.com.br'],
        teamIds: ['team-1'],
        sellerIds: ['user-2'],
        timeOfDay: '18:30',
        emailEnabled: false,
      }),
    );
    await waitFor(() => expect(screen.getAllByText('Relatório salvo.').length).toBeGreaterThan(0));
  });

  it('a refused save says why and keeps the form; leaving nobody covered is caught before sending', async () => {
    const save = vi.fn<(values: CreateDailyReportConfig) => Promise<DailyReportConfig>>(() =>
      Promise.reject(refusal('Informe e-mails de destinatário válidos.')),
    );
    renderDetail({ save });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Comercial' }));
    await user.click(screen.getByRole('checkbox', { name: 'Fernanda Lima' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escolha ao menos uma equipe ou um vendedor.')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Lucas Almeida' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Informe e-mails de destinatário válidos.',
    );
    expect(screen.getByRole('checkbox', { name: 'Lucas Almeida' })).toHaveProperty('checked', true);
  });

  it('sends a test now and says to whom, for which day and how many meetings; a refusal says why', async () => {
    const sendTest = vi.fn<() => Promise<DailyReportTestSent>>();
    sendTest.mockRejectedValueOnce(tooManyTests()).mockResolvedValue(testSent);
    renderDetail({ sendTest });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar teste agora' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Muitos envios de teste em pouco tempo. Aguarde alguns minutos e tente novamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar teste agora' }));
    expect(
      await screen.findByText('Enviado para gestao@demo.com.br: relatório de 10/03/2026 com 3 reuniões.'),
    ).toBeTruthy();
  });
});
