import { CalendarRefused } from './adapters/calendar-errors.ts';
import { DomainError } from '../../domain-errors/domain-error.ts';
import type {
  OutlookAuthorizeUrl,
  OutlookCalendarConnected,
  OutlookCalendarDisconnected,
  OutlookVerifierStored,
} from '../../../src/api-contract/calendar-outlook.ts';
import type { CalendarConnections } from './calendar-connections.ts';
import type { Caller } from '../caller.ts';
import type { Store } from '../store.ts';

/** How long the calendar connections keep a state (calendar-connections.ts): told to the app. */
const stateTtlMs = 10 * 60_000;

/**
 * Connecting an Outlook calendar (issue 10) with the authorization code flow and PKCE: the app makes the
 * verifier and the state, stores the verifier by state for this user (10 minutes, once), asks for the
 * consent page's address with the verifier's S256 challenge, and hands back the code with its state; the
 * exchange sends the stored verifier. Tokens are stored, refreshed and forgotten by the calendar connections.
 */
export function createOutlookCalendarService(deps: {
  store: Store;
  connections: CalendarConnections;
  redirectUri: string;
  now?: () => Date;
  report?: (message: string, error: unknown) => void;
}) {
  const { connections, redirectUri } = deps;
  const now = deps.now ?? (() => new Date());
  const report = deps.report ?? ((message, error) => console.error(`[calendar] ${message}`, error));

  return {
    async storeVerifier(caller: Caller, codeVerifier: string, state: string): Promise<OutlookVerifierStored> {
      connections.adapterOf('outlook');
      const expiresAt = new Date(now().getTime() + stateTtlMs);
      await connections.rememberState(caller, 'outlook', state, codeVerifier);
      return { state, expiresAt: expiresAt.toISOString() };
    },

    async authorizeUrl(caller: Caller, state: string, codeChallenge: string): Promise<OutlookAuthorizeUrl> {
      const adapter = connections.adapterOf('outlook');
      const owner = await deps.store.calendar.owner(caller.userId);
      return {
        url: adapter.authorizeUrl({ state, redirectUri, codeChallenge, loginHint: owner?.email_address }),
      };
    },

    /**
     * The code Microsoft sent back with its state: the state must be one this user stored for Outlook, not
     * expired, not used (it is used up here, even if the exchange fails); the exchange sends its verifier.
     */
    async callback(caller: Caller, code: string, state: string): Promise<OutlookCalendarConnected> {
      const adapter = connections.adapterOf('outlook');
      const pending = await connections.takeState(caller, 'outlook', state);
      if (!pending?.codeVerifier) throw new DomainError('outlook-calendar-state-mismatch');
      let tokens;
      try {
        tokens = await adapter.exchangeCode({ code, redirectUri, codeVerifier: pending.codeVerifier });
      } catch (error) {
        if (error instanceof CalendarRefused) throw new DomainError('outlook-calendar-code-refused');
        report(`Outlook code exchange for user ${caller.userId} failed`, error);
        throw new DomainError('calendar-unavailable', 'outlook');
      }
      await connections.connect(caller, 'outlook', tokens);
      return { kind: 'outlook', accountEmail: tokens.accountEmail };
    },

    async disconnect(caller: Caller): Promise<OutlookCalendarDisconnected> {
      await connections.disconnect(caller, 'outlook');
      return { kind: 'outlook', connected: false };
    },
  };
}
