import { z } from 'zod';

/*
 * The Microsoft payloads the Outlook adapter reads, with only the fields it uses (others pass through unread):
 * - token answer and error: "Microsoft identity platform and OAuth 2.0 authorization code flow",
 *   https://learn.microsoft.com/entra/identity-platform/v2-oauth2-auth-code-flow ("Redeem a code for an
 *   access token", "Refresh the access token", "Error response" with error, error_description (AADSTS...),
 *   error_codes, timestamp, trace_id, correlation_id).
 * - Graph user: https://learn.microsoft.com/graph/api/user-get (`mail` may be null; `userPrincipalName` then).
 * - calendar view: https://learn.microsoft.com/graph/api/user-list-calendarview and the event resource,
 *   https://learn.microsoft.com/graph/api/resources/event (type singleInstance | occurrence | exception |
 *   seriesMaster, seriesMasterId, isCancelled, onlineMeeting.joinUrl, onlineMeetingUrl).
 * - Graph errors: https://learn.microsoft.com/graph/errors (`{ error: { code, message, innerError } }`).
 */
export const microsoftTokenSchema = z.object({
  token_type: z.string(),
  scope: z.string().optional(),
  expires_in: z.coerce.number().int().positive(),
  access_token: z.string().min(1),
  /** Sent when `offline_access` was granted; a refresh answers a new one (the old stays valid until it expires). */
  refresh_token: z.string().min(1).optional(),
  id_token: z.string().optional(),
});

export const microsoftTokenErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
  error_codes: z.array(z.number()).optional(),
});

export const graphErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional() }),
});

export const graphUserSchema = z.object({
  id: z.string(),
  mail: z.string().nullable().optional(),
  userPrincipalName: z.string().optional(),
});

/** With `Prefer: outlook.timezone="UTC"` dateTime is UTC without an offset ("2026-11-24T13:00:00.0000000"). */
const dateTimeTimeZoneSchema = z.object({ dateTime: z.string(), timeZone: z.string().optional() });

const emailAddressSchema = z.object({
  name: z.string().optional(),
  address: z.string().optional(),
});

export const graphEventSchema = z.object({
  /** Each occurrence of a series has its own id in a calendar view. */
  id: z.string(),
  subject: z.string().nullable().optional(),
  type: z.string().optional(),
  seriesMasterId: z.string().nullable().optional(),
  isCancelled: z.boolean().optional(),
  isAllDay: z.boolean().optional(),
  start: dateTimeTimeZoneSchema,
  end: dateTimeTimeZoneSchema,
  location: z.object({ displayName: z.string().optional() }).nullable().optional(),
  body: z
    .object({ contentType: z.string().optional(), content: z.string().optional() })
    .nullable()
    .optional(),
  bodyPreview: z.string().optional(),
  onlineMeeting: z.object({ joinUrl: z.string().nullable().optional() }).nullable().optional(),
  /** Older events (Skype for Business) and some clients fill this one instead of onlineMeeting. */
  onlineMeetingUrl: z.string().nullable().optional(),
  organizer: z.object({ emailAddress: emailAddressSchema }).nullable().optional(),
  attendees: z.array(z.object({ type: z.string().optional(), emailAddress: emailAddressSchema })).optional(),
});
export type GraphEvent = z.infer<typeof graphEventSchema>;

export const graphEventsPageSchema = z.object({
  value: z.array(graphEventSchema),
  '@odata.nextLink': z.string().optional(),
});
