import type { Store } from '../store.ts';
import type { NewAuditEntry } from './audit-log.repository.ts';

export type { NewAuditEntry } from './audit-log.repository.ts';

/**
 * Writes one entry of the company's audit log (issue 27). Call it with the store of the transaction that
 * makes the change (`store.transaction((tx) => ...)`), so the entry exists exactly when the change does.
 */
export function recordAuditEntry(store: Pick<Store, 'auditLog'>, entry: NewAuditEntry): Promise<void> {
  return store.auditLog.record(entry);
}
