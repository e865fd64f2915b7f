/**
 * Failed password attempts per key (an e-mail, a shared link, a client address) in a sliding window:
 * a key with `limit` failures inside `windowMs` is blocked until the oldest ages out. This process's
 * memory is enough for one server.
 */
export function createFailureThrottle(options: { limit: number; windowMs: number; now?: () => number }) {
  const { limit, windowMs, now = Date.now } = options;
  const failures = new Map<string, number[]>();
  let lastSweep = now();
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > now() - windowMs);

  // Keys nobody asks about again (a guessed link, a passing address) would stay forever: once a window,
  // forget every key whose failures all aged out.
  function sweep() {
    if (now() - lastSweep < windowMs) return;
    lastSweep = now();
    for (const key of failures.keys()) if (recent(key).length === 0) failures.delete(key);
  }

  return {
    isBlocked: (key: string) => recent(key).length >= limit,
    record(key: string) {
      sweep();
      failures.set(key, [...recent(key), now()]);
    },
    /** Takes back one recorded failure: an attempt counted before its password was checked, that was right. */
    forgive(key: string) {
      const kept = recent(key).slice(0, -1);
      if (kept.length === 0) failures.delete(key);
      else failures.set(key, kept);
    },
  };
}
