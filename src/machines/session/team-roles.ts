/** Spec sections 2 and 6: a team role of admin or master, in any letter case, is leadership. */
const leadershipRoles = ['admin', 'master'];

export function isLeadershipRole(role: string | null): boolean {
  return role !== null && leadershipRoles.includes(role.toLowerCase());
}
