import { http } from '../http.ts';
import { auditLogPageSchema, type AuditLogPage } from '../../api-contract/audit-log.ts';

/** The company's audit log, newest first: the first page, or the one after `before` (an entry id). */
export function getAuditLogPage(
  before: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditLogPage> {
  return http.getJson('admin/audit-log', auditLogPageSchema, {
    signal,
    ...(before && { searchParams: { before } }),
  });
}
