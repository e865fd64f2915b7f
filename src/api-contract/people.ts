/*
 * People administration (issue 27): the administrator of a company invites people, leaves them out, and
 * arranges them in teams with leaders. Every route is admin-only and scoped to the caller's company; another
 * company's user or team answers 404. Leadership is a team role of admin or master (spec sections 3 and 6).
 */
import { z } from 'zod';

export const inviteBatchMax = 50;
export const teamNameMaxLength = 60;

export const peopleMessages = {
  noEmails: 'Informe ao menos um e-mail.',
  tooManyEmails: `Convide no máximo ${inviteBatchMax} pessoas de uma vez.`,
  invalidEmail: 'E-mail inválido.',
  alreadyUser: 'Esta pessoa já tem conta.',
  otherCompany: 'Este e-mail já pertence a outra empresa.',
  ssoDomain: 'Este domínio entra por login único (SSO); a pessoa entra pelo provedor da empresa.',
  userNotFound: 'Usuário não encontrado.',
  notInvited: 'Este usuário não tem convite pendente.',
  lastAdmin: 'A empresa precisa de ao menos um administrador ativo.',
  selfDeactivation: 'Você não pode desativar a sua própria conta.',
  moveTargetInvalid: 'Escolha um vendedor ativo da empresa para receber as reuniões.',
  teamNameEmpty: 'Informe o nome da equipe.',
  teamNameTooLong: `O nome da equipe pode ter no máximo ${teamNameMaxLength} caracteres.`,
  teamNameTaken: 'Já existe uma equipe com este nome.',
  teamNotFound: 'Equipe não encontrada.',
};

/**
 * Where a person stands: `invited` until the first sign-in, `expired` when the invitation ran out before it,
 * `deactivated` while left out (cannot sign in; their meetings stay with the company).
 */
export const personStatusSchema = z.enum(['active', 'invited', 'expired', 'deactivated']);
export type PersonStatus = z.infer<typeof personStatusSchema>;

/** A team role as stored: `member`, or a leadership role (`admin`, `master`). */
export const teamRoleSchema = z.enum(['member', 'admin', 'master']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const personTeamSchema = z.object({ teamId: z.string(), teamName: z.string(), role: z.string() });

/** A row of `GET /api/admin/users`. Dates are ISO 8601 strings. */
export const personSchema = z.object({
  id: z.string(),
  emailAddress: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  status: personStatusSchema,
  teams: z.array(personTeamSchema),
  meetingCount: z.number().int(),
  invitedAt: z.string().nullable(),
  invitationExpiresAt: z.string().nullable(),
  deactivatedAt: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;
export const personListSchema = z.array(personSchema);

const emailSchema = z.string().trim().toLowerCase().pipe(z.email(peopleMessages.invalidEmail));

export const personNameMaxLength = 100;
const personNameSchema = z.string().trim().min(1).max(personNameMaxLength);

/**
 * Body of `POST /api/admin/users/invitations`: one or many e-mails (the page splits what was pasted), and
 * optionally a team to join as a member. Each e-mail is invited or refused on its own. `names`: the first and
 * last name of an invited e-mail, given to the user pool and the user (spec section 4: a user without both
 * never gets past the loading screen, so the page asks for them; an e-mail without one is invited nameless).
 */
export const inviteSchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, peopleMessages.noEmails)
    .max(inviteBatchMax, peopleMessages.tooManyEmails),
  teamId: z.string().nullable().default(null),
  names: z
    .array(z.object({ email: emailSchema, firstName: personNameSchema, lastName: personNameSchema }))
    .max(inviteBatchMax, peopleMessages.tooManyEmails)
    .default([]),
});
export type Invite = z.infer<typeof inviteSchema>;

/** Answer of the invitation: who was invited, and every e-mail refused with its reason (peopleMessages). */
export const inviteResultSchema = z.object({
  invited: personListSchema,
  refused: z.array(z.object({ email: z.string(), message: z.string() })),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/**
 * `POST /api/admin/users/{id}/invitation` re-sends (a new temporary password, a new expiry) and answers the
 * person; `DELETE /api/admin/users/{id}/invitation` cancels it (the invited account is removed; 204).
 * `PATCH /api/admin/users/{id}` body: */
export const personChangeSchema = z.object({ isAdmin: z.boolean() });
export type PersonChange = z.infer<typeof personChangeSchema>;

/**
 * `POST /api/admin/users/{id}/deactivate` body: optionally the active user of the company who receives the
 * person's meetings. Answers the person. `POST /api/admin/users/{id}/reactivate` has no body.
 */
export const deactivateSchema = z.object({ moveMeetingsTo: z.string().nullable().default(null) });
export type Deactivate = z.infer<typeof deactivateSchema>;

/** `POST /api/admin/users/{id}/meetings/move` body; answers `{ moved }`, the number of meetings moved. */
export const moveMeetingsSchema = z.object({ toUserId: z.string() });
export const moveMeetingsResultSchema = z.object({ moved: z.number().int() });

const teamNameSchema = z
  .string(peopleMessages.teamNameEmpty)
  .trim()
  .min(1, peopleMessages.teamNameEmpty)
  .max(teamNameMaxLength, peopleMessages.teamNameTooLong);

/** Body of `POST /api/admin/teams` (answers the team) and `PATCH /api/admin/teams/{id}` (rename). */
export const teamNameBodySchema = z.object({ name: teamNameSchema });

/** A team with its members, as `GET /api/admin/teams` lists them. `DELETE /api/admin/teams/{id}`: 204. */
export const adminTeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.object({ userId: z.string(), role: z.string() })),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;
export const adminTeamListSchema = z.array(adminTeamSchema);

/**
 * `PUT /api/admin/teams/{id}/members/{userId}` body: adds the person to the team or changes their role there;
 * answers the team. `DELETE` on the same path takes them out (answers the team). Moving a person is a PUT on
 * the new team and a DELETE on the old one.
 */
export const membershipSchema = z.object({ role: teamRoleSchema });
export type Membership = z.infer<typeof membershipSchema>;
