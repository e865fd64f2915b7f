import { describe, expect, test } from 'vitest';
import { createVerifiedTokenCache } from '../../../server/http/verified-tokens.ts';

/** A clock the test moves: the cache never reads the wall clock in these tests. */
function clock(startMs: number) {
  let nowMs = startMs;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

const start = Date.UTC(2026, 10, 29, 10, 0, 0);
const claimsUntil = (expMs: number) => ({ sub: 'pessoa', token_use: 'id', exp: expMs / 1000 });

describe('verified id tokens kept between requests (issue 29, 256 people at once)', () => {
  test('a verified token is found until its exp, and not from its exp on', () => {
    const time = clock(start);
    const cache = createVerifiedTokenCache({ now: time.now });
    cache.remember('token-a', claimsUntil(start + 60_000));
    expect(cache.lookup('token-a')).toEqual(claimsUntil(start + 60_000));
    time.advance(59_999);
    expect(cache.lookup('token-a')?.sub).toBe('pessoa');
    time.advance(1);
    expect(cache.lookup('token-a')).toBeUndefined();
  });

  test('no token is believed longer than the key set is kept, even with a later exp', () => {
    const time = clock(start);
    const cache = createVerifiedTokenCache({ now: time.now, maxAgeMs: 600_000 });
    cache.remember('token-a', claimsUntil(start + 3_600_000));
    time.advance(599_999);
    expect(cache.lookup('token-a')).toBeDefined();
    time.advance(1);
    expect(cache.lookup('token-a')).toBeUndefined();
  });

  test('a token that differs in any byte (another signature) is not the one verified', () => {
    const cache = createVerifiedTokenCache({ now: () => start });
    cache.remember('header.claims.signature', claimsUntil(start + 60_000));
    expect(cache.lookup('header.claims.signaturf')).toBeUndefined();
    expect(cache.lookup('header.claims.signature')).toBeDefined();
  });

  test('tokens without exp, or already past it, are not kept', () => {
    const cache = createVerifiedTokenCache({ now: () => start });
    cache.remember('no-exp', { sub: 'pessoa', token_use: 'id' });
    cache.remember('expired', claimsUntil(start));
    expect(cache.lookup('no-exp')).toBeUndefined();
    expect(cache.lookup('expired')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('past its capacity the least recently used token leaves first', () => {
    const cache = createVerifiedTokenCache({ now: () => start, capacity: 2 });
    cache.remember('first', claimsUntil(start + 60_000));
    cache.remember('second', claimsUntil(start + 60_000));
    // Used again, the first is now the most recent: the second leaves when a third arrives.
    expect(cache.lookup('first')).toBeDefined();
    cache.remember('third', claimsUntil(start + 60_000));
    expect(cache.size).toBe(2);
    expect(cache.lookup('second')).toBeUndefined();
    expect(cache.lookup('first')).toBeDefined();
    expect(cache.lookup('third')).toBeDefined();
  });
});
