import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { createI18n } from '../../../../src/i18n/create-i18n.ts';
import { resources } from '../../../../src/i18n/resources/index.ts';
import { enablementDashboardMachine } from '../../../../src/machines/enablement/enablement-dashboard/enablement-dashboard.machine.ts';
import { dashboardViewOf } from '../../../../src/machines/enablement/enablement-dashboard/filters.ts';
import type { Dashboard, DashboardFilters } from '../../../../src/services/enablement/enablement.ts';
import type { Team } from '../../../../src/api-contract/team.ts';
import { createThemeStore } from '../../../../src/theme/theme-store.ts';
import { ThemePreferenceProvider } from '../../../../src/views/contexts/theme-preference.tsx';
import { EnablementDashboardContext } from '../../../../src/views/enablement/enablement-context.ts';
import { EnablementScreen } from '../../../../src/views/enablement/EnablementScreen.tsx';
import {
  dashboardNetworkError,
  emptyDashboard,
  ledTeams,
  monthDashboard,
  sellers,
  weekDashboard,
} from '../../../model/enablement/enablement-dashboard.fixtures.ts';
import '../support/render-app.tsx';

type Fakes = {
  teams?: Team[];
  load?: (filters: DashboardFilters) => Promise<Dashboard>;
};

const byPeriod = async (filters: DashboardFilters) =>
  filters.period === 'month' ? monthDashboard : weekDashboard;

/** The dashboard at `path` with its service calls replaced, and the address history it writes. */
function renderDashboard(path = '/enablement/dashboard', fakes: Fakes = {}) {
  const location = memoryLocation({ path, record: true });
  const machine = enablementDashboardMachine.provide({
    actors: {
      loadTeams: fromPromise(async () => fakes.teams ?? ledTeams),
      loadMembers: fromPromise(async () => sellers),
      loadDashboard: fromPromise(({ input }) => (fakes.load ?? byPeriod)(input.filters)),
    },
  });
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  render(
    <I18nextProvider i18n={createI18n(resources)}>
      <ThemePreferenceProvider store={createThemeStore(localStorage)}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <EnablementDashboardContext.Provider
            logic={machine}
            options={{ input: { isAdmin: false, ...dashboardViewOf(search) } }}
          >
            <EnablementScreen title="Painel do time" />
          </EnablementDashboardContext.Provider>
        </Router>
      </ThemePreferenceProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), currentPath: () => location.history.at(-1) };
}

const talkTimeTable = async () => {
  const section = await screen.findByRole('region', { name: 'Tempo de fala por vendedor' });
  return within(section).getByRole('table', { hidden: true });
};
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => row.textContent);

// Six echarts charts drawn in jsdom take a few seconds under load.
describe('enablement dashboard page', { timeout: 20_000 }, () => {
  it('shows the cards, the charts’ tables and the coaching table with the bands', async () => {
    renderDashboard();
    const cards = await screen.findByRole('list', { name: 'Resumo do período' });
    expect(cards.textContent).toContain('Reuniões12Aumento de 20% em relação ao período anterior');
    expect(rowTexts(await talkTimeTable())).toEqual([
      'Ana Souza70%7Ver reuniões',
      'Bruno Lima42%5Ver reuniões',
    ]);
    const coaching = screen.getByRole('region', { name: 'Coaching por vendedor' });
    expect(
      within(coaching).getByRole('columnheader', { name: /Tempo de fala.*Meta: 35% a 65%/ }),
    ).toBeTruthy();
    expect(within(coaching).getAllByText('acima da meta').length).toBeGreaterThan(0);
  });

  it('a filter change redraws the figures and is written to the address; the table toggles', async () => {
    const { user, currentPath } = renderDashboard();
    await talkTimeTable();
    await user.selectOptions(screen.getByLabelText('Período'), 'month');
    await waitFor(async () =>
      expect(rowTexts(await talkTimeTable())).toEqual(['Ana Souza50%40Ver reuniões']),
    );
    await user.selectOptions(screen.getByLabelText('Vendedor'), 'user-bruno');
    await waitFor(() => expect(currentPath()).toBe('/enablement/dashboard?userId=user-bruno&period=month'));

    const section = screen.getByRole('region', { name: 'Tempo de fala por vendedor' });
    const toggle = within(section).getByRole('button', { name: 'Ver como tabela' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Ocultar tabela');
  });

  it('starts from the address, and says in Portuguese what is wrong with a custom range', async () => {
    const { user } = renderDashboard(
      '/enablement/dashboard?teamId=team-inside&period=custom&startDate=2026-11-10',
    );
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Informe a data de início e a de fim do período.',
    );
    expect((screen.getByLabelText('Time') as HTMLSelectElement).value).toBe('team-inside');
    await user.type(screen.getByLabelText('Fim'), '2026-11-01');
    expect(
      await screen.findByText('A data de início deve ser anterior ou igual à data de fim.'),
    ).toBeTruthy();
  });

  it('a row’s link opens the meetings of that seller in the period', async () => {
    const { user, currentPath } = renderDashboard();
    const table = await talkTimeTable();
    await user.click(
      within(table).getByRole('link', { name: 'Ver reuniões: Bruno Lima, 42%', hidden: true }),
    );
    expect(currentPath()).toBe(
      '/meetings?teamId=team-comercial&userId=user-bruno&startDate=2026-11-16&endDate=2026-11-23',
    );
  });

  it('a failure says why and retries; no meeting says so; no led team says so', async () => {
    let calls = 0;
    const { user } = renderDashboard('/enablement/dashboard', {
      load: async () => {
        calls += 1;
        if (calls === 1) throw dashboardNetworkError;
        return emptyDashboard;
      },
    });
    expect(await screen.findByText('Não foi possível carregar o painel.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await screen.findByText('Nenhuma reunião finalizada neste período com esses filtros.'),
    ).toBeTruthy();
  });

  it('someone who leads no team is told so', async () => {
    renderDashboard('/enablement/dashboard', { teams: [ledTeams[2]!] });
    expect(await screen.findByText(/Você não lidera nenhum time/)).toBeTruthy();
  });
});
