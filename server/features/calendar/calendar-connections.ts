import type { CalendarAdapter, CalendarKind, CalendarTokens } from './adapters/calendar-adapter.ts';
import { CalendarRefused } from './adapters/calendar-errors.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';

/** The adapter of each calendar this server talks to (K1: google, K2: outlook), chosen in features/index.ts. */
export type CalendarAdapters = Partial<Record<CalendarKind, CalendarAdapter>>;

/** Tokens are refreshed this long before they expire, so a sync never starts with one about to lapse. */
const refreshMarginMs = 2 * 60_000;
/** How long a consent page may take: the OAuth state (and Outlook's PKCE verifier) is dropped after. */
const stateTtlMs = 10 * 60_000;

type SealedTokens = Pick<CalendarTokens, 'accessToken' | 'refreshToken'>;

/**
 * A user's calendar connections: the tokens sealed at rest (secret-box, context naming calendar and user),
 * refreshed through the calendar's adapter when they are about to expire, revoked on disconnect, and the
 * users' is_gmeet_connected / is_outlook_connected flags kept in step with the rows. Also the OAuth
 * `state` of a consent page under way (with Outlook's PKCE verifier), checked once by the callback.
 */
export function createCalendarConnections(deps: {
  store: Store;
  secrets: SecretBox;
  adapters: CalendarAdapters;
  now?: () => Date;
  /** Where a failed revocation is reported (disconnecting goes on regardless). */
  report?: (message: string, error: unknown) => void;
}) {
  const { store, secrets } = deps;
  const now = deps.now ?? (() => new Date());
  const report = deps.report ?? ((message, error) => console.error(`[calendar] ${message}`, error));
  const context = (kind: CalendarKind, userId: string) => `calendar:${kind}:${userId}`;

  function adapterOf(kind: CalendarKind): CalendarAdapter {
    const adapter = deps.adapters[kind];
    if (!adapter) throw new DomainError('calendar-not-configured', kind);
    return adapter;
  }

  const seal = (kind: CalendarKind, userId: string, tokens: SealedTokens) =>
    secrets.seal(
      JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }),
      context(kind, userId),
    );

  async function open(kind: CalendarKind, userId: string, sealed: string): Promise<SealedTokens> {
    const parsed = JSON.parse(await secrets.open(sealed, context(kind, userId))) as SealedTokens;
    return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken ?? null };
  }

  return {
    adapterOf,

    /** After the callback exchanged its code: stores (or replaces) the calendar's tokens and account. */
    async connect(caller: Pick<Caller, 'userId'>, kind: CalendarKind, tokens: CalendarTokens): Promise<void> {
      const tokensSealed = await seal(kind, caller.userId, tokens);
      await store.transaction((tx) =>
        tx.calendar.save(caller.userId, kind, {
          accountEmail: tokens.accountEmail,
          tokensSealed,
          expiresAt: tokens.expiresAt,
        }),
      );
    },

    /**
     * An access token that is good now, refreshed and stored first when it expires within two minutes.
     * Not connected: 404; a refresh the provider refuses marks the connection as needing to be connected
     * again and answers 409, both in Portuguese.
     */
    async validTokens(
      userId: string,
      kind: CalendarKind,
    ): Promise<{ accessToken: string; accountEmail: string }> {
      const row = await store.calendar.find(userId, kind);
      if (!row) throw new DomainError('calendar-not-connected', kind);
      if (row.needs_reconnect) throw new DomainError('calendar-needs-reconnect', kind);
      const tokens = await open(kind, userId, row.tokens_sealed);
      if (new Date(row.expires_at).getTime() - refreshMarginMs > now().getTime()) {
        return { accessToken: tokens.accessToken, accountEmail: row.account_email };
      }
      if (!tokens.refreshToken) {
        await store.calendar.markNeedsReconnect(userId, kind);
        throw new DomainError('calendar-needs-reconnect', kind);
      }
      let fresh: CalendarTokens;
      try {
        fresh = await adapterOf(kind).refresh(tokens.refreshToken);
      } catch (error) {
        if (isRefused(error)) {
          await store.calendar.markNeedsReconnect(userId, kind);
          throw new DomainError('calendar-needs-reconnect', kind);
        }
        report(`refresh of ${kind} tokens of user ${userId} failed`, error);
        throw new DomainError('calendar-unavailable', kind);
      }
      // A provider may omit the refresh token on a refresh: the previous one stays valid.
      const kept = {
        accessToken: fresh.accessToken,
        refreshToken: fresh.refreshToken ?? tokens.refreshToken,
      };
      await store.calendar.saveTokens(userId, kind, await seal(kind, userId, kept), fresh.expiresAt);
      return { accessToken: fresh.accessToken, accountEmail: row.account_email };
    },

    /** Revokes the tokens (best effort: the provider may be away) and forgets the connection; the meetings stay. */
    async disconnect(caller: Pick<Caller, 'userId'>, kind: CalendarKind): Promise<void> {
      const row = await store.calendar.find(caller.userId, kind);
      if (!row) throw new DomainError('calendar-not-connected', kind);
      try {
        await adapterOf(kind).revoke(await open(kind, caller.userId, row.tokens_sealed));
      } catch (error) {
        report(`revocation of ${kind} tokens of user ${caller.userId} failed; disconnecting anyway`, error);
      }
      await store.transaction((tx) => tx.calendar.remove(caller.userId, kind));
    },

    /** The `state` sent to a consent page (and Outlook's PKCE verifier), kept ten minutes for the callback. */
    async rememberState(
      caller: Pick<Caller, 'userId'>,
      kind: CalendarKind,
      state: string,
      codeVerifier: string | null = null,
    ): Promise<void> {
      const owner = { userId: caller.userId, kind };
      const sealed =
        codeVerifier === null
          ? null
          : await secrets.seal(codeVerifier, `${context(kind, caller.userId)}:${state}`);
      await store.calendar.rememberState(state, owner, sealed, new Date(now().getTime() + stateTtlMs));
    },

    /**
     * The callback's check: the state this user started for this calendar, not expired, used once. undefined
     * otherwise (the caller refuses it in Portuguese); `codeVerifier` is Outlook's, null for Google.
     */
    async takeState(
      caller: Pick<Caller, 'userId'>,
      kind: CalendarKind,
      state: string,
    ): Promise<{ codeVerifier: string | null } | undefined> {
      const row = await store.calendar.takeState(state, { userId: caller.userId, kind });
      if (!row || new Date(row.expires_at).getTime() < now().getTime()) return undefined;
      if (row.verifier_sealed === null) return { codeVerifier: null };
      return {
        codeVerifier: await secrets.open(row.verifier_sealed, `${context(kind, caller.userId)}:${state}`),
      };
    },
  };
}

export type CalendarConnections = ReturnType<typeof createCalendarConnections>;

const isRefused = (error: unknown) => error instanceof CalendarRefused;
