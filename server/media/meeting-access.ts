import type { Database } from '../db/database.ts';
import type { Caller } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { findVisibleMeeting } from '../routes/meetings/query.ts';

export type MeetingAccess = 'change' | 'view';

/**
 * The meeting list's visibility (findVisibleMeeting: own meetings, a led team's, the whole company for
 * administrators; anything else is a 404 so its existence does not leak). Changes: owner or administrator.
 */
export async function requireMeetingAccess(
  db: Database,
  caller: Caller,
  meetingId: string,
  needed: MeetingAccess,
): Promise<void> {
  const meeting = await findVisibleMeeting(db, caller, meetingId);
  if (needed === 'change' && !caller.isAdmin && meeting.owner_id !== caller.userId)
    throw new ApiProblem(403, 'Apenas o dono da reunião ou um administrador pode alterá-la.');
}
