import type { Database } from '../../../server/db/database.ts';
import { companies } from './seed-facts.ts';

/**
 * A team of the demo company that only the enablement tests fill: two sellers, finished meetings with
 * known durations and coaching rows with round numbers, so every figure of the dashboard is computed by
 * hand in the tests. Times are relative to `now`, whole days back plus two hours, far from the period edges;
 * two meetings sit at fixed instants on both sides of a São Paulo midnight for the custom ranges.
 */
export const fixtureTeam = 'd0000000-0000-4000-8000-0000000000f1';
export const ana = { id: 'b0000000-0000-4000-8000-0000000000a1', name: 'Ana Teste' };
export const bruno = { id: 'b0000000-0000-4000-8000-0000000000b1', name: 'Bruno Teste' };

type Coaching = {
  seller: number;
  client: number;
  ratio: number | null;
  monologue?: number;
  story?: number;
  sellerQuestions?: number;
  clientQuestions?: number;
  patience?: number;
  switches?: number;
  wpm?: number;
  filler?: number;
  nextSteps: boolean;
};

export type FixtureMeeting = {
  key: string;
  owner: string;
  /** Days before `now` (minus two hours), or a fixed instant. */
  at: number | string;
  type: 'INTERNAL' | 'EXTERNAL';
  format: 'VIDEO' | 'AUDIO';
  seconds: number;
  status?: string;
  coaching?: Coaching;
};

export const fixtureMeetings: FixtureMeeting[] = [
  // The last 7 days.
  {
    key: 'm1',
    owner: ana.id,
    at: 1,
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 1800,
    coaching: {
      seller: 600,
      client: 900,
      ratio: 0.4,
      monologue: 60,
      story: 90,
      sellerQuestions: 10,
      clientQuestions: 4,
      patience: 1,
      switches: 3,
      wpm: 150,
      filler: 0.02,
      nextSteps: true,
    },
  },
  {
    key: 'm2',
    owner: ana.id,
    at: 2,
    type: 'INTERNAL',
    format: 'AUDIO',
    seconds: 1200,
    coaching: {
      seller: 300,
      client: 100,
      ratio: 0.75,
      monologue: 120,
      story: 20,
      sellerQuestions: 4,
      clientQuestions: 1,
      switches: 2,
      wpm: 170,
      filler: 0.05,
      nextSteps: false,
    },
  },
  {
    key: 'm3',
    owner: bruno.id,
    at: 3,
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 3600,
    coaching: {
      seller: 1000,
      client: 1000,
      ratio: 0.5,
      monologue: 100,
      story: 200,
      sellerQuestions: 14,
      clientQuestions: 6,
      patience: 2,
      switches: 4,
      wpm: 130,
      filler: 0.01,
      nextSteps: true,
    },
  },
  // Not analysed yet: counted, without coaching figures.
  { key: 'm4', owner: bruno.id, at: 4, type: 'EXTERNAL', format: 'AUDIO', seconds: 600 },
  // No speaker recognised as the seller's side: its seconds stay out of the talk ratios.
  {
    key: 'm6',
    owner: bruno.id,
    at: 2,
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 900,
    coaching: { seller: 0, client: 500, ratio: null, nextSteps: false },
  },
  // Not finished: never counted.
  {
    key: 'm5',
    owner: bruno.id,
    at: 5,
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 900,
    status: 'bot_removed',
  },
  // The 7 days before.
  {
    key: 'p1',
    owner: ana.id,
    at: 9,
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 2400,
    coaching: { seller: 1200, client: 1200, ratio: 0.5, nextSteps: true },
  },
  { key: 'p2', owner: bruno.id, at: 10, type: 'INTERNAL', format: 'VIDEO', seconds: 1200 },
  // Only in the month and the quarter.
  { key: 'q1', owner: ana.id, at: 20, type: 'EXTERNAL', format: 'VIDEO', seconds: 3000 },
  { key: 'q2', owner: bruno.id, at: 60, type: 'EXTERNAL', format: 'AUDIO', seconds: 1800 },
  // 23:30 of Sunday 1 March 2026 in São Paulo (already Monday in UTC), and 00:30 of Monday 2 March.
  {
    key: 'c1',
    owner: ana.id,
    at: '2026-03-02T02:30:00Z',
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 600,
  },
  {
    key: 'c2',
    owner: bruno.id,
    at: '2026-03-02T03:30:00Z',
    type: 'EXTERNAL',
    format: 'VIDEO',
    seconds: 1200,
  },
];

const dayMs = 86_400_000;

export const startOf = (meeting: FixtureMeeting, now: Date): Date =>
  typeof meeting.at === 'string'
    ? new Date(meeting.at)
    : new Date(now.getTime() - meeting.at * dayMs - 2 * 3_600_000);

/** The São Paulo calendar day of an instant. */
export const saoPauloDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

/** Inserts the team, its sellers (one meeting of the demo seller stays outside it) and the meetings. */
export async function insertFixture(db: Database, now: Date): Promise<void> {
  const company = companies.demo.id;
  await db.query('INSERT INTO teams (id, company_id, name) VALUES ($1, $2, $3)', [
    fixtureTeam,
    company,
    'Equipe de teste',
  ]);
  for (const [seller, email] of [
    [ana, 'ana.teste@demo.com.br'],
    [bruno, 'bruno.teste@demo.com.br'],
  ] as const) {
    const [firstName, lastName] = seller.name.split(' ');
    await db.query(
      `INSERT INTO users (id, company_id, email_address, first_name, last_name, auth_type)
       VALUES ($1, $2, $3, $4, $5, 'basic')`,
      [seller.id, company, email, firstName, lastName],
    );
    await db.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')`, [
      fixtureTeam,
      seller.id,
    ]);
  }
  for (const [index, meeting] of fixtureMeetings.entries()) {
    const id = `e0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    await db.query(
      `INSERT INTO meetings (id, company_id, user_id, team_id, title, platform, meeting_type, format, status,
                             start_time, duration_seconds)
       VALUES ($1, $2, $3, $4, $5, 'google_meet', $6, $7, $8, $9, $10)`,
      [
        id,
        company,
        meeting.owner,
        fixtureTeam,
        `Reunião de teste ${meeting.key}`,
        meeting.type,
        meeting.format,
        meeting.status ?? 'done',
        startOf(meeting, now).toISOString(),
        meeting.seconds,
      ],
    );
    const c = meeting.coaching;
    if (!c) continue;
    await db.query(
      `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio,
         longest_monologue_seconds, longest_customer_story_seconds, seller_questions, client_questions,
         patience_seconds, switches_per_minute, words_per_minute, filler_share, has_next_steps)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        c.seller,
        c.client,
        c.ratio,
        c.monologue ?? null,
        c.story ?? null,
        c.sellerQuestions ?? null,
        c.clientQuestions ?? null,
        c.patience ?? null,
        c.switches ?? null,
        c.wpm ?? null,
        c.filler ?? null,
        c.nextSteps,
      ],
    );
  }
}
