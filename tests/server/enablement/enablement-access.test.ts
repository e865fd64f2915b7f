import { expect, test } from 'vitest';
import { apiErrorSchema } from '../../../src/api-contract/error.ts';
import {
  dashboardStatsSchema,
  sellerSkillsSchema,
  talkTimeSchema,
} from '../../../src/api-contract/enablement.ts';
import { tokenCache } from '../support/credentials.ts';
import { accounts, companies, teams } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const paths = [
  'dashboard/stats',
  'dashboard/chart-data',
  'talk-time',
  'meeting-types',
  'next-steps',
  'client-engagement',
  'seller-skills',
];
const teamNotFound = 'Equipe não encontrada.';
const otherCompanysTeam = 'd0000000-0000-4000-8000-0000000000f2';
const leadersOnly = 'Somente os líderes da equipe e os administradores veem o painel de enablement.';

describeOnEveryDatabase('enablement: who may see a team’s dashboard, and bad filters', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const call = async (email: string, path: string) =>
    server().get(`/api/enablement/${path}`, await tokenOf(email));
  /** The status and Portuguese sentence of a refusal, with the path, so a failure names the endpoint. */
  async function refusal(email: string, path: string) {
    const response = await call(email, path);
    return { path, status: response.status, message: apiErrorSchema.parse(await response.json()).message };
  }
  async function refused(email: string, path: string, status: number, message: string) {
    expect(await refusal(email, path)).toEqual({ path, status, message });
  }

  test('administrators and the team’s leaders (admin, or MASTER in any case) see it, on every endpoint', async () => {
    for (const path of paths) {
      for (const [email, team] of [
        [accounts.admin.email, teams.comercial.id],
        [accounts.admin.email, teams.insideSales.id],
        [accounts.leader.email, teams.comercial.id],
        [accounts.beatriz.email, teams.insideSales.id],
      ] as const) {
        const status = (await call(email, `${path}/${team}`)).status;
        expect({ email, path, status }).toEqual({ email, path, status: 200 });
      }
    }
  });

  test('a member who does not lead the team is refused in Portuguese (403)', async () => {
    for (const path of paths) {
      const seller = `${path}/${teams.comercial.id}`;
      expect(await refusal(accounts.seller.email, seller)).toEqual({
        path: seller,
        status: 403,
        message: leadersOnly,
      });
      const joao = `${path}/${teams.insideSales.id}`;
      expect(await refusal(accounts.joao.email, joao)).toEqual({
        path: joao,
        status: 403,
        message: leadersOnly,
      });
    }
  });

  test('a team one is not in, of another company or unknown does not exist (404)', async () => {
    await server().running.db.query('INSERT INTO teams (id, company_id, name) VALUES ($1, $2, $3)', [
      otherCompanysTeam,
      companies.other.id,
      'Equipe da outra empresa',
    ]);
    for (const path of paths) {
      // Mariana leads Comercial, not Inside Sales; GET /api/teams/{id}/members answers her the same.
      await refused(accounts.leader.email, `${path}/${teams.insideSales.id}`, 404, teamNotFound);
      await refused(accounts.seller.email, `${path}/${teams.insideSales.id}`, 404, teamNotFound);
      await refused(accounts.admin.email, `${path}/${otherCompanysTeam}`, 404, teamNotFound);
      await refused(accounts.admin.email, `${path}/d0000000-0000-4000-8000-00000000ffff`, 404, teamNotFound);
      await refused(accounts.admin.email, `${path}/nao-e-um-id`, 404, teamNotFound);
    }
    const members = await call(accounts.leader.email, `../teams/${teams.insideSales.id}/members`);
    expect(members.status).toBe(404);
  });

  test('a seller filter outside the team is a 400 in Portuguese; a member narrows the figures', async () => {
    const message = 'O vendedor escolhido não faz parte desta equipe.';
    const team = teams.comercial.id;
    await refused(accounts.leader.email, `talk-time/${team}?vendedor=${accounts.joao.id}`, 400, message);
    await refused(accounts.leader.email, `talk-time/${team}?vendedor=nao-e-um-id`, 400, message);
    await refused(
      accounts.admin.email,
      `dashboard/stats/${team}?userId=${accounts.otherCompany.id}`,
      400,
      message,
    );

    const mine = talkTimeSchema.parse(
      await (
        await call(
          accounts.leader.email,
          `talk-time/${team}?timeFilter=quarter&vendedor=${accounts.fernanda.id}`,
        )
      ).json(),
    );
    expect(mine.speaking.map((seller) => seller.userId)).toEqual([accounts.fernanda.id]);
  });

  test('custom periods need both dates in order and at most 366 days; unknown values are 400', async () => {
    const team = teams.comercial.id;
    const admin = accounts.admin.email;
    const order = 'Informe o início e o fim do período, com o início antes do fim.';
    for (const query of [
      'period=custom',
      'period=custom&startDate=2026-03-01',
      'period=custom&startDate=2026-03-02&endDate=2026-03-01',
    ]) {
      const response = await call(admin, `dashboard/stats/${team}?${query}`);
      expect(response.status).toBe(400);
      const body = apiErrorSchema.parse(await response.json());
      expect(body.issues?.map((issue) => issue.message)).toContain(order);
    }
    const series = await call(admin, `next-steps/${team}?timeFilter=custom&endDate=2026-03-01`);
    expect(series.status).toBe(400);
    await refused(
      admin,
      `seller-skills/${team}?timeFilter=custom&startDate=2025-01-01&endDate=2026-01-02`,
      400,
      'O período personalizado pode ter no máximo 366 dias.',
    );
    const year = await call(
      admin,
      `seller-skills/${team}?timeFilter=custom&startDate=2025-01-01&endDate=2026-01-01`,
    );
    expect(year.status).toBe(200);
    sellerSkillsSchema.parse(await year.json());
    for (const query of ['period=year', 'meetingFormat=video', 'meetingType=OTHER', 'startDate=2026-02-30']) {
      const status = (await call(admin, `dashboard/stats/${team}?${query}`)).status;
      expect({ query, status }).toEqual({ query, status: 400 });
    }
  });

  test('the seeded teams have figures for the week, the month and the quarter', async () => {
    for (const team of [teams.comercial.id, teams.insideSales.id]) {
      for (const period of ['week', 'month', 'quarter']) {
        const stats = dashboardStatsSchema.parse(
          await (await call(accounts.admin.email, `dashboard/stats/${team}?period=${period}`)).json(),
        );
        expect({ team, period, some: (stats.meetings.current ?? 0) > 0 }).toEqual({
          team,
          period,
          some: true,
        });
      }
    }
  });
});
