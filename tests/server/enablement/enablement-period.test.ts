import { expect, test } from 'vitest';
import { resolvePeriod } from '../../../server/features/enablement/enablement-period.ts';

const now = new Date('2026-11-23T18:00:00.000Z');
const custom = (startDate: string, endDate: string) => resolvePeriod('custom', { startDate, endDate }, now);
const iso = (period: ReturnType<typeof resolvePeriod>) => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  previousStart: period.previousStart.toISOString(),
  bucket: period.bucket,
});

test('rolling periods end now and compare with the same length before; the quarter is by week', () => {
  expect(iso(resolvePeriod('week', {}, now))).toEqual({
    start: '2026-11-16T18:00:00.000Z',
    end: '2026-11-23T18:00:00.000Z',
    previousStart: '2026-11-09T18:00:00.000Z',
    bucket: 'day',
  });
  expect(resolvePeriod('month', {}, now).start.toISOString()).toBe('2026-10-24T18:00:00.000Z');
  expect(iso(resolvePeriod('quarter', {}, now))).toMatchObject({
    start: '2026-08-25T18:00:00.000Z',
    previousStart: '2026-05-27T18:00:00.000Z',
    bucket: 'week',
  });
});

test('custom ranges are whole São Paulo days, by day up to 31 of them and by week beyond', () => {
  expect(iso(custom('2026-03-01', '2026-03-31'))).toEqual({
    start: '2026-03-01T03:00:00.000Z',
    end: '2026-04-01T03:00:00.000Z',
    previousStart: '2026-01-29T03:00:00.000Z',
    bucket: 'day',
  });
  expect(custom('2026-03-01', '2026-04-01').bucket).toBe('week');
  expect(custom('2025-01-01', '2026-01-01').end.toISOString()).toBe('2026-01-02T03:00:00.000Z');
  expect(() => custom('2025-01-01', '2026-01-02')).toThrow(
    'O período personalizado pode ter no máximo 366 dias.',
  );
});

test('days when São Paulo still changed its clocks start at their first instant', () => {
  // 4 Nov 2018: clocks jumped from 00:00 to 01:00 (-02:00), so the day began at 03:00 UTC.
  expect(custom('2018-11-04', '2018-11-04').start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
  // 17 Feb 2019: 00:00 of daylight time became 23:00 of the 16th again; the 17th began at 03:00 UTC, and
  // that day lasted 24 hours.
  expect(iso(custom('2019-02-17', '2019-02-17'))).toMatchObject({
    start: '2019-02-17T03:00:00.000Z',
    end: '2019-02-18T03:00:00.000Z',
  });
  expect(custom('2019-02-16', '2019-02-16').start.toISOString()).toBe('2019-02-16T02:00:00.000Z');
});
