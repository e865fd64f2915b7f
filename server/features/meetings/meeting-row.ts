import { displayName } from '../../../src/domain/display-name.ts';
import type { DealContext, Meeting } from '../../../src/api-contract/meeting.ts';

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
  /** From the meeting's enrichment; null (all three) when it has none. */
  summary: string | null;
  first_next_step: string | null;
  objection_kinds: string[] | null;
};

/**
 * A meeting with its owner and its deal context, aliased `m` so visibility and list filters can be added to
 * its WHERE. The enrichment is joined by its primary key and only three of its parts are read, so a page of
 * the list stays one query.
 */
export const selectMeeting = `
  SELECT m.id, m.title, m.meeting_url, m.platform, m.meeting_type, m.format, m.status, m.exit_reason,
         m.is_enabled, m.start_time, m.duration_seconds, m.participants, m.team_id, m.template_id, m.created_at,
         u.id AS owner_id, u.email_address AS owner_email, u.first_name AS owner_first_name,
         u.last_name AS owner_last_name,
         e.enrichment->>'summary' AS summary, e.enrichment#>>'{nextSteps,0,text}' AS first_next_step,
         jsonb_path_query_array(e.enrichment, '$.objections[*].kind') AS objection_kinds
    FROM meetings m JOIN users u ON u.id = m.user_id
    LEFT JOIN meeting_enrichments e ON e.meeting_id = m.id`;

export function ownerNameOf(row: MeetingRow): string {
  return displayName({
    firstName: row.owner_first_name,
    lastName: row.owner_last_name,
    emailAddress: row.owner_email,
  });
}

/** The card's deal context: each objection kind once, in the order first raised. */
function dealContextOf(row: MeetingRow): DealContext | null {
  if (row.summary === null) return null;
  return {
    summary: row.summary,
    nextStep: row.first_next_step,
    objectionKinds: [...new Set(row.objection_kinds ?? [])],
  };
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
    owner: { id: row.owner_id, emailAddress: row.owner_email, name: ownerNameOf(row) },
    teamId: row.team_id,
    templateId: row.template_id,
    createdAt: new Date(row.created_at).toISOString(),
    dealContext: dealContextOf(row),
  };
}
