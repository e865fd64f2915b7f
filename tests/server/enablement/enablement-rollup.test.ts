import { beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { resolvePeriod, type Period } from '../../../server/features/enablement/enablement-period.ts';
import {
  createEnablementRepository,
  type TeamScope,
} from '../../../server/features/enablement/enablement.repository.ts';
import { dayFiguresDifferences } from '../../../scripts/day-figures-check.ts';
import { bulkLoad } from '../../../scripts/bench-list-seed.ts';
import { referenceFigures } from '../support/enablement-reference.ts';
import { companies } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

/**
 * The dashboard's figures come from a rollup per seller and São Paulo day kept by triggers (migration 0041).
 * Meetings are written around every period's edges, then changed every way a meeting or its coaching row
 * can change; after each step every figure, for every period and filter, must equal the direct aggregation
 * over the meetings (enablement-reference.ts), and the rollup the meetings' own sums.
 */
const team = 'd0000000-0000-4000-8000-0000000000f2';
const members = ['b0000000-0000-4000-8000-0000000000c1', 'b0000000-0000-4000-8000-0000000000c2'];
/** In the company, not in the team: a meeting given to them leaves the team's figures. */
const outsider = 'b0000000-0000-4000-8000-0000000000c3';
const otherCompany = '0a000000-0000-4000-8000-0000000000f2';
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A seeded pseudo-random sequence, so a failure repeats. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const saoPauloDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(instant);

/** The periods the dashboard resolves, rolling ones ending mid-day and custom ones by day and by week. */
function periodsAt(now: Date): Period[] {
  const daysBack = (days: number) => saoPauloDate(new Date(now.getTime() - days * dayMs));
  return [
    resolvePeriod('week', {}, now),
    resolvePeriod('month', {}, now),
    resolvePeriod('quarter', {}, now),
    resolvePeriod('custom', { startDate: daysBack(12), endDate: daysBack(3) }, now),
    resolvePeriod('custom', { startDate: daysBack(120), endDate: daysBack(1) }, now),
  ];
}

function scopes(): TeamScope[] {
  const all = { companyId: companies.demo.id, teamId: team, sellerId: null, format: null, meetingType: null };
  return [
    all,
    { ...all, sellerId: members[0] ?? null },
    { ...all, format: 'AUDIO' },
    { ...all, meetingType: 'INTERNAL', format: 'VIDEO', sellerId: members[1] ?? null },
  ];
}

/** Numbers to 12 significant digits: sums added in another order differ in the last bits only. */
const rounded = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'number' ? Number(item.toPrecision(12)) : item,
  );

/** What the repository and the reference both answer. */
type FigureSource = {
  totals(scope: TeamScope, period: Period): Promise<unknown>;
  byBucket(scope: TeamScope, period: Period, bucket: Period['bucket']): Promise<unknown[]>;
  byTypeAndFormat(scope: TeamScope, period: Period): Promise<{ meeting_type: string; format: string }[]>;
  bySeller(scope: TeamScope, period: Period): Promise<unknown[]>;
};

async function figuresOf(source: FigureSource, now: Date) {
  const figures: unknown[] = [];
  for (const scope of scopes()) {
    for (const period of periodsAt(now)) {
      const types = await source.byTypeAndFormat(scope, period);
      figures.push({
        scope,
        period,
        totals: await source.totals(scope, period),
        buckets: await source.byBucket(scope, period, period.bucket),
        types: types.toSorted((a, b) =>
          `${a.meeting_type}${a.format}`.localeCompare(`${b.meeting_type}${b.format}`),
        ),
        sellers: await source.bySeller(scope, period),
      });
    }
  }
  return rounded(figures);
}

/** Every instant a period of `periodsAt` starts, splits or ends at. */
function edgesAt(now: Date): number[] {
  return periodsAt(now).flatMap((period) =>
    [period.previousStart, period.start, period.end].map((d) => d.getTime()),
  );
}

async function insertPeople(db: Database) {
  await db.query(`INSERT INTO companies (id, name) VALUES ($1, 'Empresa do rollup')`, [otherCompany]);
  await db.query(`INSERT INTO teams (id, company_id, name) VALUES ($1, $2, 'Equipe do rollup')`, [
    team,
    companies.demo.id,
  ]);
  for (const [index, id] of [...members, outsider].entries()) {
    await db.query(
      `INSERT INTO users (id, company_id, email_address, first_name, last_name, auth_type)
       VALUES ($1, $2, $3, 'Rollup', $4, 'basic')`,
      [id, companies.demo.id, `rollup${index}@demo.com.br`, `Pessoa ${index}`],
    );
    if (id !== outsider)
      await db.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')`, [
        team,
        id,
      ]);
  }
}

