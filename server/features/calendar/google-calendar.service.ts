import { randomBytes } from 'node:crypto';
import { CalendarRefused } from './adapters/calendar-errors.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type {
  GoogleAuthorizeUrl,
  GoogleCalendarConnected,
} from '../../../src/api-contract/calendar-google.ts';
import type { CalendarConnections } from './calendar-connections.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';

/**
 * Connecting a Google calendar (issue 10): the consent page's address with a fresh `state` kept for this
 * user (10 minutes, once), the callback that checks it and exchanges the code, and disconnecting. Tokens
 * are stored, refreshed and revoked by the calendar connections service.
 */
export function createGoogleCalendarService(deps: {
  store: Store;
  connections: CalendarConnections;
  redirectUri: string;
  report?: (message: string, error: unknown) => void;
}) {
  const { connections, redirectUri } = deps;
  const report = deps.report ?? ((message, error) => console.error(`[calendar] ${message}`, error));

  return {
    async authorizeUrl(caller: Caller): Promise<GoogleAuthorizeUrl> {
      const adapter = connections.adapterOf('google');
      // 192 random bits: unguessable, so a forged callback cannot carry a state this user started.
      const state = randomBytes(24).toString('base64url');
      await connections.rememberState(caller, 'google', state);
      const owner = await deps.store.calendar.owner(caller.userId);
      return { url: adapter.authorizeUrl({ state, redirectUri, loginHint: owner?.email_address }) };
    },

    /** The code Google sent back, with its state: checked first (used up even if the exchange fails). */
    async callback(
      caller: Caller,
      code: string,
      state: string | undefined,
    ): Promise<GoogleCalendarConnected> {
      const adapter = connections.adapterOf('google');
      const pending = state ? await connections.takeState(caller, 'google', state) : undefined;
      if (!pending) throw new DomainError('google-calendar-state-mismatch');
      let tokens;
      try {
        tokens = await adapter.exchangeCode({ code, redirectUri });
      } catch (error) {
        if (error instanceof CalendarRefused) throw new DomainError('google-calendar-code-refused');
        report(`Google code exchange for user ${caller.userId} failed`, error);
        throw new DomainError('calendar-unavailable', 'google');
      }
      await connections.connect(caller, 'google', tokens);
      return { kind: 'google', accountEmail: tokens.accountEmail };
    },

    async disconnect(caller: Caller): Promise<{ kind: 'google'; connected: false }> {
      await connections.disconnect(caller, 'google');
      return { kind: 'google', connected: false };
    },
  };
}
