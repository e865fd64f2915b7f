/*
 * The charts over time: meetings and hours (chart-data), next steps and client engagement. Each bucket is a
 * day or a week; a click on one opens the meetings of those days.
 */
import type { ClientEngagement, DashboardChartData, NextSteps } from '../../../api-contract/enablement.ts';
import { baseOption, rowKey, valueAxis, type ChartContext, type ChartModel } from './chart-model.ts';
import { bucketEnd, meetingsLink } from './drill.ts';
import { formatDay, formatNumber, formatShare, inUnit, timeUnitFor } from './format.ts';

type Bucketed = { bucket: 'day' | 'week'; points: { start: string }[] };

function bucketLinks({ bucket, points }: Bucketed, { scope }: ChartContext): string[] {
  return points.map((point) =>
    meetingsLink({
      ...scope,
      startDate: point.start,
      endDate: bucketEnd(point.start, bucket, scope.endDate),
    }),
  );
}

const dayLabels = (points: { start: string }[]) => points.map((point) => formatDay(point.start));
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const percentOf = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** Meetings (bars) and time recorded (line, its own axis; minutes or hours, timeUnitFor) per bucket. */
export function activityChart({ bucket, points }: DashboardChartData, context: ChartContext): ChartModel {
  const { palette, t } = context;
  const links = bucketLinks({ bucket, points }, context);
  const unit = timeUnitFor(points.map((point) => point.hoursRecorded));
  const recorded = points.map((point) => inUnit(point.hoursRecorded, unit));
  const recordedName = t(`charts.activity.${unit}`);
  return {
    option: {
      ...baseOption(palette, dayLabels(points)),
      yAxis: [valueAxis(palette, { minInterval: 1 }), valueAxis(palette, { splitLine: { show: false } })],
      series: [
        { type: 'bar', name: t('charts.activity.meetings'), data: points.map((point) => point.meetings) },
        { type: 'line', name: recordedName, yAxisIndex: 1, data: recorded },
      ],
    },
    columns: [t(`table.${bucket}`), t('charts.activity.meetings'), recordedName],
    rows: points.map((point, index) => ({
      key: rowKey('activity', index),
      cells: [formatDay(point.start), String(point.meetings), formatNumber(recorded[index]!)],
      link: links[index]!,
    })),
    links,
  };
}

/** Meetings and those with at least one next step, per bucket. */
export function nextStepsChart({ bucket, nextStep }: NextSteps, context: ChartContext): ChartModel {
  const { palette, t } = context;
  const links = bucketLinks({ bucket, points: nextStep }, context);
  return {
    option: {
      ...baseOption(palette, dayLabels(nextStep)),
      yAxis: valueAxis(palette, { minInterval: 1 }),
      series: [
        { type: 'bar', name: t('charts.nextSteps.meetings'), data: nextStep.map((point) => point.meetings) },
        {
          type: 'bar',
          name: t('charts.nextSteps.withNextSteps'),
          data: nextStep.map((point) => point.withNextSteps),
        },
      ],
    },
    columns: [
      t(`table.${bucket}`),
      t('charts.nextSteps.meetings'),
      t('charts.nextSteps.withNextSteps'),
      t('charts.nextSteps.share'),
    ],
    rows: nextStep.map((point, index) => ({
      key: rowKey('nextStep', index),
      cells: [
        formatDay(point.start),
        String(point.meetings),
        String(point.withNextSteps),
        formatShare(point.meetings === 0 ? null : point.withNextSteps / point.meetings),
      ],
      link: links[index]!,
    })),
    links,
  };
}

/** The clients' share of the spoken time and their questions per call, per bucket (two axes). */
export function engagementChart({ bucket, engagement }: ClientEngagement, context: ChartContext): ChartModel {
  const { palette, t } = context;
  const links = bucketLinks({ bucket, points: engagement }, context);
  return {
    option: {
      ...baseOption(palette, dayLabels(engagement)),
      yAxis: [
        valueAxis(palette, { min: 0, max: 100, axisLabel: { color: palette.muted, formatter: '{value}%' } }),
        valueAxis(palette, { splitLine: { show: false } }),
      ],
      series: [
        {
          type: 'line',
          name: t('charts.engagement.talkRatio'),
          connectNulls: true,
          data: engagement.map((point) => percentOf(point.clientTalkRatio)),
        },
        {
          type: 'line',
          name: t('charts.engagement.questions'),
          yAxisIndex: 1,
          connectNulls: true,
          data: engagement.map((point) => round1(point.clientQuestionsPerCall)),
        },
      ],
    },
    columns: [
      t(`table.${bucket}`),
      t('charts.engagement.talkRatio'),
      t('charts.engagement.questions'),
      t('charts.engagement.story'),
      t('table.meetings'),
    ],
    rows: engagement.map((point, index) => ({
      key: rowKey('engagement', index),
      cells: [
        formatDay(point.start),
        formatShare(point.clientTalkRatio),
        formatNumber(point.clientQuestionsPerCall),
        formatNumber(point.longestCustomerStorySeconds),
        String(point.meetings),
      ],
      link: links[index]!,
    })),
    links,
  };
}
