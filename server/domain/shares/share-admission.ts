import type { ServerConfig } from '../../config.ts';
import { verifyPassword } from '../../http/passwords.ts';
import { createFailureThrottle } from '../failure-throttle.ts';
import type { Store } from '../store.ts';

/** What a guest's Basic credentials say: the link's id and its password. */
export type ShareCredentials = { shareId: string; password: string };

/**
 * A guest let in: the one meeting their link opens, the link itself, and which password let them in
 * (`grant`: when it was set), so what they are handed stops working when it changes.
 */
export type ShareGuest = { meetingId: string; shareId: string; grant: string };

export const grantOf = (share: { passwordSetAt: Date }): string => String(share.passwordSetAt.getTime());

export type Admission =
  | { outcome: 'admitted'; guest: ShareGuest }
  | { outcome: 'refused' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Lets a guest in when the link exists and the password is its current one. Guessing is slow: wrong
 * passwords are counted per link and per client address, and past either limit every attempt is refused
 * with 429, the right password included, until the failures age out of the window; a request without
 * credentials guessed nothing and is not counted. Whatever was wrong (no credentials, an unknown link, a
 * wrong password) costs the same single scrypt run and answers the same.
 */
export function createShareAdmission(deps: { store: Pick<Store, 'shares'>; limits: ServerConfig['share'] }) {
  const { limits } = deps;
  const windowMs = limits.failureWindowSeconds * 1000;
  const perLink = createFailureThrottle({ limit: limits.maxFailuresPerLink, windowMs });
  const perAddress = createFailureThrottle({ limit: limits.maxFailuresPerAddress, windowMs });

  return async function admit(
    credentials: ShareCredentials | undefined,
    address: string,
  ): Promise<Admission> {
    if (perAddress.isBlocked(address) || (credentials && perLink.isBlocked(credentials.shareId))) {
      return { outcome: 'throttled', retryAfterSeconds: limits.failureWindowSeconds };
    }
    // Counted before the password is checked: checking takes a while, and guesses sent all at once
    // must find the ones before them already counted. A right password takes its count back.
    if (credentials) {
      perLink.record(credentials.shareId);
      perAddress.record(address);
    }
    const share = credentials && (await deps.store.shares.byShareId(credentials.shareId));
    // Against no hash (an unknown link) verifyPassword still runs scrypt once, so timing tells nothing.
    const matches = await verifyPassword(credentials?.password ?? '', share?.passwordHash ?? null);
    if (credentials && share && matches) {
      perLink.forgive(credentials.shareId);
      perAddress.forgive(address);
      return {
        outcome: 'admitted',
        guest: { meetingId: share.meetingId, shareId: share.shareId, grant: grantOf(share) },
      };
    }
    return { outcome: 'refused' };
  };
}

export type ShareAdmission = ReturnType<typeof createShareAdmission>;
