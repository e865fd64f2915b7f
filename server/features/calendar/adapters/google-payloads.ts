import { z } from 'zod';

/*
 * The Google payloads the adapter reads, with only the fields it uses (others pass through unread):
 * - token endpoint answer and error: https://developers.google.com/identity/protocols/oauth2/web-server
 *   ("Step 5: Exchange authorization code for refresh and access tokens", "Refreshing an access token");
 *   errors follow RFC 6749 section 5.2 (`invalid_grant`, `invalid_client`, `redirect_uri_mismatch`, ...).
 * - events list: https://developers.google.com/calendar/api/v3/reference/events/list and the Event
 *   resource, https://developers.google.com/calendar/api/v3/reference/events#resource
 * - userinfo: https://developers.google.com/identity/openid-connect/openid-connect#obtainuserinfo
 */
export const googleTokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  /** Sent on the first exchange with access_type=offline (and prompt=consent); usually absent on a refresh. */
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  token_type: z.string(),
  /** With the `openid email` scopes: a JWT whose `email` claim names the account. */
  id_token: z.string().optional(),
});

export const googleErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export const googleUserInfoSchema = z.object({ sub: z.string(), email: z.email() });

/** `dateTime` for a timed event, `date` (yyyy-mm-dd) for an all-day one. */
const eventTimeSchema = z.object({
  dateTime: z.string().optional(),
  date: z.string().optional(),
  timeZone: z.string().optional(),
});

const personSchema = z.object({
  email: z.string().optional(),
  displayName: z.string().optional(),
  /** A room or other resource, not a person. */
  resource: z.boolean().optional(),
});

export const googleEventSchema = z.object({
  /** With singleEvents=true an occurrence's id is `<recurring event id>_<original start, basic UTC>`. */
  id: z.string(),
  /** confirmed, tentative or cancelled (cancelled ones come only with showDeleted=true). */
  status: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  hangoutLink: z.string().optional(),
  conferenceData: z
    .object({
      entryPoints: z.array(z.object({ entryPointType: z.string(), uri: z.string().optional() })).optional(),
    })
    .optional(),
  start: eventTimeSchema.optional(),
  end: eventTimeSchema.optional(),
  /** An occurrence's original start: all a cancelled occurrence may carry besides id and status. */
  originalStartTime: eventTimeSchema.optional(),
  organizer: personSchema.optional(),
  attendees: z.array(personSchema).optional(),
});
export type GoogleEvent = z.infer<typeof googleEventSchema>;

export const googleEventsPageSchema = z.object({
  items: z.array(googleEventSchema).default([]),
  nextPageToken: z.string().optional(),
});