/** `count` meetings, half within 30 hours of a period's edge, each owned by a member, most with coaching. */
async function insertMeetings(db: Database, now: Date, count: number, seed: number) {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const edges = edgesAt(now);
  for (let n = 0; n < count; n += 1) {
    const at =
      n % 2 === 0 ? pick(edges) + (random() * 60 - 30) * hourMs : now.getTime() - random() * 200 * dayMs;
    const [meeting] = await db.query<{ id: string }>(
      `INSERT INTO meetings (company_id, user_id, title, platform, meeting_type, format, status, start_time,
                             duration_seconds)
       VALUES ($1, $2, 'Reunião do rollup', 'google_meet', $3, $4, $5, $6, $7) RETURNING id`,
      [
        companies.demo.id,
        pick(members),
        pick(['INTERNAL', 'EXTERNAL']),
        pick(['VIDEO', 'AUDIO']),
        random() < 0.8 ? 'done' : pick(['failed', 'scheduled']),
        new Date(at).toISOString(),
        random() < 0.1 ? null : Math.floor(60 + random() * 3600),
      ],
    );
    if (meeting && random() < 0.85) await writeCoaching(db, meeting.id, random);
  }
}

/** A coaching row for the meeting, replacing one it has; each metric sometimes missing. */
async function writeCoaching(db: Database, meetingId: string, random: () => number) {
  const maybe = (value: number) => (random() < 0.12 ? null : value);
  const seller = random() * 1500;
  const client = random() * 1500;
  await db.query(
    `INSERT INTO meeting_coaching (meeting_id, seller_talk_seconds, client_talk_seconds, talk_ratio,
       longest_monologue_seconds, longest_customer_story_seconds, seller_questions, client_questions,
       patience_seconds, switches_per_minute, words_per_minute, filler_share, has_next_steps)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (meeting_id) DO UPDATE SET seller_talk_seconds = excluded.seller_talk_seconds,
       client_talk_seconds = excluded.client_talk_seconds, talk_ratio = excluded.talk_ratio,
       longest_monologue_seconds = excluded.longest_monologue_seconds,
       longest_customer_story_seconds = excluded.longest_customer_story_seconds,
       seller_questions = excluded.seller_questions, client_questions = excluded.client_questions,
       patience_seconds = excluded.patience_seconds, switches_per_minute = excluded.switches_per_minute,
       words_per_minute = excluded.words_per_minute, filler_share = excluded.filler_share,
       has_next_steps = excluded.has_next_steps`,
    [
      meetingId,
      seller,
      client,
      random() < 0.15 ? null : seller / (seller + client || 1),
      maybe(random() * 300),
      maybe(random() * 200),
      maybe(Math.floor(random() * 20)),
      maybe(Math.floor(random() * 10)),
      maybe(random() * 3),
      maybe(random() * 8),
      maybe(100 + random() * 100),
      maybe(random() / 10),
      random() < 0.5,
    ],
  );
}

