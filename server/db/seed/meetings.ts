import type { ExitReason } from '../../../src/services/api/schemas/meeting.ts';
import { accounts, teams, type SeedAccount } from './accounts.ts';
import { clients, type Contact } from './clients.ts';
import { corpus, type Conversation, type Speaker } from './corpus/index.ts';
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
  meetingUrl: string;
  platform: PlannedMeeting['platform'];
  meetingType: 'INTERNAL' | 'EXTERNAL';
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
    const transcript = plan.status === 'done' ? transcriptSegments(conversation, names) : null;
    const lastSegment = transcript?.at(-1);
    return {
      id: `f0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      companyId: owner.companyId,
      userId: owner.id,
      teamId: owner.team ? teams[owner.team.key].id : null,
      templateId: templateFor(plan, owner),
      title,
      meetingUrl: meetingUrl(plan.platform, index),
      platform: plan.platform,
      meetingType: plan.kind === 'internal' ? 'INTERNAL' : 'EXTERNAL',
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
