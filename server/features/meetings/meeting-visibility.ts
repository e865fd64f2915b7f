import { leadershipRolesSql } from '../../../src/domain/leadership.ts';
import type { Caller } from '../caller.ts';
import type { Conditions } from '../../db/sql-conditions.ts';

/**
 * The one visibility rule (src/domain/meeting-access.ts in words) as SQL over meetings `m`: the caller's
 * company only; their own meetings; every meeting of the members of a team they lead (role admin or master,
 * any case); the whole company for administrators. The list, a single meeting and everything hanging off a
 * meeting (media, uploads, transcript, answers, enrichment) are seen through it.
 */
export function visibleTo(caller: Caller, conditions: Conditions): void {
  conditions.add(`m.company_id = ${conditions.param(caller.companyId)}`);
  if (caller.isAdmin) return;
  const me = conditions.param(caller.userId);
  // One set of owners, not "mine OR my teams'": an OR with a subquery can only be checked row by row over the
  // whole company, while a set lets PostgreSQL start from each owner's own meetings (meetings_user_list_idx,
  // migration 0039) when that is the smaller side.
  conditions.add(`m.user_id IN (
    SELECT ${me}::uuid
    UNION
    SELECT member.user_id FROM team_members member
      JOIN team_members lead ON lead.team_id = member.team_id
     WHERE lead.user_id = ${me} AND lower(lead.role) IN (${leadershipRolesSql}))`);
}
