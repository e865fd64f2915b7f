import { z } from 'zod';

/*
 * Recall.ai's payloads, as its API reference publishes them (https://docs.recall.ai/reference): only the
 * fields this product reads or writes; the rest passes through unread.
 */

/** A status change of a bot: Retrieve Bot's `status_changes[]` (https://docs.recall.ai/docs/sub-codes). */
const recallStatusChangeSchema = z.object({
  code: z.string(),
  sub_code: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  created_at: z.iso.datetime({ offset: true }),
});

const downloadSchema = z
  .object({
    status: z.object({ code: z.string() }).nullable().optional(),
    data: z.object({ download_url: z.string().nullable().optional() }).nullable().optional(),
  })
  .nullable()
  .optional();

/** A recording of the bot, with `media_shortcuts` (https://docs.recall.ai/docs/media-shortcuts). */
const recallRecordingSchema = z.object({
  id: z.string(),
  started_at: z.iso.datetime({ offset: true }).nullable().optional(),
  completed_at: z.iso.datetime({ offset: true }).nullable().optional(),
  media_shortcuts: z
    .object({ video_mixed: downloadSchema, transcript: downloadSchema })
    .nullable()
    .optional(),
});

/** The bot object: Create Bot's and Retrieve Bot's answer (https://docs.recall.ai/reference/bot_retrieve). */
export const recallBotSchema = z.object({
  id: z.string(),
  meeting_url: z.unknown().optional(),
  join_at: z.iso.datetime({ offset: true }).nullable().optional(),
  status_changes: z.array(recallStatusChangeSchema).default([]),
  recordings: z.array(recallRecordingSchema).default([]),
  metadata: z.record(z.string(), z.string().nullable()).nullable().optional(),
});
export type RecallBot = z.infer<typeof recallBotSchema>;

/** List Bots: one page (https://docs.recall.ai/reference/bot_list). */
export const recallBotPageSchema = z.object({
  next: z.string().nullable(),
  results: z.array(recallBotSchema),
});

/**
 * Create Bot's body (https://docs.recall.ai/reference/bot_create): the link, the company's bot name, the
 * join time of a scheduled bot, the mixed recording with Recall.ai's own transcription in Portuguese, the
 * bot's picture as its camera while it records, and the product's meeting id as metadata.
 */
export const createBotBodySchema = z.object({
  meeting_url: z.string(),
  bot_name: z.string().max(100),
  join_at: z.iso.datetime({ offset: true }).optional(),
  recording_config: z.object({
    video_mixed_mp4: z.object({}).optional(),
    transcript: z.object({
      provider: z.object({
        recallai_streaming: z.object({ mode: z.literal('prioritize_accuracy'), language_code: z.string() }),
      }),
    }),
  }),
  automatic_video_output: z
    .object({ in_call_recording: z.object({ kind: z.literal('jpeg'), b64_data: z.string() }) })
    .optional(),
  metadata: z.record(z.string(), z.string()),
});
export type CreateBotBody = z.infer<typeof createBotBodySchema>;

/**
 * A bot status webhook (https://docs.recall.ai/docs/bot-status-change-events): `bot.<code>` with the change
 * in `data.data` and the bot in `data.bot`. Workspaces of the older API send `bot.status_change` with
 * `data.bot_id` and `data.status`; both are read.
 */
const botEventSchema = z.object({
  event: z.string().startsWith('bot.'),
  data: z.object({
    data: z.object({
      code: z.string(),
      sub_code: z.string().nullable().optional(),
      updated_at: z.iso.datetime({ offset: true }),
    }),
    bot: z.object({ id: z.string(), metadata: z.record(z.string(), z.unknown()).nullable().optional() }),
  }),
});
const legacyStatusEventSchema = z.object({
  event: z.literal('bot.status_change'),
  data: z.object({
    bot_id: z.string(),
    status: z.object({
      code: z.string(),
      sub_code: z.string().nullable().optional(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  }),
});
/** `recording.done`, `transcript.done` and the other media events (https://docs.recall.ai/docs/recording-webhooks). */
const mediaEventSchema = z.object({
  event: z.string().regex(/^(recording|transcript|video_mixed)\./),
  data: z.object({ bot: z.object({ id: z.string() }).nullable() }),
});

export type RecallWebhookEvent =
  | {
      kind: 'status';
      botId: string;
      code: string;
      subCode: string | null;
      at: Date;
      /** The product's meeting, as the bot's metadata names it (the current API sends it along). */
      meetingId?: string;
    }
  | { kind: 'media'; botId: string; event: string }
  | { kind: 'other' };

/** The webhook's meaning for this product: a status change, a media event, or something it does not use. */
export function readWebhookEvent(payload: unknown): RecallWebhookEvent {
  const legacy = legacyStatusEventSchema.safeParse(payload);
  if (legacy.success) {
    const { bot_id, status } = legacy.data.data;
    const subCode = status.sub_code ?? null;
    return { kind: 'status', botId: bot_id, code: status.code, subCode, at: new Date(status.created_at) };
  }
  const status = botEventSchema.safeParse(payload);
  if (status.success) {
    const { data, bot } = status.data.data;
    const subCode = data.sub_code ?? null;
    const meetingId = bot.metadata?.pauta_meeting_id;
    return {
      kind: 'status',
      botId: bot.id,
      code: data.code,
      subCode,
      at: new Date(data.updated_at),
      ...(typeof meetingId === 'string' ? { meetingId } : {}),
    };
  }
  const media = mediaEventSchema.safeParse(payload);
  if (media.success && media.data.data.bot) {
    return { kind: 'media', botId: media.data.data.bot.id, event: media.data.event };
  }
  return { kind: 'other' };
}

/** The transcript's download (https://docs.recall.ai/docs/download-schemas): one entry per stretch of speech. */
export const recallTranscriptSchema = z.array(
  z.object({
    participant: z.object({ id: z.number(), name: z.string().nullable() }),
    words: z.array(
      z.object({
        text: z.string(),
        start_timestamp: z.object({ relative: z.number() }),
        end_timestamp: z.object({ relative: z.number() }),
      }),
    ),
  }),
);
export type RecallTranscript = z.infer<typeof recallTranscriptSchema>;