/** Ids of the team's meetings (and ones moved out of it), in a stable order, for a step to change some. */
async function meetingIds(db: Database, where = 'true'): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM meetings WHERE user_id = ANY($1::uuid[]) AND ${where} ORDER BY id`,
    [[...members, outsider]],
  );
  return rows.map((row) => row.id);
}

const every = (ids: string[], step: number, offset = 0) =>
  ids.filter((_id, index) => index % step === offset);

describeOnEveryDatabase('enablement figures from the rollup equal the meetings’ own', (server) => {
  // A fixed instant in the middle of a São Paulo day: the periods and the meetings are placed around it.
  const now = new Date('2026-05-14T15:20:00Z');
  const db = () => server().running.db;
  const figures = () => figuresOf(createEnablementRepository(db()), now);
  const reference = () => figuresOf(referenceFigures(db()), now);

  async function expectFiguresOfTheMeetings() {
    expect(await dayFiguresDifferences(db())).toBe(0);
    const [empty] = await db().query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM meeting_day_figures WHERE meetings <= 0',
    );
    expect(empty?.rows).toBe(0);
    expect(await figures()).toEqual(await reference());
  }

  beforeAll(async () => {
    await insertPeople(db());
    await insertMeetings(db(), now, 160, 29);
  });

  test('meetings and coaching rows as written', async () => {
    const [row] = await db().query<{ meetings: number }>(
      'SELECT sum(meetings)::int AS meetings FROM meeting_day_figures WHERE user_id = ANY($1::uuid[])',
      [members],
    );
    expect(row?.meetings).toBeGreaterThan(100);
    await expectFiguresOfTheMeetings();
  });

  test('finished and unfinished in turn', async () => {
    const done = await meetingIds(db(), `status = 'done'`);
    const other = await meetingIds(db(), `status <> 'done'`);
    await db().query(`UPDATE meetings SET status = 'failed' WHERE id = ANY($1::uuid[])`, [every(done, 5)]);
    await db().query(`UPDATE meetings SET status = 'done' WHERE id = ANY($1::uuid[])`, [every(other, 2)]);
    await expectFiguresOfTheMeetings();
  });

  test('start moved across a day, across a period edge, and back and forth', async () => {
    const ids = await meetingIds(db());
    await db().query(
      `UPDATE meetings SET start_time = start_time + interval '5 hours' WHERE id = ANY($1::uuid[])`,
      [every(ids, 3)],
    );
    await db().query(
      `UPDATE meetings SET start_time = start_time - interval '1 day 2 hours' WHERE id = ANY($1::uuid[])`,
      [every(ids, 4, 1)],
    );
    // Exactly onto the quarter's start and the week's: an edge's own instant belongs to the later period.
    const [quarter, week] = [periodsAt(now)[2], periodsAt(now)[0]];
    await db().query(`UPDATE meetings SET start_time = $2, status = 'done' WHERE id = $1`, [
      ids[0],
      quarter?.start.toISOString(),
    ]);
    await db().query(`UPDATE meetings SET start_time = $2, status = 'done' WHERE id = $1`, [
      ids[1],
      week?.start.toISOString(),
    ]);
    await expectFiguresOfTheMeetings();
  });

  test('owner, company, duration, type and format changed', async () => {
    const ids = await meetingIds(db());
    await db().query(`UPDATE meetings SET user_id = $2 WHERE id = ANY($1::uuid[])`, [
      every(ids, 7),
      members[1],
    ]);
    await db().query(`UPDATE meetings SET user_id = $2 WHERE id = ANY($1::uuid[])`, [
      every(ids, 11, 3),
      outsider,
    ]);
    await db().query(`UPDATE meetings SET company_id = $2 WHERE id = ANY($1::uuid[])`, [
      every(ids, 13, 5),
      otherCompany,
    ]);
    await db().query(
      `UPDATE meetings SET duration_seconds = CASE WHEN duration_seconds IS NULL THEN 700 WHEN duration_seconds > 2000 THEN NULL ELSE duration_seconds * 2 END
        WHERE id = ANY($1::uuid[])`,
      [every(ids, 3, 2)],
    );
    await db().query(
      `UPDATE meetings SET meeting_type = CASE meeting_type WHEN 'INTERNAL' THEN 'EXTERNAL' ELSE 'INTERNAL' END,
                           format = CASE WHEN format = 'VIDEO' THEN 'AUDIO' ELSE format END
        WHERE id = ANY($1::uuid[])`,
      [every(ids, 4, 3)],
    );
    await expectFiguresOfTheMeetings();
  });

  test('coaching rows rewritten, removed and added', async () => {
    const random = randomFrom(31);
    const coached = await meetingIds(
      db(),
      'EXISTS (SELECT 1 FROM meeting_coaching c WHERE c.meeting_id = meetings.id)',
    );
    const uncoached = await meetingIds(
      db(),
      'NOT EXISTS (SELECT 1 FROM meeting_coaching c WHERE c.meeting_id = meetings.id)',
    );
    for (const id of every(coached, 3)) await writeCoaching(db(), id, random);
    await db().query(
      `UPDATE meeting_coaching SET has_next_steps = NOT has_next_steps, talk_ratio = NULL
                       WHERE meeting_id = ANY($1::uuid[])`,
      [every(coached, 5, 1)],
    );
    await db().query('DELETE FROM meeting_coaching WHERE meeting_id = ANY($1::uuid[])', [
      every(coached, 6, 2),
    ]);
    for (const id of every(uncoached, 2)) await writeCoaching(db(), id, random);
    await expectFiguresOfTheMeetings();
  });

  test('meetings deleted, with their coaching rows', async () => {
    const ids = await meetingIds(db());
    await db().query('DELETE FROM meetings WHERE id = ANY($1::uuid[])', [every(ids, 4)]);
    await expectFiguresOfTheMeetings();
  });

  test('a bulk load writes the rollup as the triggers would', async () => {
    await bulkLoad(db(), () => insertMeetings(db(), now, 80, 37));
    await expectFiguresOfTheMeetings();
  });

  test('tables truncated, which fires no row trigger', async () => {
    await db().query('TRUNCATE meeting_coaching');
    await expectFiguresOfTheMeetings();
    await db().query('TRUNCATE meetings CASCADE');
    await expectFiguresOfTheMeetings();
    const [left] = await db().query<{ rows: number }>(
      'SELECT count(*)::int AS rows FROM meeting_day_figures',
    );
    expect(left?.rows).toBe(0);
  });
});
