import type { TFunction } from 'i18next';
import type { Person, PersonStatus } from '../../../api-contract/people.ts';
import type { BadgeTone } from '../../components/Badge.tsx';

const leadership = new Set(['admin', 'master']);

/** "Administrador", else "Líder de <equipes>" for a team's admin or master, else "Vendedor". */
export function roleLabel(person: Person, t: TFunction): string {
  if (person.isAdmin) return t('people:people.role.admin');
  const led = person.teams.filter((team) => leadership.has(team.role)).map((team) => team.teamName);
  return led.length > 0
    ? t('people:people.role.leader', { teams: led.join(', ') })
    : t('people:people.role.seller');
}

/** "Convidado – expira em dd/mm" (Brasília's day), or the status's word. */
export function statusLabel(person: Person, t: TFunction): string {
  if (person.status !== 'invited') return t(`people:people.status.${person.status}`);
  if (!person.invitationExpiresAt) return t('people:people.status.invitedNoDate');
  return t('people:people.status.invited', {
    date: new Date(person.invitationExpiresAt),
    formatParams: { date: { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' } },
  });
}

export const statusTone: Record<PersonStatus, BadgeTone> = {
  active: 'success',
  invited: 'info',
  expired: 'warning',
  deactivated: 'neutral',
};

export const personStatuses: readonly PersonStatus[] = ['active', 'invited', 'expired', 'deactivated'];
