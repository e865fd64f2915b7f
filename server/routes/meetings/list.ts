import { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { ApiEnv, Caller } from '../http/auth.ts';
import { ApiProblem } from '../http/errors.ts';
import { isUuid } from '../http/ids.ts';
import { sendParsed } from '../http/respond.ts';
import { displayName } from './display-name.ts';
import {
  meetingListQuerySchema,
  meetingListSchema,
  meetingSchema,
  type Meeting,
} from '../../src/services/api/schemas/meeting.ts';

/** Calendar days in the filters are the sales team's days, not UTC's. */
const businessTimeZone = 'America/Sao_Paulo';

type MeetingRow = {
  id: string;
  title: string;
  meeting_url: string | null;
  platform: Meeting['platform'];
  meeting_type: Meeting['meetingType'];
  format: Meeting['format'];
  status: Meeting['status'];
  exit_reason: string | null;
  is_enabled: boolean;
  start_time: Date;
  duration_seconds: number | null;
  participants: Meeting['participants'];
  team_id: string | null;
  template_id: string | null;
  created_at: Date;
  owner_id: string;
  owner_email: string;
  owner_first_name: string | null;
  owner_last_name: string | null;
};

const selectMeeting = `
  SELECT m.id, m.title, m.meeting_url, m.platform, m.meeting_type, m.format, m.status, m.exit_reason,
         m.is_enabled, m.start_time, m.duration_seconds, m.participants, m.team_id, m.template_id, m.created_at,
         u.id AS owner_id, u.email_address AS owner_email, u.first_name AS owner_first_name,
         u.last_name AS owner_last_name
    FROM meetings m JOIN users u ON u.id = m.user_id`;

/** Collects WHERE conditions with numbered parameters, so optional filters stay readable. */
class Conditions {
  readonly params: unknown[] = [];
  readonly clauses: string[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  add(clause: string): void {
    this.clauses.push(clause);
  }
  get where(): string {
    return this.clauses.join(' AND ');
  }
}

/**
 * What the caller may see: their company only; their own meetings; the meetings of every member of a team
 * they lead (role admin or master, any case); the whole company for administrators.
 */
function visibleTo(caller: Caller, conditions: Conditions): void {
  conditions.add(`m.company_id = ${conditions.param(caller.companyId)}`);
  if (caller.isAdmin) return;
  const me = conditions.param(caller.userId);
  conditions.add(`(m.user_id = ${me} OR m.user_id IN (
    SELECT member.user_id FROM team_members member
      JOIN team_members lead ON lead.team_id = member.team_id
     WHERE lead.user_id = ${me} AND lower(lead.role) IN ('admin', 'master')))`);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function meetingsRoutes(deps: { db: Database }) {
  return new Hono<ApiEnv>()
    .get('/', async (c) => {
      const query = meetingListQuerySchema.parse(c.req.query());
      const conditions = new Conditions();
      visibleTo(c.get('caller'), conditions);
      if (query.meetingType) conditions.add(`m.meeting_type = ${conditions.param(query.meetingType)}`);
      if (query.status) conditions.add(`m.status = ${conditions.param(query.status)}`);
      if (query.query) {
        const pattern = conditions.param(`%${escapeLike(query.query)}%`);
        conditions.add(`(m.title ILIKE ${pattern} ESCAPE '\\' OR EXISTS (
          SELECT 1 FROM jsonb_array_elements(m.participants) p WHERE p->>'name' ILIKE ${pattern} ESCAPE '\\'))`);
      }
      // An id that is not a uuid matches nothing: answer an empty page rather than a database error.
      if (query.userId !== undefined) {
        conditions.add(isUuid(query.userId) ? `m.user_id = ${conditions.param(query.userId)}` : 'false');
      }
      if (query.teamId !== undefined) {
        conditions.add(
          isUuid(query.teamId)
            ? `m.user_id IN (SELECT user_id FROM team_members WHERE team_id = ${conditions.param(query.teamId)})`
            : 'false',
        );
      }
      if (query.startDate) {
        conditions.add(
          `m.start_time >= (${conditions.param(query.startDate)}::date)::timestamp AT TIME ZONE '${businessTimeZone}'`,
        );
      }
      if (query.endDate) {
        conditions.add(
          `m.start_time < (${conditions.param(query.endDate)}::date + 1)::timestamp AT TIME ZONE '${businessTimeZone}'`,
        );
      }
      const [counted] = await deps.db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM meetings m WHERE ${conditions.where}`,
        conditions.params,
      );
      const limit = conditions.param(query.limit);
      const offset = conditions.param((query.page - 1) * query.limit);
      const rows = await deps.db.query<MeetingRow>(
        `${selectMeeting} WHERE ${conditions.where} ORDER BY m.start_time DESC, m.id DESC LIMIT ${limit} OFFSET ${offset}`,
        conditions.params,
      );
      return sendParsed(c, meetingListSchema, {
        meetings: rows.map(toMeeting),
        total: counted?.total ?? 0,
        page: query.page,
        limit: query.limit,
      });
    })
    .get('/:id', async (c) => {
      const id = c.req.param('id');
      const notFound = new ApiProblem(404, 'Reunião não encontrada.');
      if (!isUuid(id)) throw notFound;
      const conditions = new Conditions();
      visibleTo(c.get('caller'), conditions);
      conditions.add(`m.id = ${conditions.param(id)}`);
      const [row] = await deps.db.query<MeetingRow>(
        `${selectMeeting} WHERE ${conditions.where}`,
        conditions.params,
      );
      if (!row) throw notFound;
      return sendParsed(c, meetingSchema, toMeeting(row));
    });
}

function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    title: row.title,
    meetingUrl: row.meeting_url,
    platform: row.platform,
    meetingType: row.meeting_type,
    format: row.format,
    status: row.status,
    exitReason: row.exit_reason,
    isEnabled: row.is_enabled,
    startTime: new Date(row.start_time).toISOString(),
    durationSeconds: row.duration_seconds,
    participants: row.participants,
    owner: {
      id: row.owner_id,
      emailAddress: row.owner_email,
      name: displayName({
        firstName: row.owner_first_name,
        lastName: row.owner_last_name,
        emailAddress: row.owner_email,
      }),
    },
    teamId: row.team_id,
    templateId: row.template_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
