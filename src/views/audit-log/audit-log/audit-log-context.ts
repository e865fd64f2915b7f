import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { auditLogMachine } from '../../../machines/audit-log/audit-log/audit-log.machine.ts';

/** /config/users's "Registro de atividades" actor; tests pass `logic={auditLogMachine.provide(...)}`. */
export const AuditLogContext = recordedActorContext(auditLogMachine);
