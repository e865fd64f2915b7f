import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { createRateLimitHits } from '../../../server/db/rate-limit-hits.ts';
import { createLimits } from '../../../server/features/limits.ts';
import { emptyPglite } from '../support/databases.ts';

const minute = 60_000;
let db: Database;

beforeAll(async () => {
  db = await openDatabase(await emptyPglite());
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
});

/** A throttle counted in the database, each test under its own name so their keys never meet. */
function throttleAt(name: string, start = 0) {
  const clock = { now: start };
  const limits = createLimits({ hits: createRateLimitHits(db), now: () => clock.now });
  const throttle = limits.failureThrottle(name, { limit: 3, windowMs: 15 * minute });
  return { clock, throttle };
}

test('a key is blocked at the limit, and other keys are not', async () => {
  const { throttle } = throttleAt('at-limit');
  for (let failure = 0; failure < 2; failure += 1) expect(await throttle.record('link-a')).toBe(false);
  expect(await throttle.isBlocked('link-a')).toBe(false);
  expect(await throttle.record('link-a')).toBe(false);
  expect(await throttle.isBlocked('link-a')).toBe(true);
  expect(await throttle.isBlocked('link-b')).toBe(false);
  // One more failure recorded past the limit (a guess that raced the others) says so.
  expect(await throttle.record('link-a')).toBe(true);
});

test('the window slides: the block lifts as the oldest failures age out', async () => {
  const { clock, throttle } = throttleAt('sliding');
  await throttle.record('address');
  clock.now += 10 * minute;
  await throttle.record('address');
  await throttle.record('address');
  expect(await throttle.isBlocked('address')).toBe(true);
  clock.now += 5 * minute + 1;
  expect(await throttle.isBlocked('address')).toBe(false);
  await throttle.record('address');
  expect(await throttle.isBlocked('address')).toBe(true);
  clock.now += 10 * minute + 1;
  expect(await throttle.isBlocked('address')).toBe(false);
});

test('forgiving takes back one failure of that key only', async () => {
  const { throttle } = throttleAt('forgiving');
  for (let failure = 0; failure < 3; failure += 1) await throttle.record('link-a');
  await throttle.record('link-b');
  await throttle.forgive('link-a');
  expect(await throttle.isBlocked('link-a')).toBe(false);
  await throttle.forgive('link-b');
  await throttle.forgive('link-b');
  for (let failure = 0; failure < 2; failure += 1) await throttle.record('link-b');
  expect(await throttle.isBlocked('link-b')).toBe(false);
});

test('two servers on one database share the count', async () => {
  const first = throttleAt('shared').throttle;
  const second = throttleAt('shared').throttle;
  await first.record('link');
  await second.record('link');
  expect(await first.isBlocked('link')).toBe(false);
  await first.record('link');
  expect(await second.isBlocked('link')).toBe(true);
});
