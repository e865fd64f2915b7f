import type { Database } from '../../db/database.ts';
import type { AuditAction, AuditEntry } from '../../../src/api-contract/audit-log.ts';

/** What a feature records: the company, who acted (null: the system), the action, its target and details. */
export type NewAuditEntry = {
  companyId: string;
  actorUserId: string | null;
  action: AuditAction;
  target: AuditEntry['target'];
  details?: Record<string, string>;
};

type EntryRow = {
  id: string;
  at: Date | string;
  action: AuditAction;
  actor_id: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
  target_kind: AuditEntry['target']['kind'];
  target_id: string;
  target_name: string;
  details: Record<string, string> | string;
};

const actorName = (row: EntryRow): string =>
  [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ') || (row.actor_email ?? '');

const toEntry = (row: EntryRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  action: row.action,
  actor: row.actor_id ? { id: row.actor_id, name: actorName(row) } : null,
  target: { kind: row.target_kind, id: row.target_id, name: row.target_name },
  details:
    typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, string>) : row.details,
});

/** `audit_log`: written in the transaction of the change it records, read by the company's admins. */
export function createAuditLogRepository(db: Database) {
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      await db.query(
        `INSERT INTO audit_log (company_id, actor_user_id, action, target_kind, target_id, target_name, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
        [
          entry.companyId,
          entry.actorUserId,
          entry.action,
          entry.target.kind,
          entry.target.id,
          entry.target.name,
          JSON.stringify(entry.details ?? {}),
        ],
      );
    },

    /** Newest first; `before`: an entry id of this company, the page starts after it (older ones). */
    async page(companyId: string, before: string | null, limit: number): Promise<AuditEntry[]> {
      const rows = await db.query<EntryRow>(
        `SELECT a.id, a.at, a.action, a.target_kind, a.target_id, a.target_name, a.details,
                u.id AS actor_id, u.first_name AS actor_first_name, u.last_name AS actor_last_name,
                u.email_address AS actor_email
           FROM audit_log a LEFT JOIN users u ON u.id = a.actor_user_id
          WHERE a.company_id = $1
            AND ($2::uuid IS NULL
                 OR a.position < (SELECT b.position FROM audit_log b WHERE b.id = $2::uuid AND b.company_id = $1))
          ORDER BY a.position DESC
          LIMIT $3`,
        [companyId, before, limit],
      );
      return rows.map(toEntry);
    },
  };
}
