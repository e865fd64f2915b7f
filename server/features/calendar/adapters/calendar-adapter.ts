/**
 * What the calendar sync needs from a calendar provider (issue 10). One adapter per provider
 * (`google.ts`: OAuth 2.0 + Calendar API v3; `outlook.ts`: Microsoft identity platform v2.0 with PKCE +
 * Graph calendar view), each talking to its base URL: the provider itself, or the reference backend's
 * emulator of its paths (`server/emulators/`).
 */
export type CalendarKind = 'google' | 'outlook';

/** The tokens of a connected calendar, kept sealed at rest (`server/crypto/secret-box.ts`). */
export type CalendarTokens = {
  accessToken: string;
  /** Providers may omit it on a refresh: then the previous one stays valid. */
  refreshToken: string | null;
  expiresAt: Date;
  /** The calendar's account, shown on /config/calendar ("Conectado como ..."). */
  accountEmail: string;
};

/** One occurrence of an event (recurring events come expanded into their occurrences). */
export type CalendarEvent = {
  /** Stable per occurrence: a second sync finds the meeting it made from it. */
  externalId: string;
  title: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  /** The Google Meet, Zoom or Teams link found in the event, or null (the bot needs one to join). */
  meetingUrl: string | null;
  organizerEmail: string | null;
  attendees: { name: string; email: string | null }[];
};

export interface CalendarAdapter {
  readonly kind: CalendarKind;
  /** The provider's consent page address the browser goes to. `codeChallenge` is PKCE's S256 (Outlook). */
  /** `loginHint`: the user's e-mail, so the provider offers that account first (OIDC `login_hint`). */
  authorizeUrl(input: {
    state: string;
    redirectUri: string;
    codeChallenge?: string;
    loginHint?: string;
  }): string;
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<CalendarTokens>;
  refresh(refreshToken: string): Promise<CalendarTokens>;
  /** Best effort where the provider has no revocation endpoint (Microsoft): say so in the adapter. */
  revoke(tokens: Pick<CalendarTokens, 'accessToken' | 'refreshToken'>): Promise<void>;
  /** Events between `from` and `to`, occurrences expanded, cancelled ones included and marked. */
  listEvents(accessToken: string, range: { from: Date; to: Date }): Promise<CalendarEvent[]>;
}
