import { beforeAll, expect, test } from 'vitest';
import {
  clientEngagementSchema,
  dashboardChartDataSchema,
  dashboardStatsSchema,
  meetingTypesSchema,
  nextStepsSchema,
  sellerSkillsSchema,
  talkTimeSchema,
} from '../../../src/api-contract/enablement.ts';
import { tokenCache } from '../support/credentials.ts';
import {
  ana,
  bruno,
  fixtureMeetings,
  fixtureTeam,
  insertFixture,
  saoPauloDay,
  startOf,
} from '../support/enablement-fixture.ts';
import { accounts } from '../support/seed-facts.ts';
import { describeOnEveryDatabase } from '../support/test-server.ts';

const dayMs = 86_400_000;
const dayOf = (key: string, now: Date) =>
  saoPauloDay(
    startOf(
      fixtureMeetings.find((m) => m.key === key)!,
      now,
    ),
  );
/** Every São Paulo day from `from` to `to`, both included. */
function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let day = saoPauloDay(from); day <= saoPauloDay(to);) {
    days.push(day);
    day = new Date(Date.parse(`${day}T12:00:00Z`) + dayMs).toISOString().slice(0, 10);
  }
  return days;
}

describeOnEveryDatabase('enablement figures (hand-computed fixture team)', (server) => {
  const tokenOf = tokenCache(() => server().baseUrl);
  const now = new Date();

  beforeAll(async () => {
    await insertFixture(server().running.db, now);
  });

  async function read(path: string) {
    const response = await server().get(`/api/enablement/${path}`, await tokenOf(accounts.admin.email));
    const body: unknown = await response.json();
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return body;
  }
  const stats = async (query = '') =>
    dashboardStatsSchema.parse(await read(`dashboard/stats/${fixtureTeam}?${query}`));

  test('stat cards: finished meetings of the last 7 days against the 7 before', async () => {
    const week = await stats();
    // m1 m2 m3 m4 m6 (m5 was not finished): 1800 + 1200 + 3600 + 600 + 900 s; next steps in m1 and m3.
    expect(week.meetings).toEqual({ current: 5, previous: 2 });
    expect(week.hoursRecorded.current).toBeCloseTo(8100 / 3600, 9);
    expect(week.averageDurationMinutes.current).toBeCloseTo(8100 / 5 / 60, 9);
    expect(week.nextStepsShare.current).toBeCloseTo(2 / 5, 9);
    // p1 p2: 2400 + 1200 s, next steps in p1.
    expect(week.hoursRecorded.previous).toBeCloseTo(1, 9);
    expect(week.averageDurationMinutes.previous).toBeCloseTo(30, 9);
    expect(week.nextStepsShare.previous).toBeCloseTo(1 / 2, 9);

    const start = Date.parse(week.range.start);
    expect(Date.parse(week.range.end) - start).toBe(7 * dayMs);
    expect(Math.abs(Date.parse(week.range.end) - now.getTime())).toBeLessThan(60_000);
    expect(week.previousRange).toEqual({
      start: new Date(start - 7 * dayMs).toISOString(),
      end: week.range.start,
    });
  });

  test('month and quarter are rolling 30 and 90 days', async () => {
    const month = await stats('period=month');
    expect(month.meetings).toEqual({ current: 8, previous: 0 });
    expect(month.hoursRecorded.current).toBeCloseTo((8100 + 3600 + 3000) / 3600, 9);
    const quarter = await stats('period=quarter');
    expect(quarter.meetings.current).toBe(9);
    expect(quarter.nextStepsShare.current).toBeCloseTo(3 / 9, 9);
  });

  test('each filter narrows every figure: format, type and seller', async () => {
    const audio = await stats('meetingFormat=AUDIO');
    expect(audio.meetings).toEqual({ current: 2, previous: 0 });
    expect(audio.hoursRecorded.current).toBeCloseTo(1800 / 3600, 9);
    expect(audio.averageDurationMinutes).toEqual({ current: 15, previous: null });
    expect(audio.nextStepsShare).toEqual({ current: 0, previous: null });
    const internal = await stats('meetingType=INTERNAL');
    expect(internal.meetings).toEqual({ current: 1, previous: 1 });
    const anas = await stats(`userId=${ana.id}`);
    expect(anas.meetings).toEqual({ current: 2, previous: 1 });
    expect(anas.nextStepsShare.current).toBeCloseTo(1 / 2, 9);
    const everyone = await stats('userId=');
    expect(everyone.meetings.current).toBe(5);
  });

  test('chart data: one point per São Paulo day of the week, empty days included', async () => {
    const chart = dashboardChartDataSchema.parse(await read(`dashboard/chart-data/${fixtureTeam}`));
    expect(chart.bucket).toBe('day');
    const days = daysBetween(new Date(chart.range.start), new Date(chart.range.end));
    expect(chart.points.map((point) => point.start)).toEqual(days);
    const expected = new Map<string, { meetings: number; seconds: number }>();
    for (const key of ['m1', 'm2', 'm3', 'm4', 'm6']) {
      const meeting = fixtureMeetings.find((m) => m.key === key)!;
      const day = expected.get(dayOf(key, now)) ?? { meetings: 0, seconds: 0 };
      expected.set(dayOf(key, now), { meetings: day.meetings + 1, seconds: day.seconds + meeting.seconds });
    }
    for (const point of chart.points) {
      const day = expected.get(point.start) ?? { meetings: 0, seconds: 0 };
      expect(point.meetings).toBe(day.meetings);
      expect(point.hoursRecorded).toBeCloseTo(day.seconds / 3600, 9);
    }
  });

  test('the quarter is charted by week, each starting on a Monday', async () => {
    const chart = dashboardChartDataSchema.parse(
      await read(`dashboard/chart-data/${fixtureTeam}?period=quarter`),
    );
    expect(chart.bucket).toBe('week');
    expect(chart.points.length).toBeGreaterThanOrEqual(13);
    expect(chart.points.length).toBeLessThanOrEqual(14);
    const starts = chart.points.map((point) => Date.parse(`${point.start}T12:00:00Z`));
    expect(starts.map((start) => new Date(start).getUTCDay())).toEqual(starts.map(() => 1));
    expect(starts.slice(1).map((start, index) => start - starts[index]!)).toEqual(
      starts.slice(1).map(() => 7 * dayMs),
    );
    expect(chart.points.reduce((sum, point) => sum + point.meetings, 0)).toBe(9);
    const q2Week = chart.points.filter((point) => point.start <= dayOf('q2', now)).at(-1)!;
    expect(q2Week.meetings).toBe(1);
    expect(q2Week.hoursRecorded).toBeCloseTo(0.5, 9);
  });

  test('custom ranges are São Paulo calendar days, both included, by day or by week when long', async () => {
    const sunday = await stats('period=custom&startDate=2026-03-01&endDate=2026-03-01');
    expect(sunday.meetings).toEqual({ current: 1, previous: 0 });
    expect(sunday.hoursRecorded.current).toBeCloseTo(600 / 3600, 9);
    expect(sunday.range).toEqual({ start: '2026-03-01T03:00:00.000Z', end: '2026-03-02T03:00:00.000Z' });
    expect(sunday.previousRange).toEqual({
      start: '2026-02-28T03:00:00.000Z',
      end: '2026-03-01T03:00:00.000Z',
    });
    const monday = await stats('period=custom&startDate=2026-03-02&endDate=2026-03-02');
    expect(monday.meetings).toEqual({ current: 1, previous: 1 });

    const short = dashboardChartDataSchema.parse(
      await read(`dashboard/chart-data/${fixtureTeam}?period=custom&startDate=2026-02-25&endDate=2026-03-03`),
    );
    expect(short.bucket).toBe('day');
    expect(short.points.map((point) => [point.start, point.meetings])).toEqual([
      ['2026-02-25', 0],
      ['2026-02-26', 0],
      ['2026-02-27', 0],
      ['2026-02-28', 0],
      ['2026-03-01', 1],
      ['2026-03-02', 1],
      ['2026-03-03', 0],
    ]);

    const long = dashboardChartDataSchema.parse(
      await read(`dashboard/chart-data/${fixtureTeam}?period=custom&startDate=2026-02-01&endDate=2026-03-31`),
    );
    expect(long.bucket).toBe('week');
    expect(long.points[0]!.start).toBe('2026-01-26');
    expect(long.points.at(-1)!.start).toBe('2026-03-30');
    const byWeek = Object.fromEntries(long.points.map((point) => [point.start, point.meetings]));
    expect(byWeek['2026-02-23']).toBe(1);
    expect(byWeek['2026-03-02']).toBe(1);
    expect(long.points.reduce((sum, point) => sum + point.meetings, 0)).toBe(2);
  });

  test('talk time: each seller’s share of the spoken seconds, calls without a seller side left out', async () => {
    const talk = talkTimeSchema.parse(await read(`talk-time/${fixtureTeam}`));
    expect(talk.speaking).toHaveLength(2);
    const [first, second] = talk.speaking;
    expect(first).toMatchObject({ userId: ana.id, name: ana.name, meetings: 2 });
    expect(first!.talkRatio).toBeCloseTo((600 + 300) / (1500 + 400), 9);
    expect(second).toMatchObject({ userId: bruno.id, name: bruno.name, meetings: 3 });
    expect(second!.talkRatio).toBeCloseTo(1000 / 2000, 9);

    const onlyBruno = talkTimeSchema.parse(await read(`talk-time/${fixtureTeam}?vendedor=${bruno.id}`));
    expect(onlyBruno.speaking.map((seller) => seller.userId)).toEqual([bruno.id]);
    const month = talkTimeSchema.parse(await read(`talk-time/${fixtureTeam}?timeFilter=month`));
    expect(month.speaking.map((seller) => seller.meetings)).toEqual([4, 4]);
    expect(month.speaking[0]!.talkRatio).toBeCloseTo((600 + 300 + 1200) / (1500 + 400 + 2400), 9);
  });

  test('meeting types: every type and format the filters allow, zeros included', async () => {
    const types = meetingTypesSchema.parse(await read(`meeting-types/${fixtureTeam}`));
    expect(types.meetingType).toEqual([
      { meetingType: 'EXTERNAL', meetingFormat: 'VIDEO', count: 3 },
      { meetingType: 'EXTERNAL', meetingFormat: 'AUDIO', count: 1 },
      { meetingType: 'INTERNAL', meetingFormat: 'VIDEO', count: 0 },
      { meetingType: 'INTERNAL', meetingFormat: 'AUDIO', count: 1 },
    ]);
    const audioInternal = meetingTypesSchema.parse(
      await read(`meeting-types/${fixtureTeam}?meetingFormat=AUDIO&meetingType=INTERNAL`),
    );
    expect(audioInternal.meetingType).toEqual([
      { meetingType: 'INTERNAL', meetingFormat: 'AUDIO', count: 1 },
    ]);
  });

  test('next steps per day: meetings and those with next steps', async () => {
    const next = nextStepsSchema.parse(await read(`next-steps/${fixtureTeam}`));
    expect(next.bucket).toBe('day');
    const byDay = new Map(next.nextStep.map((point) => [point.start, point]));
    const expected = new Map<string, [number, number]>();
    for (const [key, withNext] of [
      ['m1', 1],
      ['m2', 0],
      ['m3', 1],
      ['m4', 0],
      ['m6', 0],
    ] as const) {
      const [meetings, withNextSteps] = expected.get(dayOf(key, now)) ?? [0, 0];
      expected.set(dayOf(key, now), [meetings + 1, withNextSteps + withNext]);
    }
    for (const [day, [meetings, withNextSteps]] of expected) {
      expect(byDay.get(day)).toEqual({ start: day, meetings, withNextSteps });
    }
    expect(next.nextStep.reduce((sum, point) => sum + point.meetings, 0)).toBe(5);
  });

  test('client engagement per day: client share by seconds, questions and stories averaged', async () => {
    const engagement = clientEngagementSchema.parse(await read(`client-engagement/${fixtureTeam}`));
    const byDay = new Map(engagement.engagement.map((point) => [point.start, point]));
    const m1 = byDay.get(dayOf('m1', now))!;
    expect(m1.meetings).toBe(1);
    expect(m1.clientTalkRatio).toBeCloseTo(900 / 1500, 9);
    expect(m1.clientQuestionsPerCall).toBe(4);
    expect(m1.longestCustomerStorySeconds).toBe(90);
    // m2 and m6 share a day; m6 has no seller side and no figures, so only m2 counts.
    const m2 = byDay.get(dayOf('m2', now))!;
    expect(m2.meetings).toBe(2);
    expect(m2.clientTalkRatio).toBeCloseTo(100 / 400, 9);
    expect(m2.clientQuestionsPerCall).toBe(1);
    expect(m2.longestCustomerStorySeconds).toBe(20);
    const m4 = byDay.get(dayOf('m4', now))!;
    expect(m4).toEqual({
      start: dayOf('m4', now),
      meetings: 1,
      clientTalkRatio: null,
      clientQuestionsPerCall: null,
      longestCustomerStorySeconds: null,
    });
  });

  test('seller skills: each seller’s metrics averaged over their calls, nulls ignored', async () => {
    const skills = sellerSkillsSchema.parse(await read(`seller-skills/${fixtureTeam}`));
    const [first, second] = skills.overview;
    expect(first!.userId).toBe(ana.id);
    expect(first!.meetings).toBe(2);
    expect(first!.metrics.talkRatio).toBeCloseTo(900 / 1900, 9);
    expect(first!.metrics.longestMonologueSeconds).toBeCloseTo(90, 9);
    expect(first!.metrics.longestCustomerStorySeconds).toBeCloseTo(55, 9);
    expect(first!.metrics.sellerQuestions).toBeCloseTo(7, 9);
    expect(first!.metrics.patienceSeconds).toBeCloseTo(1, 9);
    expect(first!.metrics.switchesPerMinute).toBeCloseTo(2.5, 9);
    expect(first!.metrics.wordsPerMinute).toBeCloseTo(160, 9);
    expect(first!.metrics.fillerShare).toBeCloseTo(0.035, 6);
    expect(second!.userId).toBe(bruno.id);
    expect(second!.meetings).toBe(3);
    expect(second!.metrics).toEqual({
      talkRatio: 0.5,
      longestMonologueSeconds: 100,
      longestCustomerStorySeconds: 200,
      sellerQuestions: 14,
      patienceSeconds: 2,
      switchesPerMinute: 4,
      wordsPerMinute: 130,
      fillerShare: expect.closeTo(0.01, 6) as number,
    });
  });
});
