import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { auditLogMachine } from '../../../../src/machines/audit-log/audit-log/audit-log.machine.ts';
import { AuditLogContext } from '../../../../src/views/audit-log/audit-log/audit-log-context.ts';
import { AuditLogScreen } from '../../../../src/views/audit-log/audit-log/AuditLogSection.tsx';
import { auditPage, olderAuditPage } from '../../../model/users/people.fixtures.ts';
import { renderView } from '../support/render-app.tsx';

describe('/config/users, Registro de atividades', () => {
  it('words each entry in Portuguese with its São Paulo time, newest first, and loads more', async () => {
    const logic = auditLogMachine.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => (input.before ? olderAuditPage : auditPage)),
        watchPeopleChanges: fromCallback(() => () => {}),
        watchTeamChanges: fromCallback(() => () => {}),
      },
    });
    renderView(
      <AuditLogContext.Provider logic={logic}>
        <AuditLogScreen />
      </AuditLogContext.Provider>,
    );
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
});
