import type { Database } from '../database.ts';
import type { ExitReason } from '../../../src/api-contract/meeting.ts';
import { accounts, teams, type SeedAccount } from './accounts.ts';
import { clients, type Contact } from './clients.ts';
import { corpus, type Conversation, type Speaker } from './corpus/index.ts';
import { deliveredTranscript, deliveries } from './delivery.ts';
import { saoPauloInstant } from './calendar.ts';
import { meetingPlan, type CallKind, type PlannedMeeting, type PlannedStatus } from './meeting-plan.ts';
import { templates } from './templates.ts';
import { transcriptSegments, type Segment } from './transcript.ts';

export type SeedMeeting = {
  id: string;
  companyId: string;
  userId: string;
  teamId: string | null;
  templateId: string | null;
  title: string;
  meetingUrl: string | null;
  platform: PlannedMeeting['platform'] | 'upload';
  meetingType: 'INTERNAL' | 'EXTERNAL';
  format: 'VIDEO' | 'AUDIO';
  status: PlannedStatus;
  exitReason: ExitReason | null;
  startTime: Date;
  durationSeconds: number | null;
  participants: { name: string; email: string | null }[];
  createdAt: Date;
  /** Only meetings the bot recorded to the end have a transcript. */
  transcript: Segment[] | null;
};

/** Codes of spec section 4's exit-reason catalogue. */
const exitReasons: Record<PlannedStatus, ExitReason | null> = {
  done: 'host_ended_call',
  bot_removed: 'kicked_from_call',
  waiting_room_timeout: 'waiting_room_timeout',
  failed: 'nobody_joined',
  scheduled: null,
};

/** The bot was removed some minutes into the call: it has a duration but no transcript. */
export const minutesBeforeRemoval = 7;

const titles: Record<CallKind, (company: string, topic: string) => string> = {
  descoberta: (company) => `Reunião de descoberta — ${company}`,
  demonstracao: (company, topic) => `Demonstração do ${topic} — ${company}`,
  proposta: (company) => `Apresentação de proposta — ${company}`,
  negociacao: (company) => `Negociação comercial — ${company}`,
  followup: (company) => `Follow-up — ${company}`,
};

const fullName = (account: SeedAccount) => `${account.firstName} ${account.lastName}`;

function meetingUrl(platform: PlannedMeeting['platform'], index: number): string {
  // Deterministic letters, so a meeting keeps its link across seeds.
  const code = Array.from({ length: 10 }, (_, k) =>
    String.fromCharCode(97 + (((index + 3) * (k + 5) * 7 + k * k) % 26)),
  ).join('');
  if (platform === 'google_meet')
    return `https://meet.google.com/${code.slice(0, 3)}-${code.slice(3, 7)}-${code.slice(7, 10)}`;
  if (platform === 'zoom') return `https://us06web.zoom.us/j/${8_100_000_000 + index * 7_654_321}`;
  return `https://teams.microsoft.com/l/meetup-join/19%3Ameeting_${code}%40thread.v2/0`;
}

/** Discovery calls qualify with BANT, later calls with SPIN; the templates are the demo company's own. */
function templateFor(plan: PlannedMeeting, owner: SeedAccount): string | null {
  if (plan.kind === 'internal' || owner.companyId !== templates.bant.companyId) return null;
  return plan.kind === 'descoberta' ? templates.bant.id : templates.spin.id;
}

