import type { Team } from '../../../api-contract/team.ts';
import { isLeadershipRole } from '../../../domain/leadership.ts';

/** Who looks at the list, and which teams' sellers they may filter by (none: no seller and team filters). */
export type MeetingListViewer = {
  id: string;
  teams: { id: string; name: string }[];
};

/**
 * An administrator filters by every team of the company; a team leader (role admin or master, any case) by
 * the teams they lead; everyone else sees only their own filters.
 */
export function meetingListViewer(user: { id: string; isAdmin: boolean }, teams: Team[]): MeetingListViewer {
  const filterable = user.isAdmin ? teams : teams.filter((team) => isLeadershipRole(team.role));
  return { id: user.id, teams: filterable.map(({ id, name }) => ({ id, name })) };
}
