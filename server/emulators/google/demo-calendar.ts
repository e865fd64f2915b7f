import { createHash } from 'node:crypto';

/** São Paulo keeps UTC-3 all year (no daylight saving since 2019). */
const saoPauloOffsetMs = -3 * 3600_000;
const dayMs = 24 * 3600_000;

type Person = { email: string; displayName?: string };

/** One event of the demo calendar; `weeks` > 1 repeats it weekly (RRULE COUNT), as occurrences. */
type DemoEvent = {
  key: string;
  summary: string;
  day: number;
  time: string;
  minutes: number;
  status?: 'cancelled';
  meet?: string;
  location?: string;
  description?: string;
  organizer: 'self' | Person;
  guests: Person[];
  weeks?: number;
};

/** A Calendar API v3 Event resource (https://developers.google.com/calendar/api/v3/reference/events). */
export type EventResource = Record<string, unknown> & {
  id: string;
  status: string;
  startMs: number;
  endMs: number;
};

/**
 * Upcoming sales meetings in pt-BR, placed on the days after `anchor` (the São Paulo day the emulator first
 * saw the account, so they stay put while it runs): Meet (hangoutLink + conferenceData), Zoom in the
 * location, Teams in an HTML description, two without a link, a weekly one, a cancelled one, one with only
 * colleagues; guests from the account's own domain and from clients'.
 */
function demoEvents(email: string): DemoEvent[] {
  const domain = email.split('@')[1] ?? 'example.com';
  const colleague = { email: `ana.souza@${domain}`, displayName: 'Ana Souza' };
  const manager = { email: `carlos.lima@${domain}`, displayName: 'Carlos Lima' };
  return [
    {
      key: 'proposta-horizonte',
      summary: 'Apresentação da proposta — Construtora Horizonte',
      day: 1,
      time: '10:00',
      minutes: 60,
      meet: 'https://meet.google.com/hzt-prop-abc',
      description: 'Apresentar a proposta comercial e tirar dúvidas sobre a implantação.',
      organizer: 'self',
      guests: [colleague, { email: 'marina.alves@construtorahorizonte.com.br', displayName: 'Marina Alves' }],
    },
    {
      key: 'demo-farmacias-vida',
      summary: 'Demonstração do produto — Farmácias Vida',
      day: 1,
      time: '15:00',
      minutes: 45,
      location: 'https://us02web.zoom.us/j/85412345678?pwd=VmlkYURlbW8',
      organizer: 'self',
      guests: [{ email: 'joao.pereira@farmaciasvida.com.br', displayName: 'João Pereira' }],
    },
    {
      key: 'pipeline-aurora',
      summary: 'Acompanhamento semanal — Grupo Aurora',
      day: 2,
      time: '09:00',
      minutes: 30,
      weeks: 4,
      meet: 'https://meet.google.com/aur-sema-nal',
      organizer: 'self',
      guests: [manager, { email: 'beatriz.rocha@grupoaurora.com.br', displayName: 'Beatriz Rocha' }],
    },
    {
      key: 'contrato-logistica',
      summary: 'Negociação de contrato — Logística Rápida',
      day: 2,
      time: '11:00',
      minutes: 60,
      description:
        '<p>Pauta: prazos, SLA e desconto por volume.</p><p><a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_TG9naXN0aWNh%40thread.v2/0?context=%7b%22Tid%22%3a%22pauta%22%7d">Ingressar na reunião do Microsoft Teams</a></p>',
      organizer: { email: 'rafael.costa@logisticarapida.com.br', displayName: 'Rafael Costa' },
      guests: [{ email: 'rafael.costa@logisticarapida.com.br', displayName: 'Rafael Costa' }],
    },
    {
      key: 'almoco-time',
      summary: 'Almoço com o time comercial',
      day: 2,
      time: '12:30',
      minutes: 90,
      location: 'Restaurante Sabor da Terra, Av. Paulista, 1000',
      organizer: 'self',
      guests: [colleague, manager],
    },
    {
      key: 'qualificacao-pao-dourado',
      summary: 'Ligação de qualificação — Padaria Pão Dourado',
      day: 3,
      time: '09:00',
      minutes: 30,
      description: 'Ligar para (11) 98765-4321 e entender o volume de pedidos.',
      organizer: 'self',
      guests: [{ email: 'lucia.martins@paodourado.com.br', displayName: 'Lúcia Martins' }],
    },
    {
      key: 'followup-metalurgica',
      summary: 'Follow-up da proposta — Metalúrgica Sul',
      day: 3,
      time: '14:00',
      minutes: 45,
      status: 'cancelled',
      meet: 'https://meet.google.com/met-sulf-olw',
      organizer: 'self',
      guests: [{ email: 'paulo.nunes@metalurgicasul.com.br', displayName: 'Paulo Nunes' }],
    },
    {
      key: 'metas-internas',
      summary: 'Alinhamento interno de metas',
      day: 4,
      time: '09:30',
      minutes: 30,
      meet: 'https://meet.google.com/int-meta-sqd',
      organizer: 'self',
      guests: [colleague, manager],
    },
  ];
}