/** Builds every seeded meeting from the plan, with dates relative to `now`. */
export function seedMeetings(now: Date): SeedMeeting[] {
  return meetingPlan.map((plan, index) => {
    const owner: SeedAccount = accounts[plan.owner];
    const startTime = saoPauloInstant(now, plan.daysAgo, plan.time);
    let title: string;
    let conversation: Conversation;
    let others: Contact[];
    if (plan.kind === 'internal') {
      conversation = corpus.pipelineReview;
      title = plan.title;
      others = plan.colleagues.map((key) => ({ name: fullName(accounts[key]), email: accounts[key].email }));
    } else {
      const client = clients[plan.client];
      conversation = corpus[client.conversation];
      title = titles[plan.kind](client.company, conversation.topic);
      others = client.contacts;
    }
    const names: Record<Speaker, string> = {
      seller: fullName(owner),
      client: others[0]?.name ?? fullName(owner),
      client2: others[1]?.name ?? others[0]?.name ?? fullName(owner),
    };
    const delivery = plan.delivered ? deliveries[plan.owner] : undefined;
    const transcript =
      plan.status !== 'done'
        ? null
        : delivery
          ? deliveredTranscript(conversation, names, delivery, plan.endsEarly)
          : transcriptSegments(conversation, names);
    const uploaded = plan.format === 'AUDIO';
    const lastSegment = transcript?.at(-1);
    return {
      id: `f0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      companyId: owner.companyId,
      userId: owner.id,
      teamId: owner.team ? teams[owner.team.key].id : null,
      templateId: templateFor(plan, owner),
      title,
      meetingUrl: uploaded ? null : meetingUrl(plan.platform, index),
      platform: uploaded ? 'upload' : plan.platform,
      meetingType: plan.kind === 'internal' ? 'INTERNAL' : 'EXTERNAL',
      format: uploaded ? 'AUDIO' : 'VIDEO',
      status: plan.status,
      exitReason: exitReasons[plan.status],
      startTime,
      durationSeconds: lastSegment
        ? Math.ceil(lastSegment.endSeconds + 25)
        : plan.status === 'bot_removed'
          ? minutesBeforeRemoval * 60
          : null,
      participants: others.map((person) => ({ name: person.name, email: person.email })),
      // Meetings are scheduled a couple of days ahead, never in the future of the seeding.
      createdAt: new Date(Math.min(startTime.getTime() - 2 * 86_400_000, now.getTime())),
      transcript,
    };
  });
}

/**
 * Writes the meetings and their transcripts in two statements (one row set each, as JSON), not two per
 * meeting: the server tests seed many databases, and round trips are most of a seed's time.
 */
export async function insertMeetings(tx: Database, meetings: SeedMeeting[]): Promise<void> {
  const rows = meetings.map((meeting) => ({
    id: meeting.id,
    company_id: meeting.companyId,
    user_id: meeting.userId,
    team_id: meeting.teamId,
    template_id: meeting.templateId,
    title: meeting.title,
    meeting_url: meeting.meetingUrl,
    platform: meeting.platform,
    meeting_type: meeting.meetingType,
    format: meeting.format,
    status: meeting.status,
    exit_reason: meeting.exitReason,
    start_time: meeting.startTime.toISOString(),
    duration_seconds: meeting.durationSeconds,
    participants: meeting.participants,
    created_at: meeting.createdAt.toISOString(),
  }));
  await tx.query(
    `INSERT INTO meetings (id, company_id, user_id, team_id, template_id, title, meeting_url, platform, meeting_type,
                           format, status, exit_reason, start_time, duration_seconds, participants, created_at)
     SELECT id, company_id, user_id, team_id, template_id, title, meeting_url, platform, meeting_type,
            format, status, exit_reason, start_time, duration_seconds, participants, created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, company_id uuid, user_id uuid, team_id uuid,
            template_id uuid, title text, meeting_url text, platform text, meeting_type text, format text,
            status text, exit_reason text, start_time timestamptz, duration_seconds integer, participants jsonb,
            created_at timestamptz)`,
    [JSON.stringify(rows)],
  );
  const transcripts = meetings.flatMap((meeting) =>
    meeting.transcript ? [{ meeting_id: meeting.id, segments: meeting.transcript }] : [],
  );
  await tx.query(
    `INSERT INTO transcriptions (meeting_id, segments, language, status)
     SELECT meeting_id, segments, 'pt-BR', 'done'
       FROM jsonb_to_recordset($1::jsonb) AS r(meeting_id uuid, segments jsonb)`,
    [JSON.stringify(transcripts)],
  );
}
