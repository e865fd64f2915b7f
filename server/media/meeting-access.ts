import type { Database } from '../db/database.ts';
import type { Caller } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';

export type MeetingAccess = 'change' | 'view';

/**
 * The same visibility as the meeting list: own meetings, those of the members of a team the caller leads
 * (role admin or master, any case), the whole company for administrators. Changes: owner or administrator.
 * Another company's meeting, or one the caller cannot see, is a 404 so its existence does not leak.
 */
export async function requireMeetingAccess(
  db: Database,
  caller: Caller,
  meetingId: string,
  needed: MeetingAccess,
): Promise<void> {
  const notFound = new ApiProblem(404, 'Reunião não encontrada.');
  if (!isUuid(meetingId)) throw notFound;
  const [row] = await db.query<{ user_id: string; leads: boolean }>(
    `SELECT m.user_id, EXISTS (
            SELECT 1 FROM team_members member
              JOIN team_members lead ON lead.team_id = member.team_id
             WHERE member.user_id = m.user_id AND lead.user_id = $3 AND lower(lead.role) IN ('admin', 'master')
           ) AS leads
       FROM meetings m WHERE m.id = $1 AND m.company_id = $2`,
    [meetingId, caller.companyId, caller.userId],
  );
  if (!row) throw notFound;
  const mayChange = caller.isAdmin || row.user_id === caller.userId;
  if (mayChange) return;
  if (!row.leads) throw notFound;
  if (needed === 'change')
    throw new ApiProblem(403, 'Apenas o dono da reunião ou um administrador pode alterá-la.');
}
