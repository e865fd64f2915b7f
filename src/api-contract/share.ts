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
 * `GET /api/meetings/{id}/share`, and the answer of `PUT` and `DELETE` on it: whether the public link is on.
 * The password is never sent back: the owner sees it once, when setting or generating it.
 */
export const shareSettingsSchema = z.object({
  meetingId: z.string(),
  enabled: z.boolean(),
  /** The id in `/s/{shareId}`; a new one each time the link is turned on, null while it is off. */
  shareId: z.string().nullable(),
  /** When the current password was set: changing it locks out whoever had the old one. */
  passwordSetAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ShareSettings = z.infer<typeof shareSettingsSchema>;

/** Body of `PUT /api/meetings/{id}/share`: turns the link on (or keeps it on) with this password. */
export const enableShareSchema = z.object({ password: sharePasswordSchema });
export type EnableShare = z.infer<typeof enableShareSchema>;

/**
 * `GET /api/share/meeting`: the meeting as a guest sees it. Nothing of the owner's account (no owner, no
 * e-mail addresses, no team, no ids but the share's) beyond the meeting itself.
 */
export const sharedMeetingSchema = z.object({
  shareId: z.string(),
  title: z.string(),
  startTime: z.iso.datetime({ offset: true }),
  durationSeconds: z.number().int().nonnegative().nullable(),
  participants: z.array(z.object({ name: z.string() })),
  format: meetingSchema.shape.format,
  hasRecording: z.boolean(),
  segments: z.array(transcriptSegmentSchema),
  summary: enrichmentSchema
    .pick({ summary: true, nextSteps: true, objections: true, amounts: true, dates: true, topics: true })
    .nullable(),
  answers: z.array(meetingAnswerSchema),
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
  /** 401 when a user token is sent to a share endpoint. */
  userTokenRefused: 'Links compartilhados não aceitam a sessão de um usuário.',
} as const;
