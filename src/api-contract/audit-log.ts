/*
 * The company's audit log (issue 27): every administrative action on people and teams, newest first, which
 * only the company's administrators read.
 */
import { z } from 'zod';

/** What was done; the page words each in Portuguese. */
export const auditActionSchema = z.enum([
  'company.created',
  'user.invited',
  'user.invitation_resent',
  'user.invitation_cancelled',
  'user.signed_up',
  'user.admin_granted',
  'user.admin_revoked',
  'user.deactivated',
  'user.reactivated',
  'user.meetings_moved',
  'team.created',
  'team.renamed',
  'team.deleted',
  'team.member_set',
  'team.member_removed',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/**
 * An entry: who did it (null for the system, e.g. an expiry), to whom or what, and the details the action
 * carries (a team's new name, a role, how many meetings moved), as plain strings.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: auditActionSchema,
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  target: z.object({ kind: z.enum(['user', 'team', 'company']), id: z.string(), name: z.string() }),
  details: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/admin/audit-log?before=<entry id>&limit=<1..100, default 50>`: a page, and the cursor of the next. */
export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextBefore: z.string().nullable(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
