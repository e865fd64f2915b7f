import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../../src/i18n/create-i18n.ts';
import { resources } from '../../../../src/i18n/resources/index.ts';
import type { ChartContext } from '../../../../src/views/enablement/charts/chart-model.ts';
import { bucketEnd, businessDate, meetingsLink } from '../../../../src/views/enablement/charts/drill.ts';
import { meetingTypesChart } from '../../../../src/views/enablement/charts/meeting-types.ts';
import { chartPalette } from '../../../../src/views/enablement/charts/palette.ts';
import {
  bandText,
  coachingRows,
  sellerSkillsChart,
  skillScore,
  wrapLabel,
} from '../../../../src/views/enablement/charts/skills.ts';
import { statCards } from '../../../../src/views/enablement/charts/stat-cards.ts';
import { talkTimeChart } from '../../../../src/views/enablement/charts/talk-time.ts';
import {
  activityChart,
  engagementChart,
  nextStepsChart,
} from '../../../../src/views/enablement/charts/time-series.ts';
import { weekDashboard } from '../../../model/enablement/enablement-dashboard.fixtures.ts';

const fixedT = createI18n(resources).getFixedT('pt-BR', 'enablement');
const t: ChartContext['t'] = (key, values) => fixedT(key, values);
const scope = {
  teamId: 'team-comercial',
  userId: '',
  meetingType: 'ALL' as const,
  startDate: '2026-11-16',
  endDate: '2026-11-23',
};
const context: ChartContext = {
  palette: chartPalette({ themeSchema: 'pauta', mode: 'light' }, 'Inter'),
  t,
  scope,
};
const seriesOf = (option: Record<string, unknown>) => option.series as Record<string, unknown>[];

