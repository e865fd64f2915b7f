import type { Database } from '../../db/database.ts';
import type { ServedTeam, TeamMember } from '../../../src/api-contract/team.ts';
import type { Caller } from '../caller.ts';

type TeamRow = { id: string; name: string; role: string | null; member_count: number };
type MemberRow = {
  user_id: string;
  email_address: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
};

/** `teams` and `team_members`, as the caller may see them: their own teams, or all of them as an admin. */
export function createTeamsRepository(db: Database) {
  return {
    async visibleTo(caller: Caller): Promise<ServedTeam[]> {
      const rows = await db.query<TeamRow>(
        `SELECT t.id, t.name, mine.role,
                (SELECT count(*)::int FROM team_members all_members WHERE all_members.team_id = t.id) AS member_count
           FROM teams t
           LEFT JOIN team_members mine ON mine.team_id = t.id AND mine.user_id = $2
          WHERE t.company_id = $1 AND ($3 OR mine.user_id IS NOT NULL)
          ORDER BY t.name, t.id`,
        [caller.companyId, caller.userId, caller.isAdmin],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        role: row.role,
        memberCount: row.member_count,
      }));
    },

    async isVisibleTo(caller: Caller, teamId: string): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM teams t
          WHERE t.id = $1 AND t.company_id = $2
            AND ($4 OR EXISTS (SELECT 1 FROM team_members tm WHERE tm.team_id = t.id AND tm.user_id = $3))`,
        [teamId, caller.companyId, caller.userId, caller.isAdmin],
      );
      return rows.length > 0;
    },

    async membersOf(teamId: string): Promise<TeamMember[]> {
      const rows = await db.query<MemberRow>(
        `SELECT tm.user_id, u.email_address, u.first_name, u.last_name, tm.role
           FROM team_members tm JOIN users u ON u.id = tm.user_id
          WHERE tm.team_id = $1
          ORDER BY u.first_name NULLS LAST, u.last_name NULLS LAST, u.email_address`,
        [teamId],
      );
      return rows.map((row) => ({
        userId: row.user_id,
        emailAddress: row.email_address,
        firstName: row.first_name,
        lastName: row.last_name,
        role: row.role,
      }));
    },
  };
}
