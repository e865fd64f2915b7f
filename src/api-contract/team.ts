import { z } from 'zod';

/**
 * A team as `GET /api/teams` returns it to the caller. `role` is the caller's own role in the team
 * (null when an administrator sees a team they are not in); admin or master counts as leadership.
 */
export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  memberCount: z.number().int(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const teamMemberSchema = z.object({
  userId: z.string(),
  emailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);
