import { expect, test } from 'vitest';
import { auditLogPageSchema } from '../../../src/api-contract/audit-log.ts';
import { adminTeamListSchema, adminTeamSchema, peopleMessages } from '../../../src/api-contract/people.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, ownedBy, teams } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';
import { call } from './people-support.ts';

describeOnEveryDatabase('people administration: /api/admin/teams and the audit log', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const asAdmin = async (method: string, pathname: string, body?: unknown) =>
    call(server(), method, pathname, await tokenOf(accounts.admin.email), body);
  const createTeam = async (name: string) => {
    const response = await asAdmin('POST', '/api/admin/teams', { name });
    expect(response.status).toBe(200);
    return adminTeamSchema.parse(await response.json());
  };
  /** A team of the other company, made in the database: its administrators are not the seed's. */
  const otherCompanyTeam = async () => {
    const [row] = await server().running.db.query<{ id: string }>(
      "INSERT INTO teams (company_id, name) VALUES ($1, 'Equipe de outra empresa') RETURNING id",
      [accounts.otherCompany.companyId],
    );
    return row!.id;
  };
  const auditPage = async (query = '') =>
    auditLogPageSchema.parse(await (await asAdmin('GET', `/api/admin/audit-log${query}`)).json());

  test('creates, renames and deletes teams; names are unique per company, without regard to case', async () => {
    const team = await createTeam('  Expansão Sul ');
    expect(team).toEqual({ id: team.id, name: 'Expansão Sul', members: [] });
    const taken = await asAdmin('POST', '/api/admin/teams', { name: 'comercial' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ message: peopleMessages.teamNameTaken });
    const empty = await asAdmin('POST', '/api/admin/teams', { name: '   ' });
    expect(await empty.json()).toMatchObject({ message: peopleMessages.teamNameEmpty });
    const long = await asAdmin('POST', '/api/admin/teams', { name: 'x'.repeat(61) });
    expect(await long.json()).toMatchObject({ message: peopleMessages.teamNameTooLong });

    const renamed = await asAdmin('PATCH', `/api/admin/teams/${team.id}`, { name: 'Expansão Norte' });
    expect(adminTeamSchema.parse(await renamed.json()).name).toBe('Expansão Norte');
    // Its own name in another case is no clash.
    expect((await asAdmin('PATCH', `/api/admin/teams/${team.id}`, { name: 'EXPANSÃO NORTE' })).status).toBe(
      200,
    );
    const clash = await asAdmin('PATCH', `/api/admin/teams/${team.id}`, { name: 'Inside Sales' });
    expect(clash.status).toBe(409);

    expect((await asAdmin('DELETE', `/api/admin/teams/${team.id}`)).status).toBe(204);
    const list = adminTeamListSchema.parse(await (await asAdmin('GET', '/api/admin/teams')).json());
    expect(list.map((entry) => entry.name)).toEqual(['Comercial', 'Inside Sales']);
    const actions = (await auditPage()).entries.map((entry) => entry.action);
    expect(actions.slice(0, 4)).toEqual(['team.deleted', 'team.renamed', 'team.renamed', 'team.created']);
  });

  test('a new leader sees the seller’s meetings at once, and stops seeing them when the team goes', async () => {
    const [meeting] = ownedBy('joao');
    const asFernanda = async () =>
      server().get(`/api/meetings/${meeting}`, await tokenOf(accounts.fernanda.email));
    expect((await asFernanda()).status).toBe(404);

    const team = await createTeam('Liderança Fernanda');
    await asAdmin('PUT', `/api/admin/teams/${team.id}/members/${accounts.joao.id}`, { role: 'member' });
    const led = await asAdmin('PUT', `/api/admin/teams/${team.id}/members/${accounts.fernanda.id}`, {
      role: 'admin',
    });
    expect(adminTeamSchema.parse(await led.json()).members).toEqual(
      expect.arrayContaining([
        { userId: accounts.joao.id, role: 'member' },
        { userId: accounts.fernanda.id, role: 'admin' },
      ]),
    );
    // No restart, no cache: the next request reads the new membership.
    expect((await asFernanda()).status).toBe(200);
    const dashboard = await server().get(
      `/api/enablement/dashboard/stats/${team.id}`,
      await tokenOf(accounts.fernanda.email),
    );
    expect(dashboard.status).toBe(200);

    const out = await asAdmin('DELETE', `/api/admin/teams/${team.id}/members/${accounts.fernanda.id}`);
    expect(adminTeamSchema.parse(await out.json()).members).toEqual([
      { userId: accounts.joao.id, role: 'member' },
    ]);
    expect((await asFernanda()).status).toBe(404);
    await asAdmin('DELETE', `/api/admin/teams/${team.id}`);
    // The team's meetings stay with their owner.
    expect((await server().get(`/api/meetings/${meeting}`, await tokenOf(accounts.joao.email))).status).toBe(
      200,
    );
  });

  test('another company’s teams and people answer 404, as do malformed ids', async () => {
    const otherTeam = await otherCompanyTeam();
    for (const id of [otherTeam, 'comercial']) {
      expect((await asAdmin('PATCH', `/api/admin/teams/${id}`, { name: 'Nova' })).status).toBe(404);
      expect((await asAdmin('DELETE', `/api/admin/teams/${id}`)).status).toBe(404);
    }
    const foreignPerson = await asAdmin(
      'PUT',
      `/api/admin/teams/${teams.comercial.id}/members/${accounts.otherCompany.id}`,
      { role: 'member' },
    );
    expect(foreignPerson.status).toBe(404);
  });

  test('the audit log pages newest first, names who acted, and is the company’s own', async () => {
    for (const name of ['Auditoria A', 'Auditoria B', 'Auditoria C']) await createTeam(name);
    const first = await auditPage('?limit=2');
    expect(first.entries.map((entry) => entry.target.name)).toEqual(['Auditoria C', 'Auditoria B']);
    expect(first.entries[0]).toMatchObject({
      action: 'team.created',
      actor: { id: accounts.admin.id, name: 'Ricardo Souza' },
      target: { kind: 'team' },
      details: {},
    });
    const second = await auditPage(`?limit=2&before=${first.nextBefore}`);
    expect(second.entries[0]?.target.name).toBe('Auditoria A');
    expect(Date.parse(second.entries[0]!.at)).toBeLessThanOrEqual(Date.parse(first.entries[1]!.at));
    expect((await asAdmin('GET', '/api/admin/audit-log?limit=0')).status).toBe(400);
    expect((await asAdmin('GET', '/api/admin/audit-log?before=nao-e-id')).status).toBe(400);
  });
});
