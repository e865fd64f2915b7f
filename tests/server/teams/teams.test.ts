import { expect, test } from 'vitest';
import { teamListSchema, teamMemberListSchema } from '../../../src/api-contract/team.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, membersOf, teams } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

describeOnEveryDatabase('GET /api/teams', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const teamsOf = async (email: string) =>
    teamListSchema.parse(await (await server().get('/api/teams', await tokenOf(email))).json());
  const membersResponse = async (email: string, teamId: string) =>
    server().get(`/api/teams/${teamId}/members`, await tokenOf(email));

  test("lists the caller's teams with the caller's own role", async () => {
    const comercial = {
      id: teams.comercial.id,
      name: 'Comercial',
      memberCount: membersOf('comercial').length,
    };
    expect(await teamsOf(accounts.seller.email)).toEqual([{ ...comercial, role: 'member' }]);
    expect(await teamsOf(accounts.leader.email)).toEqual([{ ...comercial, role: 'admin' }]);
    expect(await teamsOf(accounts.beatriz.email)).toEqual([
      {
        id: teams.insideSales.id,
        name: 'Inside Sales',
        role: 'MASTER',
        memberCount: membersOf('insideSales').length,
      },
    ]);
  });

  test('an administrator sees every team of the company, with no role where not a member', async () => {
    const all = await teamsOf(accounts.admin.email);
    expect(all.map((team) => [team.name, team.role])).toEqual([
      ['Comercial', null],
      ['Inside Sales', null],
    ]);
    expect(await teamsOf(accounts.otherCompany.email)).toEqual([]);
  });

  test('lists the members of a team with their roles', async () => {
    const response = await membersResponse(accounts.seller.email, teams.comercial.id);
    expect(response.status).toBe(200);
    const members = teamMemberListSchema.parse(await response.json());
    expect(members.map((member) => member.userId).sort()).toEqual(
      membersOf('comercial')
        .map((key) => accounts[key].id)
        .sort(),
    );
    expect(members.find((member) => member.userId === accounts.leader.id)).toMatchObject({
      role: 'admin',
      firstName: 'Mariana',
      lastName: 'Costa',
      emailAddress: 'lider@demo.com.br',
    });
    expect((await membersResponse(accounts.admin.email, teams.insideSales.id)).status).toBe(200);
  });

  test("answers 404 for a team the caller is not in, another company's team, or a malformed id", async () => {
    expect((await membersResponse(accounts.joao.email, teams.comercial.id)).status).toBe(404);
    expect((await membersResponse(accounts.otherCompany.email, teams.comercial.id)).status).toBe(404);
    expect((await membersResponse(accounts.seller.email, 'comercial')).status).toBe(404);
  });
});
