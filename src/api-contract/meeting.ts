import { z } from 'zod';
import { statusGroups } from '../domain/bot-lifecycle.ts';

/** Bot and meeting status values, spec section 3, in the spec's order. */
export const meetingStatusValues = [
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'recording_permission_allowed',
  'recording_permission_denied',
  'in_call_recording',
  'call_ended',
  'recording_succeeded',
  'recording_failed',
  'api_request_stop',
  'recording_paused',
  'recording_resumed',
  'bot_rejected',
  'bot_removed',
  'bot_removed_too_early',
  'waiting_room_timeout',
  'invalid_meeting_url',
  'meeting_error',
  'done',
  'fatal',
  'status_change',
  'meeting_not_found',
  'access_denied',
  'authentication_error',
  'network_error',
  'internal_error',
  'failed',
  'complete',
  // Not in spec section 3: a meeting added by link whose start is still ahead; the bot joins at startTime.
  'scheduled',
] as const;
export const meetingStatusSchema = z.enum(meetingStatusValues);
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;

export const meetingTypeSchema = z.enum(['INTERNAL', 'EXTERNAL']);
export const meetingFormatSchema = z.enum(['VIDEO', 'AUDIO']);
export const meetingPlatformSchema = z.enum(['google_meet', 'zoom', 'teams', 'upload']);

export const participantSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
});

export const meetingOwnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  emailAddress: z.string(),
});

/**
 * What the AI made of a finished call, as the list's card tells it (issue 30): the summary, the first next
 * step (null: none was said) and the kinds of objection raised ("preço", "risco"...), each kind once, in the
 * order first raised. Null while the meeting has no analysis (not finished, or still being analysed).
 */
export const dealContextSchema = z.object({
  summary: z.string(),
  nextStep: z.string().nullable(),
  objectionKinds: z.array(z.string()),
});
export type DealContext = z.infer<typeof dealContextSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  meetingUrl: z.string().nullable(),
  platform: meetingPlatformSchema,
  meetingType: meetingTypeSchema,
  format: meetingFormatSchema,
  status: meetingStatusSchema,
  /** Exit reason code of the bot when it left (spec section 4 catalogue), else null. */
  exitReason: z.string().nullable(),
  isEnabled: z.boolean(),
  startTime: z.iso.datetime({ offset: true }),
  durationSeconds: z.number().int().nonnegative().nullable(),
  participants: z.array(participantSchema),
  owner: meetingOwnerSchema,
  teamId: z.string().nullable(),
  templateId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  dealContext: dealContextSchema.nullable(),
});
export type Meeting = z.infer<typeof meetingSchema>;

/** Query of `GET /api/meetings` (spec section 7); shared by the list machine and the server's validation. */
export const meetingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).default(1),
  meetingType: meetingTypeSchema.optional(),
  query: z.string().trim().max(200).optional(),
  status: meetingStatusSchema.optional(),
  /** The status group a person filters by (src/domain/bot-lifecycle.ts); `status` narrows to one status. */
  statusGroup: z.enum(statusGroups).optional(),
  userId: z.string().optional(),
  teamId: z.string().optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});
export type MeetingListQuery = z.input<typeof meetingListQuerySchema>;

export const meetingListSchema = z.object({
  meetings: z.array(meetingSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  /**
   * An extension of this backend (docs/api-conformance.md): present, always true, when a search-box query
   * matched more than `total` meetings. Such a count stops at 1,000 (the list reads "Mais de 1.000
   * reuniões"), and the pages go on past it until one comes short.
   */
  moreThanTotal: z.literal(true).optional(),
});

/**
 * The list as the app reads it. Spec section 3 says only that the result carries `meetings`, so a backend
 * built to the spec need send nothing else; this backend also sends `total`, `page` and `limit`.
 */
export const meetingListAnswerSchema = meetingListSchema.partial({ total: true, page: true, limit: true });
export type MeetingList = z.infer<typeof meetingListSchema>;

/** Bot exit reasons of spec section 4's catalogue, stored in meetings.exit_reason. */
export const exitReasonValues = [
  'host_ended_call',
  'platform_idle',
  'max_length',
  'waiting_room_timeout',
  'nobody_joined',
  'everyone_left',
  'silence',
  'only_bots',
  'never_started_recording',
  'timeout',
  'max_duration',
  'kicked_from_call',
  'kicked_from_waiting_room',
  'received_leave_command',
] as const;
export const exitReasonSchema = z.enum(exitReasonValues);
export type ExitReason = z.infer<typeof exitReasonSchema>;

export const invalidMeetingLinkMessage =
  'Link de reunião inválido. Use um link do Google Meet, Zoom ou Microsoft Teams.';

type BotPlatform = Exclude<z.infer<typeof meetingPlatformSchema>, 'upload'>;

const linkPatterns: ReadonlyArray<readonly [BotPlatform, RegExp]> = [
  // abc-defg-hij; the middle group also takes three letters, like the documented test code not-fnd-mtg.
  ['google_meet', /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{3,4}-[a-z]{3}\/?(\?.*)?$/],
  ['zoom', /^https:\/\/([a-z0-9-]+\.)*zoom\.us\/j\/\d{9,11}\/?(\?.*)?$/],
  ['teams', /^https:\/\/teams\.microsoft\.com\/l\/meetup-join\/\S+$/],
  ['teams', /^https:\/\/teams\.live\.com\/meet\/\S+$/],
];

/** The platform a meeting link belongs to, or null when the bot cannot join it. */
export function meetingLinkPlatform(link: string): BotPlatform | null {
  return linkPatterns.find(([, pattern]) => pattern.test(link))?.[0] ?? null;
}

export const meetingLinkSchema = z
  .string()
  .trim()
  .refine((link) => meetingLinkPlatform(link) !== null, { message: invalidMeetingLinkMessage });

/** Body of `POST /api/meetings`: the bot joins `meetingUrl` at `startTime` (now when it is past). */
export const createMeetingSchema = z.object({
  meetingUrl: meetingLinkSchema,
  title: z.string().trim().min(1, 'Informe o título da reunião.').max(200),
  startTime: z.iso.datetime({ offset: true }),
});
export type CreateMeeting = z.infer<typeof createMeetingSchema>;

/** Body of `PATCH /api/meetings/{id}`: only the fields to change. */
export const updateMeetingSchema = z
  .object({
    title: z.string().trim().min(1, 'Informe o título da reunião.').max(200),
  })
  .partial();
export type UpdateMeeting = z.infer<typeof updateMeetingSchema>;

/**
 * Who wrote a log entry: the bot, or a follow-up run once the meeting is analysed (its webhook event, the
 * CRM note, the meeting e-mail), whose failure shows on the meeting's timeline.
 */
export const meetingLogSourceSchema = z.enum(['bot', 'webhook', 'crm', 'email']);
export type MeetingLogSource = z.infer<typeof meetingLogSourceSchema>;

/** One step of the bot's timeline (`GET /api/meetings/{id}/logs`), oldest first. */
export const meetingLogSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** The meeting's status when the entry was written. */
  status: meetingStatusSchema,
  source: meetingLogSourceSchema,
  /** The provider's detail code (e.g. call_ended_by_host, timeout_exceeded_waiting_room), else null. */
  subCode: z.string().nullable(),
  /** A pt-BR sentence saying what happened. */
  message: z.string(),
});
export type MeetingLog = z.infer<typeof meetingLogSchema>;
export const meetingLogsSchema = z.array(meetingLogSchema);
