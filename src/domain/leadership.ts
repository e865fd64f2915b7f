/*
 * Spec sections 2 and 6: who leads. A team role of admin or master, in any letter case, is leadership; a team
 * leader sees and filters the meetings of every member of the teams they lead. The server's SQL asks the same
 * question with `leadershipRolesSql`, so both sides read the rule from here.
 */
export const leadershipRoles = ['admin', 'master'] as const;

export function isLeadershipRole(role: string | null): boolean {
  return role !== null && (leadershipRoles as readonly string[]).includes(role.toLowerCase());
}

/** The same rule as a SQL list for `lower(role) IN (...)`. */
export const leadershipRolesSql = leadershipRoles.map((role) => `'${role}'`).join(', ');
