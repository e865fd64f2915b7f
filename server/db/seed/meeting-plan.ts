import type { AccountKey } from './accounts.ts';
import type { ClientKey } from './clients.ts';
import { dashboardHistory } from './dashboard-plan.ts';

export type CallKind = 'descoberta' | 'demonstracao' | 'proposta' | 'negociacao' | 'followup';
/** Upcoming meetings are `scheduled`: the bot joins them at their start time. */
export type PlannedStatus = 'done' | 'bot_removed' | 'waiting_room_timeout' | 'failed' | 'scheduled';
export type PlannedPlatform = 'google_meet' | 'zoom' | 'teams';

type Common = {
  owner: AccountKey;
  /** Days before the seeding day (negative: upcoming), at a São Paulo wall-clock time. */
  daysAgo: number;
  time: `${number}:${number}`;
  status: PlannedStatus;
  platform: PlannedPlatform;
  /** An uploaded audio recording (platform upload, no link) instead of a video call the bot joined. */
  format?: 'AUDIO';
  /** Transcribed with the owner's own delivery (delivery.ts) rather than the corpus's plain timeline. */
  delivered?: true;
  /** With `delivered`: the call ends before a next step is agreed. */
  endsEarly?: true;
};

export type PlannedMeeting =
  | (Common & { kind: CallKind; client: ClientKey })
  | (Common & { kind: 'internal'; title: string; colleagues: [AccountKey, ...AccountKey[]] });

/**
 * The story meetings, in a fixed order (their ids follow it). The seller has nine, every other seller a
 * few; one call starts at 21:30 in São Paulo, which is already the next day in UTC, to pin date filters.
 */
const storyMeetings: PlannedMeeting[] = [
  {
    owner: 'seller',
    daysAgo: 2,
    time: '10:00',
    kind: 'demonstracao',
    client: 'bomPreco',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'seller',
    daysAgo: 5,
    time: '14:30',
    kind: 'descoberta',
    client: 'rotaSul',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'seller',
    daysAgo: 9,
    time: '21:30',
    kind: 'followup',
    client: 'vidaPlena',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'seller',
    daysAgo: 14,
    time: '09:00',
    kind: 'internal',
    title: 'Revisão de pipeline semanal — Comercial',
    colleagues: ['leader', 'fernanda'],
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'seller',
    daysAgo: 20,
    time: '16:00',
    kind: 'descoberta',
    client: 'pietro',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'seller',
    daysAgo: 27,
    time: '11:00',
    kind: 'descoberta',
    client: 'horizonte',
    status: 'bot_removed',
    platform: 'teams',
  },
  {
    owner: 'seller',
    daysAgo: 35,
    time: '15:00',
    kind: 'descoberta',
    client: 'sertao',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'seller',
    daysAgo: 48,
    time: '10:30',
    kind: 'descoberta',
    client: 'bomPreco',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'seller',
    daysAgo: -2,
    time: '10:00',
    kind: 'negociacao',
    client: 'bomPreco',
    status: 'scheduled',
    platform: 'google_meet',
  },
  {
    owner: 'leader',
    daysAgo: 1,
    time: '11:00',
    kind: 'negociacao',
    client: 'vidaPlena',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'leader',
    daysAgo: 7,
    time: '09:30',
    kind: 'internal',
    title: 'Forecast do mês — Comercial',
    colleagues: ['seller', 'fernanda'],
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'leader',
    daysAgo: 18,
    time: '15:00',
    kind: 'proposta',
    client: 'pietro',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'leader',
    daysAgo: 33,
    time: '14:00',
    kind: 'proposta',
    client: 'rotaSul',
    status: 'waiting_room_timeout',
    platform: 'zoom',
  },
  {
    owner: 'leader',
    daysAgo: -1,
    time: '15:00',
    kind: 'proposta',
    client: 'sertao',
    status: 'scheduled',
    platform: 'teams',
  },
  {
    owner: 'fernanda',
    daysAgo: 3,
    time: '16:30',
    kind: 'demonstracao',
    client: 'horizonte',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'fernanda',
    daysAgo: 12,
    time: '10:00',
    kind: 'followup',
    client: 'sertao',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'fernanda',
    daysAgo: 24,
    time: '13:30',
    kind: 'followup',
    client: 'bomPreco',
    status: 'failed',
    platform: 'google_meet',
  },
  {
    owner: 'fernanda',
    daysAgo: 40,
    time: '09:00',
    kind: 'descoberta',
    client: 'vidaPlena',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'fernanda',
    daysAgo: 55,
    time: '17:00',
    kind: 'followup',
    client: 'rotaSul',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'beatriz',
    daysAgo: 4,
    time: '10:00',
    kind: 'internal',
    title: '1:1 de coaching — João Pereira',
    colleagues: ['joao'],
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'beatriz',
    daysAgo: 16,
    time: '14:00',
    kind: 'demonstracao',
    client: 'sertao',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'beatriz',
    daysAgo: 30,
    time: '11:30',
    kind: 'proposta',
    client: 'horizonte',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'beatriz',
    daysAgo: 52,
    time: '15:30',
    kind: 'followup',
    client: 'pietro',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'joao',
    daysAgo: 2,
    time: '15:00',
    kind: 'demonstracao',
    client: 'rotaSul',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'joao',
    daysAgo: 10,
    time: '09:30',
    kind: 'demonstracao',
    client: 'pietro',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'joao',
    daysAgo: 22,
    time: '16:00',
    kind: 'proposta',
    client: 'vidaPlena',
    status: 'bot_removed',
    platform: 'google_meet',
  },
  {
    owner: 'joao',
    daysAgo: 38,
    time: '10:00',
    kind: 'followup',
    client: 'horizonte',
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'joao',
    daysAgo: -3,
    time: '11:00',
    kind: 'negociacao',
    client: 'pietro',
    status: 'scheduled',
    platform: 'zoom',
  },
  {
    owner: 'rafael',
    daysAgo: 6,
    time: '14:00',
    kind: 'proposta',
    client: 'bomPreco',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'rafael',
    daysAgo: 15,
    time: '10:30',
    kind: 'negociacao',
    client: 'sertao',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'rafael',
    daysAgo: 29,
    time: '15:00',
    kind: 'negociacao',
    client: 'rotaSul',
    status: 'failed',
    platform: 'google_meet',
  },
  {
    owner: 'rafael',
    daysAgo: 45,
    time: '09:30',
    kind: 'descoberta',
    client: 'horizonte',
    status: 'done',
    platform: 'teams',
  },
  {
    owner: 'admin',
    daysAgo: 8,
    time: '08:30',
    kind: 'internal',
    title: 'Reunião de diretoria comercial',
    colleagues: ['leader', 'beatriz'],
    status: 'done',
    platform: 'google_meet',
  },
  {
    owner: 'admin',
    daysAgo: 58,
    time: '10:00',
    kind: 'negociacao',
    client: 'vidaPlena',
    status: 'done',
    platform: 'zoom',
  },
  {
    owner: 'otherCompany',
    daysAgo: 3,
    time: '10:00',
    kind: 'descoberta',
    client: 'rotaSul',
    status: 'done',
    platform: 'google_meet',
  },
];

/** Every seeded meeting: the story meetings, then the dashboard's history (dashboard-plan.ts). */
export const meetingPlan: PlannedMeeting[] = [...storyMeetings, ...dashboardHistory()];