/** Google event ids are base32hex (0-9, a-v); hex digits are a subset. */
const eventId = (email: string, key: string) =>
  createHash('sha256').update(`${email}\n${key}`).digest('hex').slice(0, 26);

/** yyyy-mm-ddThh:mm:ss-03:00, as Google writes a São Paulo dateTime. */
function saoPauloDateTime(ms: number): string {
  return `${new Date(ms + saoPauloOffsetMs).toISOString().slice(0, 19)}-03:00`;
}

/** Midnight of `at`'s São Paulo day, in epoch milliseconds. */
export function saoPauloDayStart(at: number): number {
  return Math.floor((at + saoPauloOffsetMs) / dayMs) * dayMs - saoPauloOffsetMs;
}

/** Instance id suffix: the occurrence's original start in basic UTC form (20261124T120000Z). */
const basicUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function resourceOf(email: string, event: DemoEvent, anchor: number, created: string) {
  const [hours, minutes] = event.time.split(':').map(Number) as [number, number];
  const startMs = anchor + event.day * dayMs + (hours * 60 + minutes) * 60_000;
  const organizer =
    event.organizer === 'self'
      ? { email, self: true }
      : { ...event.organizer, ...(event.organizer.email === email ? { self: true } : {}) };
  const attendees = [
    ...(event.organizer === 'self'
      ? [{ email, organizer: true, self: true, responseStatus: 'accepted' }]
      : []),
    ...event.guests.map((guest) => ({
      ...guest,
      ...(event.organizer !== 'self' && guest.email === event.organizer.email ? { organizer: true } : {}),
      responseStatus: 'accepted',
    })),
    ...(event.organizer === 'self' ? [] : [{ email, self: true, responseStatus: 'needsAction' }]),
  ];
  const id = eventId(email, event.key);
  return {
    id,
    startMs,
    endMs: startMs + event.minutes * 60_000,
    resource: {
      kind: 'calendar#event',
      etag: `"${createHash('sha256').update(id).digest('hex').slice(0, 16)}"`,
      id,
      status: event.status ?? 'confirmed',
      htmlLink: `https://www.google.com/calendar/event?eid=${Buffer.from(`${id} ${email}`).toString('base64url')}`,
      created,
      updated: created,
      summary: event.summary,
      ...(event.description ? { description: event.description } : {}),
      ...(event.location ? { location: event.location } : {}),
      creator: { email, self: true },
      organizer,
      iCalUID: `${id}@google.com`,
      sequence: 0,
      attendees,
      ...(event.meet
        ? {
            hangoutLink: event.meet,
            conferenceData: {
              entryPoints: [
                { entryPointType: 'video', uri: event.meet, label: event.meet.replace('https://', '') },
                { entryPointType: 'more', uri: 'https://tel.meet/abc?pin=123' },
              ],
              conferenceSolution: { key: { type: 'hangoutsMeet' }, name: 'Google Meet' },
              conferenceId: event.meet.split('/').pop(),
            },
          }
        : {}),
      reminders: { useDefault: true },
      eventType: 'default',
    },
  };
}

/**
 * The account's events as the API holds them: with `singleEvents`, a recurring event's occurrences (ids
 * `<id>_<start UTC>`, recurringEventId, originalStartTime); without, the recurring event once with its RRULE.
 * Sorted by start.
 */
export function calendarOf(email: string, anchor: number, singleEvents: boolean): EventResource[] {
  const created = new Date(anchor - dayMs).toISOString();
  const timeOf = (ms: number) => ({ dateTime: saoPauloDateTime(ms), timeZone: 'America/Sao_Paulo' });
  return demoEvents(email)
    .flatMap((event): EventResource[] => {
      const { id, startMs, endMs, resource } = resourceOf(email, event, anchor, created);
      const weeks = event.weeks ?? 1;
      if (weeks === 1 || !singleEvents) {
        return [
          {
            ...resource,
            start: timeOf(startMs),
            end: timeOf(endMs),
            ...(weeks > 1 ? { recurrence: [`RRULE:FREQ=WEEKLY;COUNT=${weeks}`] } : {}),
            startMs,
            // The series spans to its last occurrence's end, for the time window.
            endMs: endMs + (weeks - 1) * 7 * dayMs,
          },
        ];
      }
      return Array.from({ length: weeks }, (_, week) => {
        const occurrence = startMs + week * 7 * dayMs;
        const occurrenceEnd = endMs + week * 7 * dayMs;
        return {
          ...resource,
          id: `${id}_${basicUtc(occurrence)}`,
          recurringEventId: id,
          originalStartTime: timeOf(occurrence),
          start: timeOf(occurrence),
          end: timeOf(occurrenceEnd),
          startMs: occurrence,
          endMs: occurrenceEnd,
        };
      });
    })
    .sort((a, b) => a.startMs - b.startMs);
}
