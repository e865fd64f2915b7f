/*
 * Seller skills: each coaching metric scored 0..100 against its published band (100 inside the band, less
 * the further out), drawn as one radar per seller; and the coaching table's figures beside their bands.
 */
import {
  bandVerdict,
  coachingBands,
  type BandVerdict,
  type CoachingBand,
} from '../../../domain/coaching/bands.ts';
import type { CoachingMetricKey, CoachingMetrics } from '../../../api-contract/coaching.ts';
import type { SellerSkills } from '../../../api-contract/enablement.ts';
import { rowKey, tooltip, type ChartContext, type ChartModel, type Translate } from './chart-model.ts';
import { meetingsLink } from './drill.ts';
import { formatNumber, formatShare } from './format.ts';

export const coachingMetricKeys = Object.keys(coachingBands) as CoachingMetricKey[];

/** 100 inside the band; outside, the band's edge over the value (or the value over the edge), in percent. */
export function skillScore(metric: CoachingMetricKey, value: number | null): number | null {
  const verdict = bandVerdict(metric, value);
  if (value === null || verdict === null) return null;
  const { min, max } = coachingBands[metric];
  if (verdict === 'below' && min !== null) return Math.round((100 * value) / min);
  if (verdict === 'above' && max !== null) return value === 0 ? 0 : Math.round((100 * max) / value);
  return 100;
}

export const skillScores = (metrics: CoachingMetrics): (number | null)[] =>
  coachingMetricKeys.map((metric) => skillScore(metric, metrics[metric]));

/** A metric's name over lines of about 14 characters, so the radar's labels fit beside it. */
export function wrapLabel(name: string, width = 14): string {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** One radar, a shape per seller (the metrics the transcripts could not tell count as 0). */
export function sellerSkillsChart(
  { overview }: SellerSkills,
  { palette, t, scope }: ChartContext,
): ChartModel {
  const links = overview.map((seller) => meetingsLink({ ...scope, userId: seller.userId }));
  return {
    option: {
      animation: false,
      color: palette.series,
      textStyle: { color: palette.text, fontFamily: palette.font },
      tooltip: tooltip(palette, 'item'),
      legend: { top: 0, textStyle: { color: palette.text } },
      radar: {
        center: ['50%', '60%'],
        // Room around it for the metric names.
        radius: '50%',
        indicator: coachingMetricKeys.map((metric) => ({ name: t(`metrics.${metric}`), max: 100 })),
        axisName: { color: palette.muted, fontSize: 11, formatter: (name?: string) => wrapLabel(name ?? '') },
        splitLine: { lineStyle: { color: palette.border } },
        axisLine: { lineStyle: { color: palette.border } },
        splitArea: { show: false },
      },
      series: [
        {
          type: 'radar',
          name: t('charts.skills.title'),
          data: overview.map((seller) => ({
            name: seller.name,
            value: skillScores(seller.metrics).map((score) => score ?? 0),
          })),
        },
      ],
    },
    columns: [t('table.seller'), ...coachingMetricKeys.map((metric) => t(`metrics.${metric}`))],
    rows: overview.map((seller, index) => ({
      key: rowKey('overview', index),
      cells: [seller.name, ...skillScores(seller.metrics).map(formatNumber)],
      link: links[index]!,
    })),
    links,
  };
}

/** A metric's value as the band reads it: a share in percent, seconds with 's', the rest as numbers. */
export function formatMetric(unit: CoachingBand['unit'], value: number | null): string {
  if (unit === 'share') return formatShare(value);
  if (unit === 'seconds' && value !== null) return `${formatNumber(value)} s`;
  return formatNumber(value);
}

/** The band in words: "35% a 65%", "até 150 s", "a partir de 50 s". */
export function bandText(metric: CoachingMetricKey, t: Translate): string {
  const { min, max, unit } = coachingBands[metric];
  const from = formatMetric(unit, min);
  const to = formatMetric(unit, max);
  if (min !== null && max !== null) return t('coaching.between', { from, to });
  if (max !== null) return t('coaching.atMost', { to });
  return t('coaching.atLeast', { from });
}

export type CoachingCell = { metric: CoachingMetricKey; value: string; verdict: BandVerdict | null };
export type CoachingRow = {
  key: string;
  userId: string;
  name: string;
  meetings: number;
  cells: CoachingCell[];
};

/** The per-seller coaching table: every metric's value with its verdict against the band. */
export const coachingRows = ({ overview }: SellerSkills): CoachingRow[] =>
  overview.map((seller, index) => ({
    key: rowKey('overview', index),
    userId: seller.userId,
    name: seller.name,
    meetings: seller.meetings,
    cells: coachingMetricKeys.map((metric) => ({
      metric,
      value: formatMetric(coachingBands[metric].unit, seller.metrics[metric]),
      verdict: bandVerdict(metric, seller.metrics[metric]),
    })),
  }));
