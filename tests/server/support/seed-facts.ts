import {
  accounts,
  companies,
  teams,
  type AccountKey,
  type TeamKey,
} from '../../../server/db/seed/accounts.ts';
import { clients } from '../../../server/db/seed/clients.ts';
import type { ConversationKey } from '../../../server/db/seed/corpus/index.ts';
import { meetingPlan, type PlannedMeeting } from '../../../server/db/seed/meeting-plan.ts';

/** Expectations derived from the seed plan itself, so a change to the plan cannot leave tests stale. */
export const meetingIdAt = (index: number) =>
  `f0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

export const plannedIds = (keep: (plan: PlannedMeeting) => boolean) =>
  meetingPlan.flatMap((plan, index) => (keep(plan) ? [meetingIdAt(index)] : [])).sort();

export const ownedBy = (...owners: AccountKey[]) => plannedIds((plan) => owners.includes(plan.owner));

export const membersOf = (team: TeamKey): AccountKey[] =>
  (Object.keys(accounts) as AccountKey[]).filter((key) => accounts[key].team?.key === team);

export const inDemoCompany = (plan: PlannedMeeting) => accounts[plan.owner].companyId === companies.demo.id;

/** The seller's first finished call with a client that holds that seed conversation. */
export const sellerCallWith = (conversation: ConversationKey): string =>
  meetingIdAt(
    meetingPlan.findIndex(
      (plan) =>
        plan.owner === 'seller' &&
        plan.status === 'done' &&
        plan.kind !== 'internal' &&
        clients[plan.client].conversation === conversation,
    ),
  );

export { accounts, companies, meetingPlan, teams };
