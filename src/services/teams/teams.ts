import { http } from '../http.ts';
import {
  teamListAnswerSchema,
  teamMemberListSchema,
  type Team,
  type TeamMember,
} from '../../api-contract/team.ts';

export function listTeams({ signal }: { signal?: AbortSignal } = {}): Promise<Team[]> {
  return http.getJson('teams', teamListAnswerSchema, { signal });
}

export function listTeamMembers(
  teamId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TeamMember[]> {
  return http.getJson(`teams/${encodeURIComponent(teamId)}/members`, teamMemberListSchema, { signal });
}
