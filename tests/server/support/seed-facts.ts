import {
  accounts,
  companies,
  teams,
  type AccountKey,
  type TeamKey,
} from '../../../server/db/seed/accounts.ts';
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

export { accounts, companies, meetingPlan, teams };
