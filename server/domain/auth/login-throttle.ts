const failureLimit = 10;
export const failureWindowMs = 15 * 60 * 1000;

/** Failed basic logins per e-mail in a sliding window: this process's memory is enough for one server. */
export function createFailureThrottle(now: () => number) {
  const failures = new Map<string, number[]>();
  const recent = (email: string) => (failures.get(email) ?? []).filter((at) => at > now() - failureWindowMs);
  return {
    isBlocked(email: string) {
      const count = recent(email).length;
      // Forget e-mails whose failures aged out, so the map only holds the last window's.
      if (count === 0) failures.delete(email);
      return count >= failureLimit;
    },
    record: (email: string) => failures.set(email, [...recent(email), now()]),
  };
}
