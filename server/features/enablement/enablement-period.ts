import type { TimeFilter } from '../../../src/api-contract/enablement.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';

/** The sales team's calendar: custom ranges and buckets are São Paulo days. */
export const businessTimeZone = 'America/Sao_Paulo';

const dayMs = 86_400_000;
const rollingDays: Record<Exclude<TimeFilter, 'custom'>, number> = { week: 7, month: 30, quarter: 90 };

/** Custom ranges longer than this are charted by week, like the quarter. */
const longestDailyRangeDays = 31;
/** A year and a day: a longer custom range is refused rather than scanned (the endpoint is costly). */
export const longestCustomRangeDays = 366;

export type Bucket = 'day' | 'week';

/** The instants a period covers, end excluded, and the same length right before it. */
export type Period = { start: Date; end: Date; previousStart: Date; bucket: Bucket };

const offsetFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  timeZoneName: 'longOffset',
});

/** São Paulo's offset from UTC at that instant, in minutes ("GMT-03:00" is -180). */
function offsetMinutesAt(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

const dateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone });

/**
 * The first instant of a São Paulo calendar day. Midnight shifted by the offset of midnight UTC, or by the
 * offset of that guess: on the days daylight saving time began or ended (until 2019) only one of the two
 * falls on the day itself, and when both do the earlier one is its start.
 */
function startOfDay(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const first = new Date(utcMidnight - offsetMinutesAt(new Date(utcMidnight)) * 60_000);
  const second = new Date(utcMidnight - offsetMinutesAt(first) * 60_000);
  const onTheDay = [first, second].filter((instant) => dateFormat.format(instant) === date);
  const [start = second] = onTheDay.toSorted((a, b) => a.getTime() - b.getTime());
  return start;
}

const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);

/**
 * Rolling periods end now (week 7 days, month 30, quarter 90); a custom one runs from the start of its
 * first São Paulo day to the end of its last. Days are bucketed by day, the quarter and long ranges by week.
 */
export function resolvePeriod(
  filter: TimeFilter,
  dates: { startDate?: string; endDate?: string },
  now: Date,
): Period {
  if (filter !== 'custom') {
    const length = rollingDays[filter] * dayMs;
    const start = new Date(now.getTime() - length);
    return {
      start,
      end: now,
      previousStart: new Date(start.getTime() - length),
      bucket: filter === 'quarter' ? 'week' : 'day',
    };
  }
  // The query schema already asked for both dates, in order.
  const start = startOfDay(dates.startDate ?? '');
  const end = startOfDay(nextDay(dates.endDate ?? ''));
  const days = Math.round((end.getTime() - start.getTime()) / dayMs);
  if (days > longestCustomRangeDays) {
    throw new DomainError('enablement-range-too-long', longestCustomRangeDays);
  }
  return {
    start,
    end,
    previousStart: new Date(start.getTime() - (end.getTime() - start.getTime())),
    bucket: days > longestDailyRangeDays ? 'week' : 'day',
  };
}
