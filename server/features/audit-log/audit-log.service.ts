import { DomainError } from '../../domain-errors/domain-error.ts';
import type { AuditLogPage } from '../../../src/api-contract/audit-log.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';

/** The company's audit log, newest first, for its administrators only (403 for anyone else). */
export function createAuditLogService({ store }: { store: Store }) {
  return {
    async page(caller: Caller, before: string | null, limit: number): Promise<AuditLogPage> {
      if (!caller.isAdmin) throw new DomainError('people-admin-only');
      // One more than asked tells whether an older page exists without counting the log.
      const entries = await store.auditLog.page(caller.companyId, before, limit + 1);
      const page = entries.slice(0, limit);
      return { entries: page, nextBefore: entries.length > limit ? (page.at(-1)?.id ?? null) : null };
    },
  };
}
