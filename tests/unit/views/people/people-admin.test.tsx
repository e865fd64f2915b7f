import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import {
  peopleMessages,
  type Invite,
  type InviteResult,
  type Person,
} from '../../../../src/api-contract/people.ts';
import { peopleAdminMachine } from '../../../../src/machines/people/people-admin/people-admin.machine.ts';
import { PeopleAdminContext } from '../../../../src/views/people/people-admin/people-admin-context.ts';
import { PeopleScreen } from '../../../../src/views/people/people-admin/PeopleSection.tsx';
import {
  admin,
  deactivated,
  invited,
  inviteResult,
  people,
  refusal,
  seller,
  teams,
} from '../../../model/people/people.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

function renderPeople({
  invite = async () => inviteResult,
  deactivate = async () => ({ ...seller, status: 'deactivated' as const }),
}: {
  invite?: (invite: Invite) => Promise<InviteResult>;
  deactivate?: (personId: string, moveMeetingsTo: string | null) => Promise<Person>;
} = {}) {
  const logic = peopleAdminMachine.provide({
    actors: {
      loadPeople: fromPromise(async () => ({ people, teams })),
      invitePeople: fromPromise(({ input }) => invite(input)),
      resendInvitation: fromPromise(async () => invited),
      cancelInvitation: fromPromise<void, { personId: string }>(async () => {}),
      setAdmin: fromPromise(async () => admin),
      deactivatePerson: fromPromise(({ input }) => deactivate(input.personId, input.moveMeetingsTo)),
      reactivatePerson: fromPromise(async () => deactivated),
      moveMeetings: fromPromise(async () => 0),
      watchPeopleChanges: fromCallback(() => () => {}),
      watchTeamChanges: fromCallback(() => () => {}),
    },
  });
  renderView(
    <PeopleAdminContext.Provider logic={logic}>
      <PeopleScreen />
    </PeopleAdminContext.Provider>,
  );
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe('/config/users, Pessoas', { timeout: 20_000 }, () => {
  it('lists each person with e-mail, role, teams, status and meetings', async () => {
    renderPeople();
    const table = await screen.findByRole('table', { name: 'Pessoas' });
    const cells = (name: string) =>
      Array.from(within(table).getByRole('rowheader', { name }).closest('tr')!.cells).map(
        (cell) => cell.textContent,
      );
    expect(cells('Ana Souza').slice(0, 6)).toEqual([
      'Ana Souza',
      'admin@demo.com.br',
      'Administrador',
      'Sem equipe',
      'Ativo',
      '2',
    ]);
    expect(cells('Fernanda Lima').slice(2, 4)).toEqual(['Líder de Comercial', 'Comercial']);
    expect(cells('Lucas Almeida')[2]).toBe('Vendedor');
    // 2026-11-27T12:00Z is the 27th in São Paulo.
    expect(cells('joao')[4]).toBe('Convidado – expira em 27/11');
    expect(cells('Rui Costa')[4]).toBe('Desativado');
  });

  it('filters by status and searches by name or e-mail', async () => {
    renderPeople();
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Situação'), 'Desativado');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Rui Costa']);
    await user.selectOptions(screen.getByLabelText('Situação'), 'Todas');
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'vendedor@');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Lucas Almeida']);
    await user.clear(screen.getByLabelText('Buscar por nome ou e-mail'));
    await user.type(screen.getByLabelText('Buscar por nome ou e-mail'), 'ninguém');
    expect(screen.getByText('Ninguém corresponde a esta busca.')).toBeTruthy();
  });

  it('offers each person the actions of their status', async () => {
    renderPeople();
    const actionsOf = async (name: string) =>
      within(await rowOf(name))
        .getAllByRole('button', { hidden: true })
        .map((button) => button.textContent);
    expect(await actionsOf('joao')).toEqual(['Reenviar convite', 'Cancelar convite']);
    expect(await actionsOf('Lucas Almeida')).toEqual(['Tornar administrador', 'Desativar', 'Mover reuniões']);
    expect(await actionsOf('Ana Souza')).toEqual(['Remover administrador', 'Desativar', 'Mover reuniões']);
    expect(await actionsOf('Fernanda Lima')).toEqual(['Tornar administrador', 'Desativar']);
    expect(await actionsOf('Rui Costa')).toEqual(['Reativar', 'Mover reuniões']);
  });

  it('invites: shows the count and each invalid address before sending, then the answer, keeping the refused', async () => {
    const invite = vi.fn<(invite: Invite) => Promise<InviteResult>>(async () => inviteResult);
    renderPeople({ invite });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convidar pessoas' }));
    const dialog = screen.getByRole('dialog', { name: 'Convidar pessoas' });
    const field = within(dialog).getByLabelText('Pessoas a convidar');
    await user.type(field, 'maria@cliente.com.br; vendedor@demo.com.br,{Enter}joao@ ');
    expect(within(dialog).getByText('2 pessoas para convidar.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('joao@');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));

    // Spec section 4 lets no one in without a first and last name: each person needs both.
    await user.clear(field);
    await user.type(field, 'Maria@cliente.com.br vendedor@demo.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    const unnamed = await within(dialog).findByRole('alert');
    expect(unnamed.textContent).toContain('Informe nome e sobrenome de cada pessoa');
    expect(
      within(unnamed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['maria@cliente.com.br', 'vendedor@demo.com.br']);
    expect(invite).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '"Maria Souza" <Maria@cliente.com.br>; Lucas Almeida vendedor@demo.com.br');
    await user.selectOptions(within(dialog).getByLabelText('Equipe (opcional)'), 'Inside Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith({
        emails: ['maria@cliente.com.br', 'vendedor@demo.com.br'],
        teamId: 'team-2',
        names: [
          { email: 'maria@cliente.com.br', firstName: 'Maria', lastName: 'Souza' },
          { email: 'vendedor@demo.com.br', firstName: 'Lucas', lastName: 'Almeida' },
        ],
      }),
    );
    const answer = await within(dialog).findByText('1 pessoa convidada:');
    expect(answer.closest('output')!.textContent).toContain('maria@cliente.com.br');
    expect(answer.closest('output')!.textContent).toContain(
      `vendedor@demo.com.br: ${peopleMessages.alreadyUser}`,
    );
    expect(field).toHaveProperty('value', 'Lucas Almeida <vendedor@demo.com.br>');
  });

  it('a refused invitation says why and keeps what was typed', async () => {
    renderPeople({ invite: () => Promise.reject(refusal(peopleMessages.tooManyEmails)) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Convidar pessoas' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Pessoas a convidar'), 'Ana Lima a@cliente.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar convites' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(peopleMessages.tooManyEmails);
    expect(within(dialog).getByLabelText('Pessoas a convidar')).toHaveProperty(
      'value',
      'Ana Lima a@cliente.com.br',
    );
  });

  it('deactivates after saying they lose access at once, handing their meetings to the chosen person', async () => {
    const deactivate = vi.fn<(personId: string, moveMeetingsTo: string | null) => Promise<Person>>(
      async () => ({
        ...seller,
        status: 'deactivated',
      }),
    );
    renderPeople({ deactivate });
    const user = userEvent.setup();
    const row = await rowOf('Lucas Almeida');
    await user.click(within(row).getByText('Ações'));
    await user.click(within(row).getByRole('button', { name: 'Desativar' }));
    const dialog = screen.getByRole('dialog', { name: 'Desativar Lucas Almeida?' });
    expect(dialog.textContent).toContain('A pessoa perde o acesso na hora');
    await user.selectOptions(
      within(dialog).getByLabelText('Mover as reuniões para'),
      'Ana Souza (admin@demo.com.br)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() => expect(deactivate).toHaveBeenCalledWith(seller.id, admin.id));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Lucas Almeida foi desativado.')).toBeTruthy();
  });
});
