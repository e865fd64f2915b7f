import { z } from 'zod';

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
});
export type Meeting = z.infer<typeof meetingSchema>;

/** Query of `GET /api/meetings` (spec section 7); shared by the list machine and the server's validation. */
export const meetingListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).default(1),
  meetingType: meetingTypeSchema.optional(),
  query: z.string().trim().max(200).optional(),
  status: meetingStatusSchema.optional(),
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
});
export type MeetingList = z.infer<typeof meetingListSchema>;
