import type { Database } from '../../db/database.ts';
import type { AdminTeam, TeamRole } from '../../../src/api-contract/people.ts';

type TeamRow = { id: string; name: string; members: AdminTeam['members'] | string };

const toTeam = (row: TeamRow): AdminTeam => ({
  id: row.id,
  name: row.name,
  members: typeof row.members === 'string' ? (JSON.parse(row.members) as AdminTeam['members']) : row.members,
});

const teamColumns = `t.id, t.name,
  COALESCE((SELECT json_agg(json_build_object('userId', tm.user_id, 'role', tm.role) ORDER BY tm.user_id)
              FROM team_members tm WHERE tm.team_id = t.id), '[]') AS members`;

/** The company's teams and their memberships, as the administration changes them. */
export function createTeamAdminRepository(db: Database) {
  const find = async (companyId: string, teamId: string): Promise<AdminTeam | undefined> => {
    const [row] = await db.query<TeamRow>(
      `SELECT ${teamColumns} FROM teams t WHERE t.company_id = $1 AND t.id = $2`,
      [companyId, teamId],
    );
    return row && toTeam(row);
  };

  return {
    find,

    async list(companyId: string): Promise<AdminTeam[]> {
      const rows = await db.query<TeamRow>(
        `SELECT ${teamColumns} FROM teams t WHERE t.company_id = $1 ORDER BY lower(t.name), t.id`,
        [companyId],
      );
      return rows.map(toTeam);
    },

    /** Serialises the company's team names until the transaction ends, so two teams cannot take one name. */
    async lockNames(companyId: string): Promise<void> {
      await db.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    },

    /** Whether another team of the company has this name, compared without case. */
    async nameTaken(companyId: string, name: string, exceptTeamId: string | null): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM teams WHERE company_id = $1 AND lower(name) = lower($2)
            AND ($3::uuid IS NULL OR id <> $3::uuid)`,
        [companyId, name, exceptTeamId],
      );
      return rows.length > 0;
    },

    async create(companyId: string, name: string): Promise<string> {
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO teams (company_id, name) VALUES ($1, $2) RETURNING id',
        [companyId, name],
      );
      if (!row) throw new Error(`the team ${name} was not stored`);
      return row.id;
    },

    async rename(companyId: string, teamId: string, name: string): Promise<void> {
      await db.query('UPDATE teams SET name = $3 WHERE company_id = $1 AND id = $2', [
        companyId,
        teamId,
        name,
      ]);
    },

    /** The team and its memberships go; its meetings stay, without a team (meetings.team_id SET NULL). */
    async remove(companyId: string, teamId: string): Promise<void> {
      await db.query('DELETE FROM teams WHERE company_id = $1 AND id = $2', [companyId, teamId]);
    },

    async setMember(teamId: string, userId: string, role: TeamRole): Promise<void> {
      await db.query(
        `INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (team_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
        [teamId, userId, role],
      );
    },

    async removeMember(teamId: string, userId: string): Promise<boolean> {
      const rows = await db.query<{ user_id: string }>(
        'DELETE FROM team_members WHERE team_id = $1 AND user_id = $2 RETURNING user_id',
        [teamId, userId],
      );
      return rows.length > 0;
    },
  };
}
