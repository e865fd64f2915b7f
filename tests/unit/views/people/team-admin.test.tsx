import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { peopleMessages, type AdminTeam, type TeamRole } from '../../../../src/api-contract/people.ts';
import { teamAdminMachine } from '../../../../src/machines/people/team-admin/team-admin.machine.ts';
import { TeamAdminContext } from '../../../../src/views/people/team-admin/team-admin-context.ts';
import { TeamsScreen } from '../../../../src/views/people/team-admin/TeamsSection.tsx';
import {
  admin,
  commercial,
  insideSales,
  people,
  refusal,
  teams,
} from '../../../model/people/people.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderTeams({
  saveName = async () => insideSales,
  setMember = async () => commercial,
  remove = async () => undefined,
}: {
  saveName?: (teamId: string | null, name: string) => Promise<AdminTeam>;
  setMember?: (teamId: string, userId: string, role: TeamRole) => Promise<AdminTeam>;
  remove?: (teamId: string) => Promise<void>;
} = {}) {
  const logic = teamAdminMachine.provide({
    actors: {
      loadTeams: fromPromise(async () => ({ teams, people })),
      saveTeamName: fromPromise(({ input }) => saveName(input.teamId, input.name)),
      deleteTeam: fromPromise(({ input }) => remove(input.teamId)),
      setMember: fromPromise(({ input }) => setMember(input.teamId, input.userId, input.role)),
      removeMember: fromPromise(async () => commercial),
      moveMember: fromPromise<void, { userId: string; fromTeamId: string; toTeamId: string; role: TeamRole }>(
        async () => {},
      ),
      watchTeamChanges: fromCallback(() => () => {}),
      watchPeopleChanges: fromCallback(() => () => {}),
    },
  });
  renderView(
    <TeamAdminContext.Provider logic={logic}>
      <TeamsScreen />
    </TeamAdminContext.Provider>,
  );
}

describe('/config/users, Equipes', { timeout: 20_000 }, () => {
  it('shows each team with its members and their roles', async () => {
    renderTeams();
    const members = await screen.findByRole('list', { name: 'Membros de Comercial' });
    expect(within(members).getByLabelText('Papel de Lucas Almeida em Comercial')).toHaveProperty(
      'value',
      'member',
    );
    const leaderRole = within(members).getByLabelText(
      'Papel de Fernanda Lima em Comercial',
    ) as HTMLSelectElement;
    expect(leaderRole.selectedOptions[0]!.textContent).toBe('Líder (admin)');
    expect(screen.getByText('Ninguém nesta equipe.')).toBeTruthy();
  });

  it('adds a person as a member and changes a role', async () => {
    const setMember = vi.fn<(teamId: string, userId: string, role: TeamRole) => Promise<AdminTeam>>(
      async () => commercial,
    );
    renderTeams({ setMember });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Pessoa para adicionar a Comercial'),
      'Ana Souza (admin@demo.com.br)',
    );
    await user.click(screen.getAllByRole('button', { name: 'Adicionar' })[0]!);
    await waitFor(() => expect(setMember).toHaveBeenCalledWith('team-1', admin.id, 'member'));
    await waitFor(() =>
      expect(screen.getByLabelText('Papel de Lucas Almeida em Comercial')).toHaveProperty('disabled', false),
    );
    await user.selectOptions(screen.getByLabelText('Papel de Lucas Almeida em Comercial'), 'Líder (master)');
    await waitFor(() => expect(setMember).toHaveBeenLastCalledWith('team-1', 'user-seller', 'master'));
  });

  it('creates a team in a dialog; a taken name is said and what was typed stays', async () => {
    const saveName = vi
      .fn<(teamId: string | null, name: string) => Promise<AdminTeam>>()
      .mockRejectedValueOnce(refusal(peopleMessages.teamNameTaken, 409))
      .mockResolvedValue(insideSales);
    renderTeams({ saveName });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nova equipe' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova equipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByText('Informe o nome da equipe.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nome da equipe'), 'Comercial');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(peopleMessages.teamNameTaken);
    expect(within(dialog).getByLabelText('Nome da equipe')).toHaveProperty('value', 'Comercial');
    await user.clear(within(dialog).getByLabelText('Nome da equipe'));
    await user.type(within(dialog).getByLabelText('Nome da equipe'), 'Inside Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saveName).toHaveBeenLastCalledWith(null, 'Inside Sales');
  });

  it('deleting asks first and says the meetings stay', async () => {
    const remove = vi.fn<(teamId: string) => Promise<void>>(async () => undefined);
    renderTeams({ remove });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excluir a equipe Comercial' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir a equipe Comercial?' });
    expect(dialog.textContent).toContain('As reuniões continuam com seus vendedores.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Manter equipe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir equipe' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('team-1'));
  });
});
