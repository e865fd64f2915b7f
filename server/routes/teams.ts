import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiEnv } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import { sendParsed } from '../http/respond.ts';
import { teamListSchema, teamMemberListSchema } from '../../src/services/api/schemas/team.ts';

type TeamRow = { id: string; name: string; role: string | null; member_count: number };
type MemberRow = {
  user_id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
};

/** Members see their own teams; administrators see every team of their company, with their role when they have one. */
export function teamsRoutes(deps: { db: Database }) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => {
      const caller = c.get('caller');
      const rows = await deps.db.query<TeamRow>(
        `SELECT t.id, t.name, mine.role,
                (SELECT count(*)::int FROM team_members all_members WHERE all_members.team_id = t.id) AS member_count
           FROM teams t
           LEFT JOIN team_members mine ON mine.team_id = t.id AND mine.user_id = $2
          WHERE t.company_id = $1 AND ($3 OR mine.user_id IS NOT NULL)
          ORDER BY t.name, t.id`,
        [caller.companyId, caller.userId, caller.isAdmin],
      );
      return sendParsed(
        c,
        teamListSchema,
        rows.map((row) => ({ id: row.id, name: row.name, role: row.role, memberCount: row.member_count })),
      );
    })
    .get('/:id/members', async (c) => {
      const caller = c.get('caller');
      const teamId = c.req.param('id');
      const notFound = new ApiProblem(404, 'Equipe não encontrada.');
      if (!isUuid(teamId)) throw notFound;
      const [team] = await deps.db.query<{ id: string }>(
        `SELECT t.id FROM teams t
          WHERE t.id = $1 AND t.company_id = $2
            AND ($4 OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = t.id AND tm.user_id = $3))`,
        [teamId, caller.companyId, caller.userId, caller.isAdmin],
      );
      if (!team) throw notFound;
      const rows = await deps.db.query<MemberRow>(
        `SELECT tm.user_id, u.email_address, u.first_name, u.last_name, tm.role
           FROM team_members tm JOIN users u ON u.id = tm.user_id
          WHERE tm.team_id = $1
          ORDER BY u.first_name NULLS LAST, u.last_name NULLS LAST, u.email_address`,
        [team.id],
      );
      return sendParsed(
        c,
        teamMemberListSchema,
        rows.map((row) => ({
          userId: row.user_id,
          emailAddress: row.email_address,
          firstName: row.first_name,
          lastName: row.last_name,
          role: row.role,
        })),
      );
    });
}
