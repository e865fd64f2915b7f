import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../api-contract/audit-log.ts';
import { teamRoleSchema } from '../../../api-contract/people.ts';

/**
 * The text key of an entry: its action ("user.invited" is `people:log.action.user.invited`), and for a
 * deactivation that handed the meetings on, the sentence that says so.
 */
const keyOf = (entry: AuditEntry) =>
  entry.action === 'user.deactivated' && entry.details.movedTo
    ? 'people:log.action.user.deactivatedMoving'
    : `people:log.action.${entry.action}`;

/**
 * An entry as a sentence: "Ana Souza convidou joao@x.com.br" ("O sistema" when no one acted), with the details
 * its action carries (a team's old and new name, the member and their role, how many meetings moved and to whom).
 */
export function entrySentence(entry: AuditEntry, t: TFunction): string {
  const { details } = entry;
  const role = teamRoleSchema.safeParse(details.role);
  return t(keyOf(entry), {
    ...details,
    actor: entry.actor?.name ?? t('people:log.system'),
    target: entry.target.name,
    ...(details.moved !== undefined && { count: Number(details.moved) }),
    ...(role.success && { roleName: t(`people:teams.role.${role.data}`) }),
    interpolation: { escapeValue: false },
  });
}

/** dd/mm/aaaa hh:mm, Brasília's time, as the company's day is counted. */
export function entryTime(entry: AuditEntry, t: TFunction): string {
  return t('people:log.at', {
    value: new Date(entry.at),
    formatParams: {
      value: {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'America/Sao_Paulo',
      },
    },
  });
}
