import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import type { AuditEntry, AuditLogPage } from '../../../../src/api-contract/audit-log.ts';
import { auditLogMachine } from '../../../../src/machines/audit-log/audit-log/audit-log.machine.ts';
import { AuditLogContext } from '../../../../src/views/audit-log/audit-log/audit-log-context.ts';
import { AuditLogScreen } from '../../../../src/views/audit-log/audit-log/AuditLogSection.tsx';
import { auditPage, olderAuditPage } from '../../../model/people/people.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

const entry = (
  action: AuditEntry['action'],
  target: string,
  details: Record<string, string>,
): AuditEntry => ({
  id: `entry-${action}`,
  at: '2026-11-28T13:05:00.000Z',
  action,
  actor: null,
  target: { kind: 'team', id: 'target-1', name: target },
  details,
});

function renderLog(page: (before: string | null) => AuditLogPage) {
  const logic = auditLogMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => page(input.before)),
      watchPeopleChanges: fromCallback(() => () => {}),
      watchTeamChanges: fromCallback(() => () => {}),
    },
  });
  renderView(
    <AuditLogContext.Provider logic={logic}>
      <AuditLogScreen />
    </AuditLogContext.Provider>,
  );
}

describe('/config/users, Registro de atividades', () => {
  it('words each entry in Portuguese with its São Paulo time, newest first, and loads more', async () => {
    renderLog((before) => (before ? olderAuditPage : auditPage));
    const log = await screen.findByRole('list', { name: 'Registro de atividades' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['28/11/2026, 10:05Ana Souza convidou joao@cliente.com.br']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await within(log).findByText('Ana Souza criou a equipe Comercial')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('words the details each action carries; no actor is the system', async () => {
    renderLog(() => ({
      entries: [
        entry('team.renamed', 'Vendas', { from: 'Comercial', to: 'Vendas' }),
        entry('team.member_set', 'Vendas', { userId: 'u1', user: 'Lucas Almeida', role: 'admin' }),
        entry('team.member_removed', 'Vendas', { userId: 'u1', user: 'Lucas Almeida' }),
        entry('user.meetings_moved', 'Rui Costa', { movedTo: 'Ana Souza', moved: '1' }),
        entry('user.deactivated', 'Rui Costa', { movedTo: 'Ana Souza', moved: '3' }),
        entry('user.deactivated', 'Lucas Almeida', {}),
      ],
      nextBefore: null,
    }));
    const log = await screen.findByRole('list', { name: 'Registro de atividades' });
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.lastChild?.textContent),
    ).toEqual([
      'O sistema renomeou a equipe Comercial para Vendas',
      'O sistema colocou Lucas Almeida na equipe Vendas como Líder (admin)',
      'O sistema tirou Lucas Almeida da equipe Vendas',
      'O sistema moveu 1 reunião de Rui Costa para Ana Souza',
      'O sistema desativou Rui Costa e moveu 3 reuniões para Ana Souza',
      'O sistema desativou Lucas Almeida',
    ]);
  });
});
