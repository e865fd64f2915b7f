/*
 * Sharing a meeting behind a password. The owner's calls go through the app's `http` client (their bearer
 * token); a guest's calls go through their own small client that sends only Basic base64(shareId:password):
 * the app's client would add the signed-in user's token and refresh-and-retry on a 401, and a share endpoint
 * must never see a user token (a 401 here means "wrong link or password", not "refresh your session").
 */
import ky from 'ky';
import { z } from 'zod';
import { appConfig } from '../config.ts';
import { http, parseResponse, unansweredError } from '../http.ts';
import {
  sharedMeetingSchema,
  sharedVideoSchema,
  shareSettingsSchema,
  type SharedMeeting,
  type EnableShare,
  type UpdateShare,
  type SharedVideo,
  type ShareSettings,
} from '../../api-contract/share.ts';
import { pathTo } from '../../domain/route-paths.ts';

type Options = { signal?: AbortSignal };

const settingsPath = (meetingId: string) => `meetings/${encodeURIComponent(meetingId)}/share`;

// ---- The owner (or an administrator) on the meeting page ----

export function getShareSettings(meetingId: string, { signal }: Options = {}): Promise<ShareSettings> {
  return http.getJson(settingsPath(meetingId), shareSettingsSchema, { signal });
}

/** Turns the link on with this password, or changes the password: whoever had the old one is locked out. */
export function enableShare(
  meetingId: string,
  password: string,
  { signal }: Options = {},
): Promise<ShareSettings> {
  const body: EnableShare = { password };
  return http.sendJson('PUT', settingsPath(meetingId), body, shareSettingsSchema, { signal });
}

/** What the link shows and until when; guests get it at their next request. */
export function updateShare(
  meetingId: string,
  changes: UpdateShare,
  { signal }: Options = {},
): Promise<ShareSettings> {
  return http.sendJson('PATCH', settingsPath(meetingId), changes, shareSettingsSchema, { signal });
}

/** Turns the link off: every guest is locked out at once. */
export function disableShare(meetingId: string, { signal }: Options = {}): Promise<ShareSettings> {
  return http.sendJson('DELETE', settingsPath(meetingId), undefined, shareSettingsSchema, { signal });
}

// Letters and digits nobody confuses when reading them aloud or copying by hand (no 0/O, 1/l/I).
const passwordAlphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const generatedLength = 16;

/** A password for a new link: 16 characters drawn with the platform's cryptographic random source. */
export function generateSharePassword(): string {
  // The largest multiple of the alphabet's size below 256: bytes above it are drawn again, so no bias.
  const limit = 256 - (256 % passwordAlphabet.length);
  let password = '';
  while (password.length < generatedLength) {
    for (const byte of crypto.getRandomValues(new Uint8Array(generatedLength * 2))) {
      if (byte < limit && password.length < generatedLength)
        password += passwordAlphabet[byte % passwordAlphabet.length];
    }
  }
  return password;
}

/** The address a guest opens. */
export const shareLink = (origin: string, shareId: string) => `${origin}${pathTo('/s/:id', { id: shareId })}`;

// ---- The guest at /s/{shareId} ----

export type ShareCredentials = { shareId: string; password: string };

function basicAuthorization({ shareId, password }: ShareCredentials): string {
  // btoa takes Latin-1 only: encode the UTF-8 bytes, so a password with "ç" or "ã" is sent as typed.
  const bytes = new TextEncoder().encode(`${shareId}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

export type ShareGuestClient = {
  getMeeting(credentials: ShareCredentials, options?: Options): Promise<SharedMeeting>;
  getVideo(credentials: ShareCredentials, options?: Options): Promise<SharedVideo>;
};

export function createShareGuestClient(
  options: { fetch?: typeof globalThis.fetch; prefixUrl?: string } = {},
): ShareGuestClient {
  const api = ky.create({
    prefixUrl: options.prefixUrl ?? appConfig.apiPrefix,
    timeout: 10_000,
    retry: 0,
    throwHttpErrors: false,
    // No cookies either: nothing of a signed-in session travels with a guest's call.
    credentials: 'omit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  async function get<T>(
    path: string,
    schema: z.ZodType<T>,
    credentials: ShareCredentials,
    signal?: AbortSignal,
  ) {
    let response: Response;
    try {
      response = await api.get(path, { signal, headers: { Authorization: basicAuthorization(credentials) } });
    } catch (error) {
      throw unansweredError(error, signal);
    }
    return parseResponse(response, schema);
  }

  return {
    getMeeting: (credentials, { signal } = {}) =>
      get('share/meeting', sharedMeetingSchema, credentials, signal),
    getVideo: (credentials, { signal } = {}) => get('share/video', sharedVideoSchema, credentials, signal),
  };
}

const guest = createShareGuestClient();

export const fetchSharedMeeting = (credentials: ShareCredentials, options?: Options) =>
  guest.getMeeting(credentials, options);
export const fetchSharedVideo = (credentials: ShareCredentials, options?: Options) =>
  guest.getVideo(credentials, options);
