/*
 * Sharing a meeting behind a password (spec sections 1, 2, 6 and 7). The owner (or an administrator) turns a
 * public link on with a password; a guest opens `/s/{shareId}` and authenticates every share call with
 * Basic base64(`{shareId}:{password}`) — the spec's "bot id and share password". No user token is sent or
 * accepted on `/api/share/*`.
 */
import { z } from 'zod';
import { enrichmentSchema, meetingAnswerSchema } from './meeting-detail.ts';
import { meetingSchema } from './meeting.ts';
import { transcriptSegmentSchema } from './transcription.ts';

/** Long enough to make guessing hopeless at the throttled rate; generated ones are longer. */
export const sharePasswordMinLength = 8;

export const sharePasswordSchema = z
  .string()
  .min(sharePasswordMinLength, `A senha precisa ter pelo menos ${sharePasswordMinLength} caracteres.`)
  .max(128, 'A senha pode ter no máximo 128 caracteres.');

/**
 * What the link shows, chosen by the owner per link. `internalNotes` are the seller's own reading of the call
 * (objections, amounts and dates, the template's qualification answers): off unless the owner turns them on.
 */
export const shareContentSchema = z.object({
  recording: z.boolean(),
  transcript: z.boolean(),
  summary: z.boolean(),
  nextSteps: z.boolean(),
  internalNotes: z.boolean(),
});
export type ShareContent = z.infer<typeof shareContentSchema>;

/** What a new link shows. */
export const defaultShareContent: ShareContent = {
  recording: true,
  transcript: true,
  summary: true,
  nextSteps: true,
  internalNotes: false,
};

/**
 * `GET /api/meetings/{id}/share`, and the answer of `PUT`, `PATCH` and `DELETE` on it: whether the public link
 * is on, what it shows, until when, and how often guests opened it. The password is never sent back: the owner
 * sees it once, when setting or generating it.
 */
export const shareSettingsSchema = z.object({
  meetingId: z.string(),
  enabled: z.boolean(),
  /** The id in `/s/{shareId}`; a new one each time the link is turned on, null while it is off. */
  shareId: z.string().nullable(),
  /** When the current password was set: changing it locks out whoever had the old one. */
  passwordSetAt: z.iso.datetime({ offset: true }).nullable(),
  /** The link's choices; a link turned on again starts from `defaultShareContent`. */
  content: shareContentSchema,
  /** The last São Paulo day (YYYY-MM-DD) the link opens; null: it does not expire. */
  expiresOn: z.iso.date().nullable(),
  /** The expiry day is past, by the server's clock: guests are refused. */
  expired: z.boolean(),
  /** How many times guests opened the meeting with the link, and when last (the server's time). */
  openCount: z.number().int().nonnegative(),
  lastOpenedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/**
 * Body of `PATCH /api/meetings/{id}/share`: what the link shows and its expiry (null removes it), effective at
 * the guests' next request. A day already past is refused.
 */
export const updateShareSchema = z.object({
  content: shareContentSchema,
  expiresOn: z.iso.date('Informe uma data válida.').nullable(),
});
export type UpdateShare = z.infer<typeof updateShareSchema>;

/** Body of `PUT /api/meetings/{id}/share`: turns the link on (or keeps it on) with this password. */
export const enableShareSchema = z.object({ password: sharePasswordSchema });
export type EnableShare = z.infer<typeof enableShareSchema>;

const summaryPartsSchema = enrichmentSchema.pick({ summary: true, topics: true });
const internalNotesSchema = enrichmentSchema
  .pick({ objections: true, amounts: true, dates: true })
  .extend({ answers: z.array(meetingAnswerSchema) });

/**
 * `GET /api/share/meeting`: the meeting as a guest sees it. Nothing of the owner's account (no owner, no
 * e-mail addresses, no team, no ids but the share's) beyond the meeting itself and the company's name, and of
 * the meeting only what the owner chose (`shows`): a part not chosen is not sent at all (null, or empty).
 */
export const sharedMeetingSchema = z.object({
  shareId: z.string(),
  companyName: z.string(),
  title: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  durationSeconds: z.number().int().nonnegative().nullable(),
  participants: z.array(z.object({ name: z.string() })),
  format: meetingSchema.shape.format,
  shows: shareContentSchema,
  /** False when the meeting has no recording or the owner does not share it. */
  hasRecording: z.boolean(),
  /** Empty when the owner does not share the transcript. */
  segments: z.array(transcriptSegmentSchema),
  /** Null when not shared, or not computed yet. */
  summary: summaryPartsSchema.nullable(),
  nextSteps: enrichmentSchema.shape.nextSteps.nullable(),
  internalNotes: internalNotesSchema.nullable(),
});
export type SharedMeeting = z.infer<typeof sharedMeetingSchema>;

/** `GET /api/share/video`: a short-lived signed URL of the recording (HTTP Range), 404 when there is none. */
export const sharedVideoSchema = z.object({
  url: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
  contentType: z.string(),
});
export type SharedVideo = z.infer<typeof sharedVideoSchema>;

/** What the share endpoints answer, verbatim, so guests read the same words whatever the cause. */
export const shareMessages = {
  /** A wrong id and a wrong password look the same (401). */
  refused: 'Link ou senha inválidos.',
  /** 429, per link and per address. */
  throttled: 'Muitas tentativas com senha errada. Aguarde alguns minutos e tente novamente.',
  /** 410 to a guest with the right password once the link's expiry day is past. */
  expired: 'Este link expirou. Peça um novo link a quem compartilhou a reunião.',
  /** 400 to an owner giving an expiry day already past (São Paulo's day, by the server's clock). */
  expiryPast: 'A data de expiração não pode ser anterior a hoje.',
  /** 409 to an owner choosing what a link shows while it is off. */
  linkOff: 'O link público está desativado: ative-o antes de escolher o que ele mostra.',
  /** 401 when a user token is sent to a share endpoint. */
  userTokenRefused: 'Links compartilhados não aceitam a sessão de um usuário.',
} as const;
