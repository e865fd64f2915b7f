/*
 * The company's teams as its administrator arranges them (issue 27): create, rename, delete, and each
 * person's membership and role. Every write is announced, so the people list (their teams and roles) and the
 * audit log follow at once.
 */
import { z } from 'zod';
import { http } from '../http.ts';
import { createResourceFeed } from '../resource-feed.ts';
import {
  adminTeamListSchema,
  adminTeamSchema,
  type AdminTeam,
  type TeamRole,
} from '../../api-contract/people.ts';

type Options = { signal?: AbortSignal };

/** A write to a team, as whoever shows teams learns of it. */
export type TeamChange = { type: 'teams.saved'; team: AdminTeam } | { type: 'teams.removed'; teamId: string };

const teamChanges = createResourceFeed<TeamChange>();

/** Every write to the company's teams from now on; returns the way to stop. */
export function watchTeamChanges(listener: (change: TeamChange) => void): () => void {
  return teamChanges.subscribe(listener);
}

const base = 'admin/teams';
const teamPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
const memberPath = (teamId: string, userId: string) =>
  `${teamPath(teamId)}/members/${encodeURIComponent(userId)}`;

async function saved(write: Promise<AdminTeam>): Promise<AdminTeam> {
  const team = await write;
  teamChanges.publish({ type: 'teams.saved', team });
  return team;
}

export function listAdminTeams({ signal }: Options = {}): Promise<AdminTeam[]> {
  return http.getJson(base, adminTeamListSchema, { signal });
}

export function createTeam(name: string, { signal }: Options = {}): Promise<AdminTeam> {
  return saved(http.sendJson('POST', base, { name }, adminTeamSchema, { signal }));
}

export function renameTeam(id: string, name: string, { signal }: Options = {}): Promise<AdminTeam> {
  return saved(http.sendJson('PATCH', teamPath(id), { name }, adminTeamSchema, { signal }));
}

/** The memberships go; the meetings stay with their sellers. */
export async function deleteTeam(id: string, { signal }: Options = {}): Promise<void> {
  await http.sendJson('DELETE', teamPath(id), undefined, z.unknown(), { signal });
  teamChanges.publish({ type: 'teams.removed', teamId: id });
}

/** Adds the person to the team, or changes their role there. */
export function setMember(teamId: string, userId: string, role: TeamRole, { signal }: Options = {}) {
  return saved(http.sendJson('PUT', memberPath(teamId, userId), { role }, adminTeamSchema, { signal }));
}

export function removeMember(teamId: string, userId: string, { signal }: Options = {}): Promise<AdminTeam> {
  return saved(http.sendJson('DELETE', memberPath(teamId, userId), undefined, adminTeamSchema, { signal }));
}

/** Moving is joining the new team with the same role, then leaving the old one. */
export async function moveMember(
  move: { userId: string; fromTeamId: string; toTeamId: string; role: TeamRole },
  { signal }: Options = {},
): Promise<void> {
  await setMember(move.toTeamId, move.userId, move.role, { signal });
  await removeMember(move.fromTeamId, move.userId, { signal });
}
