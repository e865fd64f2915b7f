import { z } from 'zod';
import { meetingStatusSchema, meetingTypeSchema } from './meeting.ts';

/** Where an upload is in its pipeline (spec section 4, Meeting upload). */
export const uploadStatusValues = [
  'pending',
  'uploading',
  'uploaded',
  'processing',
  'done',
  'failed',
  'cancelled',
] as const;
export const uploadStatusSchema = z.enum(uploadStatusValues);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/**
 * What became of the words of the recording. `waiting_provider`: audio or video stored and playable, but no
 * speech-to-text provider is configured, so there is no transcript (one is never invented).
 */
export const transcriptionStatusSchema = z.enum([
  'not_started',
  'processing',
  'done',
  'failed',
  'waiting_provider',
]);
export type UploadTranscriptionStatus = z.infer<typeof transcriptionStatusSchema>;

/** The file kinds an upload accepts; a transcript file becomes the meeting's transcription directly. */
export type UploadKind = 'audio' | 'video' | 'transcript';

const kindByExtension: Record<string, UploadKind> = {
  mp3: 'audio',
  m4a: 'audio',
  wav: 'audio',
  ogg: 'audio',
  webm: 'video',
  mp4: 'video',
  mov: 'video',
  vtt: 'transcript',
  srt: 'transcript',
};

export const acceptedUploadExtensions = Object.keys(kindByExtension);

/** Browsers send transcript files with several types, or none at all; the extension decides then. */
const transcriptContentTypes = [
  'text/vtt',
  'application/x-subrip',
  'text/plain',
  'application/octet-stream',
  '',
];

/**
 * The exact media types a recording may be declared as, by extension (what browsers send for each file): a
 * .webm, .ogg or .mp4 may hold audio or video. Anything else, `audio/mpeg,text/html` included, is refused.
 */
const mediaTypesByExtension: Record<string, readonly string[]> = {
  mp3: ['audio/mpeg', 'audio/mp3'],
  m4a: ['audio/mp4', 'audio/x-m4a', 'audio/m4a'],
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  ogg: ['audio/ogg', 'video/ogg'],
  webm: ['video/webm', 'audio/webm'],
  mp4: ['video/mp4', 'audio/mp4'],
  mov: ['video/quicktime'],
};

/** Every media type an upload may be stored and served as. */
export const uploadMediaTypes: ReadonlySet<string> = new Set(Object.values(mediaTypesByExtension).flat());

export const unsupportedFileMessage =
  'Formato de arquivo não suportado. Envie áudio (mp3, m4a, wav, ogg), vídeo (mp4, mov, webm) ou transcrição (.vtt, .srt).';

/** A declared content type without its parameters (`audio/webm;codecs=opus` is `audio/webm`), lower case. */
export const baseMediaType = (contentType: string) => contentType.toLowerCase().split(';')[0]?.trim() ?? '';

/**
 * The kind of a file from its name and type, or undefined when it is not accepted. The extension must be
 * one we know and the content type one of the exact types of that extension.
 */
export function uploadKindOf(fileName: string, contentType: string): UploadKind | undefined {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const kind = kindByExtension[extension];
  if (!kind || !fileName.includes('.')) return undefined;
  const type = baseMediaType(contentType);
  if (kind === 'transcript') return transcriptContentTypes.includes(type) ? kind : undefined;
  if (!mediaTypesByExtension[extension]?.includes(type)) return undefined;
  return type.startsWith('audio/') ? 'audio' : 'video';
}

/**
 * A file's fingerprint: the hex SHA-256 of its size and its first and last chunks (src/services/uploads/
 * file-fingerprint.ts). With its name and size, what tells the file of an interrupted upload chosen again.
 */
export const fileFingerprintSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'Impressão digital do arquivo inválida: use o SHA-256 em hexadecimal.');

/** Body of `POST /api/upload/meetings`: the upload form. */
export const createUploadRequestSchema = z
  .object({
    fileName: z.string().trim().min(1, 'Informe o nome do arquivo.').max(255, 'Nome de arquivo muito longo.'),
    contentType: z.string().trim().max(255),
    sizeBytes: z
      .number({ error: 'Informe o tamanho do arquivo.' })
      .int('O tamanho do arquivo deve ser um número inteiro de bytes.')
      .positive('O arquivo está vazio.'),
    title: z.string().trim().min(1, 'Informe o título da reunião.').max(200, 'Título muito longo.'),
    meetingType: meetingTypeSchema.optional(),
    startTime: z.iso.datetime({ offset: true, error: 'Data e hora de início inválidas.' }).optional(),
    /** What identifies the file when it is chosen again to resume the upload (fileFingerprintSchema). */
    fingerprint: fileFingerprintSchema.optional(),
  })
  .refine((form) => uploadKindOf(form.fileName, form.contentType) !== undefined, {
    message: unsupportedFileMessage,
    path: ['fileName'],
  });
export type CreateUploadRequest = z.input<typeof createUploadRequestSchema>;

export const uploadCreatedSchema = z.object({
  meetingId: z.string(),
  /** Where the file goes; with object storage (partSizeBytes present), the presigned URL of its first part. */
  uploadUrl: z.url(),
  uploadStatus: uploadStatusSchema,
  expiresAt: z.iso.datetime({ offset: true }),
  /**
   * Present when the file goes straight to an S3 bucket as a multipart upload: the size of every part but the
   * last (part n holds bytes (n-1)*partSizeBytes onwards). Absent: chunked PUTs to the server's own URL.
   */
  partSizeBytes: z.number().int().positive().optional(),
});

