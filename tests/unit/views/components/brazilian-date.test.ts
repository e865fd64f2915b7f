import { expect, test } from 'vitest';
import { brazilianDayOf, isoDayOf } from '../../../../src/views/components/brazilian-date.ts';

test('a day written DD/MM/AAAA reads as its ISO day, and back', () => {
  expect(isoDayOf('05/03/2027')).toBe('2027-03-05');
  expect(isoDayOf(' 29/02/2028 ')).toBe('2028-02-29');
  expect(brazilianDayOf('2027-03-05')).toBe('05/03/2027');
});

test('what is not a day of the calendar, or not written DD/MM/AAAA, reads as nothing', () => {
  for (const text of ['31/02/2027', '29/02/2027', '00/01/2027', '12/13/2027', '1/1/2027', '2027-03-05', '']) {
    expect(isoDayOf(text)).toBeNull();
  }
});