describe('dashboard charts as pure functions', () => {
  it('talk time: a bar per seller over the 35–65% band, rows keyed speaking-<index>', () => {
    const model = talkTimeChart(weekDashboard.talkTime, context);
    const [bars] = seriesOf(model.option);
    expect(bars!.data).toEqual([70, 42]);
    expect(bars!.markArea).toMatchObject({ data: [[{ name: 'Meta', yAxis: 35 }, { yAxis: 65 }]] });
    expect(model.rows.map((row) => [row.key, ...row.cells])).toEqual([
      ['speaking-0', 'Ana Souza', '70%', '7'],
      ['speaking-1', 'Bruno Lima', '42%', '5'],
    ]);
    expect(model.links[1]).toBe(
      '/meetings?teamId=team-comercial&userId=user-bruno&startDate=2026-11-16&endDate=2026-11-23',
    );
  });

  it('meeting types: formats stacked per type; a click opens that type', () => {
    const model = meetingTypesChart(weekDashboard.meetingTypes, context);
    expect(seriesOf(model.option).map((series) => [series.name, series.data])).toEqual([
      ['Vídeo', [3, 8]],
      ['Áudio', [0, 1]],
    ]);
    expect(model.rows.map((row) => row.key)).toEqual(['meetingType-0', 'meetingType-1', 'meetingType-2']);
    expect(model.rows[2]!.cells).toEqual(['Interna', 'Vídeo', '3']);
    expect(model.links[1]).toContain('meetingType=EXTERNAL');
    expect(model.rows[0]!.link).toBe(model.links[1]);
  });

  it('next steps, engagement and activity: one row per bucket, a click opens that day', () => {
    const nextSteps = nextStepsChart(weekDashboard.nextSteps, context);
    expect(nextSteps.rows[0]).toMatchObject({ key: 'nextStep-0', cells: ['17/11', '5', '4', '80%'] });
    expect(nextSteps.links[0]).toBe(
      '/meetings?teamId=team-comercial&startDate=2026-11-17&endDate=2026-11-17',
    );
    const engagement = engagementChart(weekDashboard.engagement, context);
    expect(seriesOf(engagement.option)[0]!.data).toEqual([45, null]);
    expect(engagement.rows[1]).toMatchObject({ key: 'engagement-1', cells: ['18/11', '—', '—', '—', '7'] });
    const activity = activityChart(weekDashboard.chartData, context);
    expect(activity.rows[1]!.cells).toEqual(['18/11', '7', '5,5']);
  });

  it('a week bucket ends on its Sunday, never after the period', () => {
    expect(bucketEnd('2026-11-09', 'week', '2026-11-23')).toBe('2026-11-15');
    expect(bucketEnd('2026-11-23', 'week', '2026-11-25')).toBe('2026-11-25');
    expect(bucketEnd('2026-11-23', 'day', '2026-11-25')).toBe('2026-11-23');
  });

  it('the period ends are São Paulo dates', () => {
    expect(businessDate('2026-11-24T01:30:00.000Z')).toBe('2026-11-23');
    expect(meetingsLink({ ...scope, meetingType: 'INTERNAL', userId: 'u1' })).toBe(
      '/meetings?teamId=team-comercial&userId=u1&meetingType=INTERNAL&startDate=2026-11-16&endDate=2026-11-23',
    );
  });

  it('skills: 100 inside the band, less the further out', () => {
    expect(skillScore('talkRatio', 0.5)).toBe(100);
    expect(skillScore('talkRatio', 0.7)).toBe(93);
    expect(skillScore('longestCustomerStorySeconds', 40)).toBe(80);
    expect(skillScore('wordsPerMinute', 190)).toBe(92);
    expect(skillScore('fillerShare', 0)).toBe(100);
    expect(skillScore('fillerShare', null)).toBeNull();
    const model = sellerSkillsChart(weekDashboard.skills, context);
    const [radar] = seriesOf(model.option);
    expect((radar!.data as { name: string; value: number[] }[])[1]).toEqual({
      name: 'Bruno Lima',
      value: [100, 100, 80, 100, 100, 100, 100, 0],
    });
    expect(model.rows[1]!.cells.at(-1)).toBe('—');
    expect(model.rows[0]!.key).toBe('overview-0');
  });

  it('radar labels wrap at about 14 characters', () => {
    expect(wrapLabel('Maior fala do cliente')).toBe('Maior fala do\ncliente');
    expect(wrapLabel('Interatividade (trocas/min)')).toBe('Interatividade\n(trocas/min)');
    expect(wrapLabel('Paciência')).toBe('Paciência');
  });

  it('coaching table: values in the band’s unit, its verdict, and the band in words', () => {
    const [ana] = coachingRows(weekDashboard.skills);
    expect(ana!.cells.slice(0, 3)).toEqual([
      { metric: 'talkRatio', value: '70%', verdict: 'above' },
      { metric: 'longestMonologueSeconds', value: '95 s', verdict: 'within' },
      { metric: 'longestCustomerStorySeconds', value: '40 s', verdict: 'below' },
    ]);
    expect(bandText('talkRatio', t)).toBe('35% a 65%');
    expect(bandText('longestMonologueSeconds', t)).toBe('até 150 s');
    expect(bandText('longestCustomerStorySeconds', t)).toBe('a partir de 50 s');
  });

  it('stat cards: each figure and its change against the previous period', () => {
    const cards = statCards(weekDashboard.stats, t);
    expect(cards.map((card) => [card.id, card.value, card.trend, card.change])).toEqual([
      ['meetings', '12', 'up', 'Aumento de 20% em relação ao período anterior'],
      ['hoursRecorded', '9,5 h', 'down', 'Queda de 5% em relação ao período anterior'],
      ['averageDuration', '47,5 min', 'down', 'Queda de 21% em relação ao período anterior'],
      ['nextStepsShare', '75%', 'up', 'Aumento de 25 p.p. em relação ao período anterior'],
    ]);
    const none = statCards(
      {
        ...weekDashboard.stats,
        meetings: { current: 3, previous: 0 },
        nextStepsShare: { current: 0.5, previous: 0.5 },
      },
      t,
    );
    expect(none[0]).toMatchObject({ trend: null, change: 'Sem dados do período anterior' });
    expect(none[3]).toMatchObject({ trend: 'same', change: 'Igual ao período anterior' });
  });

  it('recorded time is said in minutes while hours would read 0,1, in the cards, the chart and its table', () => {
    const short = { ...weekDashboard.stats, hoursRecorded: { current: 0.5, previous: 0.4 } };
    expect(statCards(short, t)[1]).toMatchObject({ label: 'Tempo gravado', value: '30 min' });
    const activity = activityChart(
      {
        ...weekDashboard.chartData,
        points: [
          { start: '2026-11-17', meetings: 1, hoursRecorded: 0.04 },
          { start: '2026-11-18', meetings: 2, hoursRecorded: 0.1 },
        ],
      },
      context,
    );
    expect(seriesOf(activity.option)[1]).toMatchObject({ name: 'Minutos gravados', data: [2, 6] });
    expect(activity.columns[2]).toBe('Minutos gravados');
    expect(activity.rows.map((row) => row.cells[2])).toEqual(['2', '6']);
  });

  it('axis figures are written the pt-BR way, and every seller is named on the talk-time axis', () => {
    const activity = activityChart(weekDashboard.chartData, context);
    const [, hours] = activity.option.yAxis as { axisLabel: { formatter: (value: number) => string } }[];
    expect(hours!.axisLabel.formatter(0.25)).toBe('0,25');
    expect(hours!.axisLabel.formatter(1200)).toBe('1.200');
    const talkTime = talkTimeChart(weekDashboard.talkTime, context);
    expect((talkTime.option.xAxis as { axisLabel: object }).axisLabel).toMatchObject({ interval: 0 });
  });

  it('each day’s tick stands under its own bar, so a bar between two shown days still points at its day', () => {
    const activity = activityChart(weekDashboard.chartData, context);
    expect((activity.option.xAxis as { axisTick: object }).axisTick).toEqual({ alignWithLabel: true });
  });

  /*
   * What a chart draws and what its table says, read back as numbers: '70%' is 70, '5,5' is 5.5, '—' is
   * nothing. Each series is matched to the table's column of the same name.
   */
  const figureOf = (cell: string) =>
    cell === '—' ? null : Number(cell.replace('%', '').replaceAll('.', '').replace(',', '.'));

  it.each([
    ['activity', () => activityChart(weekDashboard.chartData, context)],
    ['next steps', () => nextStepsChart(weekDashboard.nextSteps, context)],
    ['engagement', () => engagementChart(weekDashboard.engagement, context)],
    ['talk time', () => talkTimeChart(weekDashboard.talkTime, context)],
    [
      'talk time, shares between whole percents',
      () =>
        talkTimeChart({ speaking: [{ ...weekDashboard.talkTime.speaking[0]!, talkRatio: 0.4237 }] }, context),
    ],
  ])('the %s chart draws exactly what its table says', (_, build) => {
    const model = build();
    const series = seriesOf(model.option);
    expect(series.length).toBeGreaterThan(0);
    for (const drawn of series) {
      const column = model.columns.indexOf(drawn.name as string);
      expect(column, `a column named ${String(drawn.name)}`).toBeGreaterThan(0);
      expect(drawn.data).toEqual(model.rows.map((row) => figureOf(row.cells[column]!)));
    }
  });

  it('the meeting types chart stacks exactly the table’s counts', () => {
    const model = meetingTypesChart(weekDashboard.meetingTypes, context);
    const categories = (model.option.xAxis as { data: string[] }).data;
    for (const drawn of seriesOf(model.option)) {
      const counted = categories.map((type) =>
        model.rows
          .filter((row) => row.cells[0] === type && row.cells[1] === drawn.name)
          .reduce((sum, row) => sum + Number(row.cells[2]), 0),
      );
      expect(drawn.data).toEqual(counted);
    }
  });

  it('charts take the colour schema and mode', () => {
    const light = chartPalette({ themeSchema: 'pauta', mode: 'light' }, 'Inter');
    const dark = chartPalette({ themeSchema: 'pauta', mode: 'dark' }, 'Inter');
    const green = chartPalette({ themeSchema: 'green', mode: 'light' }, 'Inter');
    expect(light.series[0]).toBe('#c0135f');
    expect(dark.series[0]).toBe('#f472b6');
    expect(green.series[0]).not.toBe(light.series[0]);
    expect(dark.text).not.toBe(light.text);
    expect(talkTimeChart(weekDashboard.talkTime, { ...context, palette: dark }).option).toMatchObject({
      color: dark.series,
      textStyle: { color: dark.text },
    });
  });
});
