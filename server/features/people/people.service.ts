import { emailDomainOf } from '../../../src/domain/email-domain.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { IdentityAdmin } from '../../providers/identity-admin/index.ts';
import {
  peopleMessages,
  type Deactivate,
  type Invite,
  type InviteResult,
  type Person,
  type PersonChange,
} from '../../../src/api-contract/people.ts';
import { recordAuditEntry } from '../audit-log/record-audit-entry.ts';
import type { Caller } from '../caller.ts';
import { isUuid } from '../ids.ts';
import type { Store } from '../store.ts';
import type { PersonRecord } from './people.repository.ts';
import { personName } from './person-name.ts';

const publicView = ({ cognitoId: _cognitoId, ...person }: PersonRecord): Person => person;
const userTarget = (person: PersonRecord) => ({
  kind: 'user' as const,
  id: person.id,
  name: personName(person),
});
/**
 * The company's people, for its administrators (403 for anyone else; another company's person is 404):
 * invitations, administrator rights, leaving people out and bringing them back, moving their meetings.
 * The user pool is called before the database transaction (never inside it: the embedded pool shares
 * the database), and every change is written to the audit log in the transaction that makes it.
 */
export function createPeopleService(deps: {
  store: Store;
  identityAdmin: IdentityAdmin;
  /** The pool's TemporaryPasswordValidityDays: how long an invitation lasts. */
  invitationValidityDays: number;
}) {
  const { store, identityAdmin } = deps;

  function requireAdmin(caller: Caller): void {
    if (!caller.isAdmin) throw new DomainError('people-admin-only');
  }

  async function existing(caller: Caller, userId: string): Promise<PersonRecord> {
    requireAdmin(caller);
    const person = isUuid(userId) ? await store.people.find(caller.companyId, userId) : undefined;
    if (!person) throw new DomainError('user-not-found');
    return person;
  }

  async function reread(caller: Caller, userId: string): Promise<Person> {
    const person = await store.people.find(caller.companyId, userId);
    if (!person) throw new DomainError('user-not-found');
    return publicView(person);
  }

  const isPendingInvitation = (person: PersonRecord) =>
    person.status === 'invited' || person.status === 'expired';

  /** Refuses taking the last active administrator away (rights or account); locks them meanwhile. */
  async function assertOtherActiveAdmin(tx: Store, caller: Caller, person: PersonRecord): Promise<void> {
    const admins = await tx.people.lockActiveAdmins(caller.companyId);
    if (admins.includes(person.id) && admins.length === 1) throw new DomainError('last-admin');
  }

  /** Who may receive a person's meetings: another active user of the company. */
  async function moveTarget(caller: Caller, from: PersonRecord, toUserId: string): Promise<PersonRecord> {
    const target = isUuid(toUserId) ? await store.people.find(caller.companyId, toUserId) : undefined;
    if (!target || target.id === from.id || target.status !== 'active') {
      throw new DomainError('move-target-invalid');
    }
    return target;
  }

  /** Why an e-mail cannot be invited, or null. */
  async function refusalOf(
    email: string,
    accounts: Map<string, 'this-company' | 'other-company'>,
  ): Promise<string | null> {
    // Another company's user is answered like one of this company: naming "another company" would tell
    // any administrator which addresses are customers elsewhere. The person has an account either way.
    if (accounts.has(email)) return peopleMessages.alreadyUser;
    if (await store.ssoDomains.providerOf(emailDomainOf(email))) return peopleMessages.ssoDomain;
    return null;
  }

  async function inviteOne(
    caller: Caller,
    email: string,
    teamId: string | null,
    name: { firstName: string; lastName: string } | undefined,
  ): Promise<string> {
    const firstName = name?.firstName ?? null;
    const lastName = name?.lastName ?? null;
    const { sub } = await identityAdmin.invite({ email, firstName, lastName });
    try {
      return await store.transaction(async (tx) => {
        const id = await tx.people.createInvited(caller.companyId, {
          email,
          firstName,
          lastName,
          cognitoId: sub,
          validityDays: deps.invitationValidityDays,
        });
        if (teamId) await tx.teamAdmin.setMember(teamId, id, 'member');
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.invited',
          target: { kind: 'user', id, name: email },
          details: teamId ? { teamId } : {},
        });
        return id;
      });
    } catch (error) {
      // The pool has the person but the company does not: take them out again, so a new try can work.
      await identityAdmin.remove(email);
      throw error;
    }
  }

  return {
    async list(caller: Caller): Promise<Person[]> {
      requireAdmin(caller);
      return (await store.people.list(caller.companyId)).map(publicView);
    },

    /** Each e-mail on its own: invited, or refused with its reason; the pool e-mails the invited. */
    async invite(caller: Caller, request: Invite): Promise<InviteResult> {
      requireAdmin(caller);
      if (
        request.teamId &&
        !(isUuid(request.teamId) && (await store.teamAdmin.find(caller.companyId, request.teamId)))
      ) {
        throw new DomainError('team-not-found');
      }
      const emails = [...new Set(request.emails)];
      const accounts = await store.people.existingAccounts(caller.companyId, emails);
      const invited: Person[] = [];
      const refused: InviteResult['refused'] = [];
      for (const email of emails) {
        const refusal = await refusalOf(email, accounts);
        if (refusal) {
          refused.push({ email, message: refusal });
          continue;
        }
        const name = request.names.find((entry) => entry.email === email);
        const id = await inviteOne(caller, email, request.teamId, name);
        invited.push(await reread(caller, id));
      }
      return { invited, refused };
    },

    /** A new temporary password and a new expiry, e-mailed again. */
    async resendInvitation(caller: Caller, userId: string): Promise<Person> {
      const person = await existing(caller, userId);
      if (!isPendingInvitation(person)) throw new DomainError('not-invited');
      await identityAdmin.resendInvitation(person.emailAddress);
      await store.transaction(async (tx) => {
        await tx.people.renewInvitation(caller.companyId, person.id, deps.invitationValidityDays);
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.invitation_resent',
          target: userTarget(person),
        });
      });
      return reread(caller, person.id);
    },

    /** The invited account goes from the pool and from the company. */
    async cancelInvitation(caller: Caller, userId: string): Promise<void> {
      const person = await existing(caller, userId);
      if (!isPendingInvitation(person)) throw new DomainError('not-invited');
      await identityAdmin.remove(person.emailAddress);
      await store.transaction(async (tx) => {
        await tx.people.remove(caller.companyId, person.id);
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.invitation_cancelled',
          target: userTarget(person),
        });
      });
    },

    async change(caller: Caller, userId: string, change: PersonChange): Promise<Person> {
      const person = await existing(caller, userId);
      if (person.isAdmin === change.isAdmin) return publicView(person);
      await store.transaction(async (tx) => {
        if (!change.isAdmin) await assertOtherActiveAdmin(tx, caller, person);
        await tx.people.setAdmin(caller.companyId, person.id, change.isAdmin);
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: change.isAdmin ? 'user.admin_granted' : 'user.admin_revoked',
          target: userTarget(person),
        });
      });
      return reread(caller, person.id);
    },

    /**
     * The person can no longer sign in and their sign-ins end (the API refuses their tokens at the next
     * call); their meetings stay with the company, or go to `moveMeetingsTo`.
     */
    async deactivate(caller: Caller, userId: string, request: Deactivate): Promise<Person> {
      const person = await existing(caller, userId);
      if (person.id === caller.userId) throw new DomainError('self-deactivation');
      const target = request.moveMeetingsTo ? await moveTarget(caller, person, request.moveMeetingsTo) : null;
      // Checked before the pool is touched, and again under the lock in the transaction.
      if (person.status !== 'deactivated') {
        await store.transaction((tx) => assertOtherActiveAdmin(tx, caller, person));
      }
      if (person.cognitoId) await identityAdmin.disable(person.emailAddress);
      await store.transaction(async (tx) => {
        await assertOtherActiveAdmin(tx, caller, person);
        await tx.people.setDeactivated(caller.companyId, person.id, true);
        const moved = target ? await tx.people.moveMeetings(caller.companyId, person.id, target.id) : 0;
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.deactivated',
          target: userTarget(person),
          details: target ? { movedTo: personName(target), moved: String(moved) } : {},
        });
      });
      return reread(caller, person.id);
    },

    async reactivate(caller: Caller, userId: string): Promise<Person> {
      const person = await existing(caller, userId);
      if (person.status !== 'deactivated') return publicView(person);
      if (person.cognitoId) await identityAdmin.enable(person.emailAddress);
      await store.transaction(async (tx) => {
        await tx.people.setDeactivated(caller.companyId, person.id, false);
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.reactivated',
          target: userTarget(person),
        });
      });
      return reread(caller, person.id);
    },

    /** Every meeting of the person goes to another active user of the company. */
    async moveMeetings(caller: Caller, userId: string, toUserId: string): Promise<{ moved: number }> {
      const person = await existing(caller, userId);
      const target = await moveTarget(caller, person, toUserId);
      return store.transaction(async (tx) => {
        const moved = await tx.people.moveMeetings(caller.companyId, person.id, target.id);
        await recordAuditEntry(tx, {
          companyId: caller.companyId,
          actorUserId: caller.userId,
          action: 'user.meetings_moved',
          target: userTarget(person),
          details: { movedTo: personName(target), moved: String(moved) },
        });
        return { moved };
      });
    },
  };
}
