import type { TFunction } from 'i18next';
import type { AuditEntry } from '../../../api-contract/audit-log.ts';

/** An entry as a sentence: "Ana Souza convidou joao@x.com.br" ("O sistema" when no one acted). */
export function entrySentence(entry: AuditEntry, t: TFunction): string {
  return t(`people:log.action.${entry.action}`, {
    ...entry.details,
    actor: entry.actor?.name ?? t('people:log.system'),
    target: entry.target.name,
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
