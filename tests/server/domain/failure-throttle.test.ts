import { expect, test } from 'vitest';
import { createFailureThrottle } from '../../../server/domain/failure-throttle.ts';

const minute = 60_000;

function throttleAt(start = 0) {
  const clock = { now: start };
  const throttle = createFailureThrottle({ limit: 3, windowMs: 15 * minute, now: () => clock.now });
  return { clock, throttle };
}

test('a key is blocked at the limit, and other keys are not', () => {
  const { throttle } = throttleAt();
  for (let failure = 0; failure < 2; failure += 1) throttle.record('link-a');
  expect(throttle.isBlocked('link-a')).toBe(false);
  throttle.record('link-a');
  expect(throttle.isBlocked('link-a')).toBe(true);
  expect(throttle.isBlocked('link-b')).toBe(false);
});

test('the window slides: the block lifts as the oldest failures age out', () => {
  const { clock, throttle } = throttleAt();
  throttle.record('address');
  clock.now += 10 * minute;
  throttle.record('address');
  throttle.record('address');
  expect(throttle.isBlocked('address')).toBe(true);
  clock.now += 5 * minute + 1;
  expect(throttle.isBlocked('address')).toBe(false);
  throttle.record('address');
  expect(throttle.isBlocked('address')).toBe(true);
  clock.now += 10 * minute + 1;
  expect(throttle.isBlocked('address')).toBe(false);
});

test('forgiving takes back one failure of that key only', () => {
  const { throttle } = throttleAt();
  for (let failure = 0; failure < 3; failure += 1) throttle.record('link-a');
  throttle.record('link-b');
  throttle.forgive('link-a');
  expect(throttle.isBlocked('link-a')).toBe(false);
  throttle.forgive('link-b');
  throttle.forgive('link-b');
  for (let failure = 0; failure < 2; failure += 1) throttle.record('link-b');
  expect(throttle.isBlocked('link-b')).toBe(false);
});
