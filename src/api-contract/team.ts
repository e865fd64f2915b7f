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
export const teamListSchema = z.array(teamSchema);
/** A team as this backend answers it, with its member count. */
export type ServedTeam = z.infer<typeof teamSchema>;

/**
 * A team as the app reads it. Spec section 3 names only the team's role (and its members, listed per team);
 * `memberCount` is this backend's addition, which the app does not need, so a backend built to the spec that
 * does not send it is read all the same.
 */
const teamAnswerSchema = teamSchema.partial({ memberCount: true });
export type Team = z.infer<typeof teamAnswerSchema>;
export const teamListAnswerSchema = z.array(teamAnswerSchema);

export const teamMemberSchema = z.object({
  userId: z.string(),
  emailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);
