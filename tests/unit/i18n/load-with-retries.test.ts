import { describe, expect, it } from 'vitest';
import {
  loadWithRetries,
  translationRetries,
  translationRetryDelayMs,
} from '../../../src/i18n/load-with-retries.ts';

/** A wait that notes each delay and resolves at once: no real time passes in the test. */
function noted() {
  const delays: number[] = [];
  return { delays, wait: async (ms: number) => void delays.push(ms) };
}

/** A load that fails `failures` times, then gives the texts. */
function failing(failures: number) {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { common: { ok: 'ok' } };
  };
  return { load, calls: () => calls };
}

describe('translation loading (spec section 9: 5 retries, 350 ms apart)', () => {
  it('the constants are the spec’s', () => {
    expect(translationRetries).toBe(5);
    expect(translationRetryDelayMs).toBe(350);
  });

  it('a first success waits for nothing', async () => {
    const { delays, wait } = noted();
    const { load, calls } = failing(0);
    await expect(loadWithRetries(load, wait)).resolves.toEqual({ common: { ok: 'ok' } });
    expect(calls()).toBe(1);
    expect(delays).toEqual([]);
  });

  it('five failures, then the texts: five waits of 350 ms', async () => {
    const { delays, wait } = noted();
    const { load, calls } = failing(5);
    await expect(loadWithRetries(load, wait)).resolves.toEqual({ common: { ok: 'ok' } });
    expect(calls()).toBe(6);
    expect(delays).toEqual([350, 350, 350, 350, 350]);
  });

  it('a sixth failure rejects with it', async () => {
    const { delays, wait } = noted();
    const { load, calls } = failing(6);
    await expect(loadWithRetries(load, wait)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(calls()).toBe(6);
    expect(delays).toHaveLength(5);
  });
});
