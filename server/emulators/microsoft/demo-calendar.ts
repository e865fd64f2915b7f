import { createHash } from 'node:crypto';
import { clients, type Contact } from '../../db/seed/clients.ts';

/**
 * Each account's demo Outlook calendar: upcoming pt-BR sales meetings counted from the day after the
 * emulator started (stable while it runs, so a second sync sees the same events), shaped as Graph's event
 * resource (https://learn.microsoft.com/graph/api/resources/event). Guests mix the account's own domain and
 * the seed's customers (server/db/seed/clients.ts), so CRM notes can find them later.
 */
export type DemoEvent = Record<string, unknown> & {
  id: string;
  type: 'singleInstance' | 'occurrence';
  startMs: number;
  endMs: number;
};

const hourMs = 3600_000;
const dayMs = 24 * hourMs;

/** Graph-like opaque ids ("AAMkAG..."), the same for the same account and event. */
const idOf = (email: string, key: string) =>
  `AAMkAG${createHash('sha256').update(`${email.toLowerCase()}|${key}`).digest('base64url').slice(0, 40)}`;

const person = (contact: Contact) => ({ name: contact.name, address: contact.email });

type Spec = {
  key: string;
  subject: string;
  /** Days after the first day, and the UTC hour (13 h UTC is 10 h in São Paulo). */
  day: number;
  hourUtc: number;
  minutes: number;
  guests: Contact[];
  teams?: boolean;
  legacyTeams?: boolean;
  location?: string;
  bodyHtml?: string;
  cancelled?: boolean;
  weekly?: number;
};

const teamsLink = (key: string) =>
  `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${key}%40thread.v2/0?context=%7b%22Tid%22%3a%22pauta%22%7d`;

const specs = (colleague: Contact): Spec[] => [
  {
    key: 'bompreco-demo',
    subject: 'Demonstração da plataforma — Grupo Varejo Bom Preço',
    day: 0,
    hourUtc: 13,
    minutes: 60,
    guests: [...clients.bomPreco.contacts, colleague],
    teams: true,
  },
  {
    key: 'rotasul-proposta',
    subject: 'Proposta comercial — Transportadora Rota Sul',
    day: 0,
    hourUtc: 17,
    minutes: 45,
    guests: [clients.rotaSul.contacts[0]],
    location: 'Zoom: https://us02web.zoom.us/j/84512376590?pwd=cm90YXN1bA',
  },
  {
    key: 'pipeline-interno',
    subject: 'Alinhamento interno de pipeline',
    day: 0,
    hourUtc: 20,
    minutes: 30,
    guests: [colleague],
    location: 'Sala Ipê, 3º andar',
  },
  {
    key: 'vidaplena-semanal',
    subject: 'Acompanhamento semanal — Clínica Vida Plena',
    day: 1,
    hourUtc: 12,
    minutes: 30,
    guests: [clients.vidaPlena.contacts[0]],
    bodyHtml:
      '<html><body><p>Pauta: pendências da implantação.</p><p>Entrar: <a href="https://meet.google.com/vdp-semn-acp">https://meet.google.com/vdp-semn-acp</a></p></body></html>',
    weekly: 4,
  },
  {
    key: 'pietro-negociacao',
    subject: 'Negociação de contrato — Metalúrgica Irmãos Pietro',
    day: 2,
    hourUtc: 14,
    minutes: 60,
    guests: clients.pietro.contacts,
    teams: true,
    cancelled: true,
  },
  {
    key: 'horizonte-visita',
    subject: 'Visita técnica — Construtora Horizonte',
    day: 3,
    hourUtc: 16,
    minutes: 90,
    guests: [clients.horizonte.contacts[0], colleague],
    location: 'Av. Paulista, 1000 — São Paulo',
  },
  {
    key: 'sertao-diagnostico',
    subject: 'Diagnóstico de segurança — Cooperativa de Crédito Sertão',
    day: 4,
    hourUtc: 13,
    minutes: 60,
    guests: clients.sertao.contacts,
    legacyTeams: true,
  },
];

/** Every event of the account (a weekly series as its occurrences) from `firstDayMs` (a UTC midnight). */
export function demoCalendar(email: string, firstDayMs: number): DemoEvent[] {
  const domain = email.split('@')[1] ?? 'empresa.com.br';
  const colleague = { name: 'Gerência Comercial', address: `gerencia.comercial@${domain}` };
  const owner = { name: email.split('@')[0] ?? email, address: email };
  return specs({ name: colleague.name, email: colleague.address }).flatMap((spec) => {
    const masterId = spec.weekly ? idOf(email, spec.key) : null;
    return Array.from({ length: spec.weekly ?? 1 }, (_, week) => {
      const startMs = firstDayMs + (spec.day + week * 7) * dayMs + spec.hourUtc * hourMs;
      const key = spec.weekly ? `${spec.key}#${week}` : spec.key;
      const joinUrl = spec.teams || spec.legacyTeams ? teamsLink(spec.key) : null;
      return {
        id: idOf(email, key),
        type: spec.weekly ? 'occurrence' : 'singleInstance',
        seriesMasterId: masterId,
        startMs,
        endMs: startMs + spec.minutes * 60_000,
        subject: spec.subject,
        isCancelled: spec.cancelled === true,
        isAllDay: false,
        isOnlineMeeting: spec.teams === true,
        onlineMeetingProvider: spec.teams ? 'teamsForBusiness' : 'unknown',
        onlineMeeting: spec.teams ? { joinUrl } : null,
        onlineMeetingUrl: spec.legacyTeams ? joinUrl : null,
        location: { displayName: spec.location ?? (spec.teams ? 'Reunião do Microsoft Teams' : '') },
        body: { contentType: 'html', content: spec.bodyHtml ?? '<html><body></body></html>' },
        bodyPreview: spec.bodyHtml
          ? spec.bodyHtml
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()
          : '',
        organizer: { emailAddress: owner },
        attendees: spec.guests.map((guest) => ({
          type: 'required',
          status: { response: 'none', time: '0001-01-01T00:00:00Z' },
          emailAddress: person(guest),
        })),
      };
    });
  });
}
