import { fromCallback, fromPromise } from 'xstate';
import type { AuditLogPage } from '../../../api-contract/audit-log.ts';
import { getAuditLogPage } from '../../../services/audit-log/audit-log.ts';
import { watchTeamChanges, type TeamChange } from '../../../services/people/team-admin.ts';
import { watchPeopleChanges, type PeopleChange } from '../../../services/people/people.ts';

export const auditLogActors = {
  /** The newest page when `before` is null, else the one after that entry. */
  loadPage: fromPromise<AuditLogPage, { before: string | null }>(({ input, signal }) =>
    getAuditLogPage(input.before, { signal }),
  ),
  /** Every write to people or teams is a new entry: the log reads its newest page again. */
  watchPeopleChanges: fromCallback<PeopleChange>(({ sendBack }) => watchPeopleChanges(sendBack)),
  watchTeamChanges: fromCallback<TeamChange>(({ sendBack }) => watchTeamChanges(sendBack)),
};
