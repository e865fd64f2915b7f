import { DomainError } from '../../domain-errors/domain-error.ts';
import type { AdminTeam, Membership } from '../../../src/api-contract/people.ts';
import { recordAuditEntry } from '../audit-log/record-audit-entry.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import { personName } from './person-name.ts';

/**
 * The company's teams for its administrators: create, rename, delete, and who is in each with which role
 * (member, or a leader: admin or master). Leadership and every permission read team_members on each
 * request, so a change holds at the next call, with no cache to clear. Each change is audited with it.
 */
export function createTeamAdminService({ store }: { store: Store }) {
  function requireAdmin(caller: Caller): void {
    if (!caller.isAdmin) throw new DomainError('people-admin-only');
  }

  async function existing(caller: Caller, teamId: string): Promise<AdminTeam> {
    requireAdmin(caller);
    const team = isUuid(teamId) ? await store.teamAdmin.find(caller.companyId, teamId) : undefined;
    if (!team) throw new DomainError('team-not-found');
    return team;
  }

  async function reread(tx: Store, caller: Caller, teamId: string): Promise<AdminTeam> {
    const team = await tx.teamAdmin.find(caller.companyId, teamId);
    if (!team) throw new DomainError('team-not-found');
    return team;
  }

  async function member(caller: Caller, userId: string) {
    const person = isUuid(userId) ? await store.people.find(caller.companyId, userId) : undefined;
    if (!person) throw new DomainError('user-not-found');
    return person;
  }

  const audit = (
    tx: Store,
    caller: Caller,
    entry: Omit<Parameters<typeof recordAuditEntry>[1], 'companyId' | 'actorUserId'>,
  ) => recordAuditEntry(tx, { companyId: caller.companyId, actorUserId: caller.userId, ...entry });

  return {
    async list(caller: Caller): Promise<AdminTeam[]> {
      requireAdmin(caller);
      return store.teamAdmin.list(caller.companyId);
    },

    async create(caller: Caller, name: string): Promise<AdminTeam> {
      requireAdmin(caller);
      return store.transaction(async (tx) => {
        await tx.teamAdmin.lockNames(caller.companyId);
        if (await tx.teamAdmin.nameTaken(caller.companyId, name, null))
          throw new DomainError('team-name-taken');
        const id = await tx.teamAdmin.create(caller.companyId, name);
        await audit(tx, caller, { action: 'team.created', target: { kind: 'team', id, name } });
        return reread(tx, caller, id);
      });
    },

    async rename(caller: Caller, teamId: string, name: string): Promise<AdminTeam> {
      const team = await existing(caller, teamId);
      return store.transaction(async (tx) => {
        await tx.teamAdmin.lockNames(caller.companyId);
        if (await tx.teamAdmin.nameTaken(caller.companyId, name, team.id))
          throw new DomainError('team-name-taken');
        await tx.teamAdmin.rename(caller.companyId, team.id, name);
        await audit(tx, caller, {
          action: 'team.renamed',
          target: { kind: 'team', id: team.id, name },
          details: { from: team.name, to: name },
        });
        return reread(tx, caller, team.id);
      });
    },

    /** The team and its memberships go; its meetings stay with their owners, without a team. */
    async remove(caller: Caller, teamId: string): Promise<void> {
      const team = await existing(caller, teamId);
      await store.transaction(async (tx) => {
        await tx.teamAdmin.remove(caller.companyId, team.id);
        await audit(tx, caller, {
          action: 'team.deleted',
          target: { kind: 'team', id: team.id, name: team.name },
        });
      });
    },

    async setMember(
      caller: Caller,
      teamId: string,
      userId: string,
      role: Membership['role'],
    ): Promise<AdminTeam> {
      const team = await existing(caller, teamId);
      const person = await member(caller, userId);
      return store.transaction(async (tx) => {
        await tx.teamAdmin.setMember(team.id, person.id, role);
        await audit(tx, caller, {
          action: 'team.member_set',
          target: { kind: 'team', id: team.id, name: team.name },
          details: { userId: person.id, user: personName(person), role },
        });
        return reread(tx, caller, team.id);
      });
    },

    async removeMember(caller: Caller, teamId: string, userId: string): Promise<AdminTeam> {
      const team = await existing(caller, teamId);
      const person = await member(caller, userId);
      return store.transaction(async (tx) => {
        if (await tx.teamAdmin.removeMember(team.id, person.id)) {
          await audit(tx, caller, {
            action: 'team.member_removed',
            target: { kind: 'team', id: team.id, name: team.name },
            details: { userId: person.id, user: personName(person) },
          });
        }
        return reread(tx, caller, team.id);
      });
    },
  };
}
