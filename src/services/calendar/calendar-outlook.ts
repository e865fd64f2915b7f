/*
 * Connecting an Outlook calendar (issue 10) with the authorization code flow and PKCE: the browser makes the
 * verifier and the state, the server keeps the verifier by state for this user, and the exchange of the
 * code Microsoft sends back to /meetings/authcalendaroutlook uses it.
 */
import { http } from '../http.ts';
import { newCodeVerifier, newOAuthState, s256Challenge } from '../pkce.ts';
import {
  outlookAuthorizeUrlSchema,
  outlookCalendarConnectedSchema,
  outlookVerifierStoredSchema,
  type OutlookCalendarConnected,
} from '../../api-contract/calendar-outlook.ts';

type Options = { signal?: AbortSignal };

/**
 * The consent page "Conectar" goes to: a new verifier and state, the verifier stored with
 * `GET /api/setauthcalendaroutlook/{codeVerifier}/{state}`, then `GET /api/calendar/outlook/authorize-url`
 * with its S256 challenge. The verifier never leaves for Microsoft; only the server sends it, with the code.
 */
export async function startOutlookConnect({ signal }: Options = {}): Promise<string> {
  const codeVerifier = newCodeVerifier();
  const state = newOAuthState();
  await http.getJson(`setauthcalendaroutlook/${codeVerifier}/${state}`, outlookVerifierStoredSchema, {
    signal,
  });
  const codeChallenge = await s256Challenge(codeVerifier);
  const { url } = await http.getJson('calendar/outlook/authorize-url', outlookAuthorizeUrlSchema, {
    searchParams: { state, codeChallenge },
    signal,
  });
  return url;
}

/** `GET /api/authcalendaroutlook/{code}/{state}`: the server checks the state, exchanges the code, keeps the connection. */
export function exchangeOutlookCode(
  code: string,
  state: string,
  { signal }: Options = {},
): Promise<OutlookCalendarConnected> {
  return http.getJson(
    `authcalendaroutlook/${encodeURIComponent(code)}/${encodeURIComponent(state)}`,
    outlookCalendarConnectedSchema,
    { signal },
  );
}