/**
 * What the app requires of a create answer: spec section 5 promises only meetingId and uploadUrl, so a
 * backend built to the spec may leave out the rest (this backend always sends it, uploadCreatedSchema).
 */
export const uploadCreatedAnswerSchema = uploadCreatedSchema.partial({ uploadStatus: true, expiresAt: true });
export type UploadCreated = z.infer<typeof uploadCreatedSchema>;
export type UploadCreatedAnswer = z.infer<typeof uploadCreatedAnswerSchema>;

export const uploadUrlRefreshedSchema = z.object({
  uploadUrl: z.url(),
  expiresAt: z.iso.datetime({ offset: true }),
});
/** What the app requires of a refresh answer: only uploadUrl (spec section 5). */
export const uploadUrlRefreshedAnswerSchema = uploadUrlRefreshedSchema.partial({ expiresAt: true });
export type UploadUrlRefreshed = z.infer<typeof uploadUrlRefreshedSchema>;
export type UploadUrlRefreshedAnswer = z.infer<typeof uploadUrlRefreshedAnswerSchema>;

const partNumberSchema = z.number().int().min(1).max(10_000);

/** Body of `POST /api/upload/{id}/part-urls`: the parts to sign, at most 100 at a time. */
export const uploadPartUrlsRequestSchema = z.object({
  partNumbers: z.array(partNumberSchema).min(1).max(100),
});

/** Presigned PUTs of parts, each for exactly that part's bytes, valid until `expiresAt`. */
export const uploadPartUrlsSchema = z.object({
  parts: z.array(z.object({ partNumber: partNumberSchema, url: z.url() })),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type UploadPartUrls = z.infer<typeof uploadPartUrlsSchema>;

/** Body of `POST /api/upload/{id}/parts`: a part the bucket stored, with the ETag it answered. */
export const uploadPartStoredRequestSchema = z.object({
  partNumber: partNumberSchema,
  etag: z.string().trim().min(1).max(200),
});

/** `GET /api/upload/{id}/parts` and the answer of recording one: what the bucket already holds. */
export const uploadPartsSchema = z.object({
  partSizeBytes: z.number().int().positive(),
  parts: z.array(z.object({ partNumber: partNumberSchema, sizeBytes: z.number().int().positive() })),
  bytesReceived: z.number().int().nonnegative(),
});
export type UploadParts = z.infer<typeof uploadPartsSchema>;

/** Body of `POST /api/upload/{id}/update-status`; `processing` and `done` are reached through process. */
export const updateUploadStatusRequestSchema = z.object({
  status: uploadStatusSchema.exclude(['processing', 'done']),
});

export const uploadStatusUpdatedSchema = z.object({ uploadStatus: uploadStatusSchema });
export type UploadStatusUpdated = z.infer<typeof uploadStatusUpdatedSchema>;

export const uploadProcessStartedSchema = z.object({
  meetingId: z.string(),
  uploadStatus: uploadStatusSchema,
});

/** `GET /api/upload/{id}/status`. */
export const uploadProgressStatusSchema = z.object({
  uploadStatus: uploadStatusSchema,
  meetingStatus: meetingStatusSchema,
  transcriptionStatus: transcriptionStatusSchema,
  /** Percentage of the file received (0-100) while it is being uploaded. */
  progress: z.number().min(0).max(100).optional(),
  /** Bytes already on the server: a PUT with `Content-Range: bytes <this>-...` resumes from here. */
  bytesReceived: z.number().int().nonnegative(),
  sizeBytes: z.number().int().positive(),
  /** A Portuguese explanation for the user when the pipeline waits or failed. */
  message: z.string().optional(),
});

/**
 * What the app requires of a status answer: only uploadStatus (the spec shows no more of it); without
 * bytesReceived an interrupted transfer starts again from the first byte.
 */
export const uploadProgressAnswerSchema = uploadProgressStatusSchema
  .partial()
  .required({ uploadStatus: true });
export type UploadProgressStatus = z.infer<typeof uploadProgressStatusSchema>;
export type UploadProgressAnswer = z.infer<typeof uploadProgressAnswerSchema>;

/**
 * `GET /api/upload/unfinished`: the caller's uploads whose transfer began and never ended (`uploading`; one
 * never begun has nothing to resume), newest first, so reopening the app offers to resume them. `bytesReceived` is what the server holds (on
 * disk, or the parts the bucket stored), never what a browser remembers.
 */
const unfinishedUploadSchema = z.object({
  meetingId: z.string(),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().positive(),
  bytesReceived: z.number().int().nonnegative(),
  /** Null for an upload created without one: its name and size are then all a chosen file is checked by. */
  fingerprint: fileFingerprintSchema.nullable(),
  /** Present when the file goes straight to a bucket in parts of this size, as in the create answer. */
  partSizeBytes: z.number().int().positive().optional(),
});
export type UnfinishedUpload = z.infer<typeof unfinishedUploadSchema>;

export const unfinishedUploadsSchema = z.object({ uploads: z.array(unfinishedUploadSchema) });
export type UnfinishedUploads = z.infer<typeof unfinishedUploadsSchema>;
