/*
 * The four stat cards: each figure now, and how it moved against the previous period of the same length.
 * Counts and durations move in percent of the previous figure; the share with next steps in percentage
 * points.
 */
import type { DashboardStats } from '../../../api-contract/enablement.ts';
import type { Translate } from './chart-model.ts';
import { formatNumber, formatShare, inUnit, timeUnitFor } from './format.ts';

export type Trend = 'up' | 'down' | 'same';
export type StatCard = {
  id: 'meetings' | 'hoursRecorded' | 'averageDuration' | 'nextStepsShare';
  label: string;
  value: string;
  trend: Trend | null;
  /** The change in words, for the arrow's accessible label and the text beside it. */
  change: string;
};

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

type Compared = { current: number | null; previous: number | null };

function trendOf(delta: number): Trend {
  return delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
}

function describeChange(trend: Trend | null, amount: string, t: Translate): string {
  if (trend === null) return t('stats.noPrevious');
  return trend === 'same' ? t('stats.same') : t(`stats.${trend}`, { change: amount });
}

/** Relative change; none when there was nothing before to compare with. */
function relative({ current, previous }: Compared, t: Translate) {
  if (current === null || previous === null || previous === 0) {
    return { trend: null, change: describeChange(null, '', t) };
  }
  const ratio = (current - previous) / previous;
  const trend = trendOf(Math.round(ratio * 100));
  return { trend, change: describeChange(trend, percent.format(Math.abs(ratio)), t) };
}

/** Change of a share in percentage points. */
function points({ current, previous }: Compared, t: Translate) {
  if (current === null || previous === null) return { trend: null, change: describeChange(null, '', t) };
  const delta = Math.round((current - previous) * 100);
  const trend = trendOf(delta);
  return { trend, change: describeChange(trend, t('stats.points', { value: Math.abs(delta) }), t) };
}

/** Recorded time in the unit its size reads best in: '30 min', '12,5 h'. */
function recordedTime(hours: number | null, t: Translate): string {
  if (hours === null) return formatNumber(null);
  const unit = timeUnitFor([hours]);
  return t(`stats.${unit}`, { value: formatNumber(inUnit(hours, unit)) });
}

export function statCards(stats: DashboardStats, t: Translate): StatCard[] {
  const minutes = stats.averageDurationMinutes.current;
  return [
    {
      id: 'meetings',
      label: t('stats.meetings'),
      value: formatNumber(stats.meetings.current),
      ...relative(stats.meetings, t),
    },
    {
      id: 'hoursRecorded',
      label: t('stats.hoursRecorded'),
      value: recordedTime(stats.hoursRecorded.current, t),
      ...relative(stats.hoursRecorded, t),
    },
    {
      id: 'averageDuration',
      label: t('stats.averageDuration'),
      value: minutes === null ? formatNumber(null) : t('stats.minutes', { value: formatNumber(minutes) }),
      ...relative(stats.averageDurationMinutes, t),
    },
    {
      id: 'nextStepsShare',
      label: t('stats.nextStepsShare'),
      value: formatShare(stats.nextStepsShare.current),
      ...points(stats.nextStepsShare, t),
    },
  ];
}
