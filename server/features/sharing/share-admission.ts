import type { ServerConfig } from '../../config.ts';
import { verifyPassword } from '../../crypto/passwords.ts';
import type { Limits } from '../limits.ts';
import type { Store } from '../store.ts';
import type { ShareContent } from '../../../src/api-contract/share.ts';

/** What a guest's Basic credentials say: the link's id and its password. */
export type ShareCredentials = { shareId: string; password: string };

/**
 * A guest let in: the one meeting their link opens, the link itself, which password let them in (`grant`:
 * when it was set, so what they are handed stops working when it changes), what the owner lets the link show
 * as of this request, and the company's name the page carries.
 */
export type ShareGuest = {
  meetingId: string;
  shareId: string;
  grant: string;
  content: ShareContent;
  companyName: string;
};

export const grantOf = (share: { passwordSetAt: Date }): string => String(share.passwordSetAt.getTime());

export type Admission =
  | { outcome: 'admitted'; guest: ShareGuest }
  | { outcome: 'refused' }
  | { outcome: 'expired' }
  | { outcome: 'throttled'; retryAfterSeconds: number };

/**
 * Lets a guest in when the link exists and the password is its current one. Guessing is slow: wrong
 * passwords are counted per link and per client address, and past either limit every attempt is refused
 * with 429, the right password included, until the failures age out of the window; a request without
 * credentials guessed nothing and is not counted. Whatever was wrong (no credentials, an unknown link, a
 * wrong password) costs the same single scrypt run and answers the same. The counts live in the database,
 * so guesses spread over several servers meet one budget.
 */
export function createShareAdmission(deps: {
  store: Pick<Store, 'shares'>;
  limits: ServerConfig['share'];
  throttles: Pick<Limits, 'failureThrottle'>;
}) {
  const { limits } = deps;
  const windowMs = limits.failureWindowSeconds * 1000;
  const perLink = deps.throttles.failureThrottle('share-link', {
    limit: limits.maxFailuresPerLink,
    windowMs,
  });
  const perAddress = deps.throttles.failureThrottle('share-address', {
    limit: limits.maxFailuresPerAddress,
    windowMs,
  });

  return async function admit(
    credentials: ShareCredentials | undefined,
    address: string,
  ): Promise<Admission> {
    const throttled = { outcome: 'throttled', retryAfterSeconds: limits.failureWindowSeconds } as const;
    const [addressBlocked, linkBlocked] = await Promise.all([
      perAddress.isBlocked(address),
      credentials ? perLink.isBlocked(credentials.shareId) : false,
    ]);
    if (addressBlocked || linkBlocked) return throttled;
    // Counted before the password is checked: checking takes a while, and guesses sent all at once
    // must find the ones before them already counted; one that raced past the limit is refused unchecked.
    // A right password takes its count back.
    if (credentials) {
      const [linkOver, addressOver] = await Promise.all([
        perLink.record(credentials.shareId),
        perAddress.record(address),
      ]);
      if (linkOver || addressOver) {
        // Not checked, so not a guess: its counts go back, and the link and address hold what was tried.
        await Promise.all([perLink.forgive(credentials.shareId), perAddress.forgive(address)]);
        return throttled;
      }
    }
    const share = credentials && (await deps.store.shares.byShareId(credentials.shareId));
    // Against no hash (an unknown link) verifyPassword still runs scrypt once, so timing tells nothing.
    const matches = await verifyPassword(credentials?.password ?? '', share?.passwordHash ?? null);
    if (credentials && share && matches) {
      await Promise.all([perLink.forgive(credentials.shareId), perAddress.forgive(address)]);
      // Only who holds the password learns that the link expired; anyone else is refused as ever.
      if (share.expired) return { outcome: 'expired' };
      return {
        outcome: 'admitted',
        guest: {
          meetingId: share.meetingId,
          shareId: share.shareId,
          grant: grantOf(share),
          content: share.content,
          companyName: share.companyName,
        },
      };
    }
    return { outcome: 'refused' };
  };
}

export type ShareAdmission = ReturnType<typeof createShareAdmission>;
