import { leadershipRolesSql } from '../../../src/domain/leadership.ts';
import type { Database } from '../../db/database.ts';
import type { Caller } from '../../http/auth.ts';
import { ApiProblem } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { displayName } from '../../../src/domain/display-name.ts';
import type { Meeting } from '../../../src/services/api/schemas/meeting.ts';

/** Calendar days in the filters are the sales team's days, not UTC's. */
export const businessTimeZone = 'America/Sao_Paulo';

export type MeetingRow = {
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

export const selectMeeting = `
  SELECT m.id, m.title, m.meeting_url, m.platform, m.meeting_type, m.format, m.status, m.exit_reason,
         m.is_enabled, m.start_time, m.duration_seconds, m.participants, m.team_id, m.template_id, m.created_at,
         u.id AS owner_id, u.email_address AS owner_email, u.first_name AS owner_first_name,
         u.last_name AS owner_last_name
    FROM meetings m JOIN users u ON u.id = m.user_id`;

/** Collects WHERE conditions with numbered parameters, so optional filters stay readable. */
export class Conditions {
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
export function visibleTo(caller: Caller, conditions: Conditions): void {
  conditions.add(`m.company_id = ${conditions.param(caller.companyId)}`);
  if (caller.isAdmin) return;
  const me = conditions.param(caller.userId);
  conditions.add(`(m.user_id = ${me} OR m.user_id IN (
    SELECT member.user_id FROM team_members member
      JOIN team_members lead ON lead.team_id = member.team_id
     WHERE lead.user_id = ${me} AND lower(lead.role) IN (${leadershipRolesSql})))`);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function toMeeting(row: MeetingRow): Meeting {
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

export const meetingNotFound = () => new ApiProblem(404, 'Reunião não encontrada.');

/** The meeting if the caller may see it (their own, their team's as a leader, any as an admin); else 404. */
export async function findVisibleMeeting(db: Database, caller: Caller, id: string): Promise<MeetingRow> {
  if (!isUuid(id)) throw meetingNotFound();
  const conditions = new Conditions();
  visibleTo(caller, conditions);
  conditions.add(`m.id = ${conditions.param(id)}`);
  const [row] = await db.query<MeetingRow>(`${selectMeeting} WHERE ${conditions.where}`, conditions.params);
  if (!row) throw meetingNotFound();
  return row;
}

/**
 * The meeting if the caller may change it: only its owner or an administrator of its company (403 for anyone
 * else in the company, a team leader included); another company's meeting does not exist for them (404).
 */
export async function findChangeableMeeting(db: Database, caller: Caller, id: string): Promise<MeetingRow> {
  if (!isUuid(id)) throw meetingNotFound();
  const [row] = await db.query<MeetingRow>(`${selectMeeting} WHERE m.id = $1 AND m.company_id = $2`, [
    id,
    caller.companyId,
  ]);
  if (!row) throw meetingNotFound();
  if (!caller.isAdmin && row.owner_id !== caller.userId) {
    throw new ApiProblem(403, 'Somente o dono da reunião ou um administrador pode alterá-la.');
  }
  return row;
}
