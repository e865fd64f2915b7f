/*
 * Upload calls (spec section 7) with the response checks of spec section 5. The checks run before the
 * schema, so a response missing its key field fails with the spec's own message, not a parsing error.
 */
import { z } from 'zod';
import { http } from '../http.ts';
import { announceMeeting } from '../meetings/meetings.ts';
import {
  unfinishedUploadsSchema,
  uploadCreatedAnswerSchema,
  uploadProgressAnswerSchema,
  uploadStatusUpdatedSchema,
  uploadUrlRefreshedAnswerSchema,
  type CreateUploadRequest,
  type UploadCreatedAnswer as UploadCreated,
  type UploadProgressAnswer as UploadProgressStatus,
  type UploadStatus,
  type UploadStatusUpdated,
  type UploadUrlRefreshedAnswer as UploadUrlRefreshed,
  type UnfinishedUpload,
} from '../../api-contract/upload.ts';
import { UploadResponseError } from './upload-response-error.ts';

export { UploadResponseError } from './upload-response-error.ts';

export type {
  CreateUploadRequest,
  UnfinishedUpload,
  UploadCreated,
  UploadProgressStatus,
  UploadStatus,
  UploadUrlRefreshed,
};

const anyBody = z.unknown();
const isEmpty = (body: unknown) => body === undefined || body === null || body === '';

/** Spec section 5: an empty answer, or one without every required field, is refused by name. */
function checked<T>(body: unknown, required: readonly string[], schema: z.ZodType<T>): T {
  if (isEmpty(body)) throw new UploadResponseError('empty');
  const record = typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (
    required.some((field) => record[field] === undefined || record[field] === null || record[field] === '')
  ) {
    throw new UploadResponseError('invalidFormat');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new UploadResponseError('invalidFormat');
  return parsed.data;
}

type Options = { signal?: AbortSignal };
const idPath = (meetingId: string, action: string) => `upload/${encodeURIComponent(meetingId)}/${action}`;

export async function createUpload(
  form: CreateUploadRequest,
  { signal }: Options = {},
): Promise<UploadCreated> {
  const body = await http.sendJson('POST', 'upload/meetings', form, anyBody, { signal });
  const created = checked(body, ['meetingId', 'uploadUrl'], uploadCreatedAnswerSchema);
  await announceMeeting(created.meetingId, 'meeting.added', { signal });
  return created;
}

export async function refreshUploadUrl(
  meetingId: string,
  { signal }: Options = {},
): Promise<UploadUrlRefreshed> {
  const body = await http.getJson(idPath(meetingId, 'refresh-url'), anyBody, { signal });
  return checked(body, ['uploadUrl'], uploadUrlRefreshedAnswerSchema);
}

export async function updateUploadStatus(
  meetingId: string,
  status: UploadStatus,
  { signal }: Options = {},
): Promise<UploadStatusUpdated> {
  const body = await http.sendJson('POST', idPath(meetingId, 'update-status'), { status }, anyBody, {
    signal,
  });
  const updated = checked(body, ['uploadStatus'], uploadStatusUpdatedSchema);
  // The meeting's status follows its upload's (e.g. a cancelled upload's meeting).
  await announceMeeting(meetingId, 'meeting.saved', { signal });
  return updated;
}

/** The process answer's shape is not specified; it only has to be non-empty. */
export async function processUpload(meetingId: string, { signal }: Options = {}): Promise<void> {
  const body = await http.sendJson('POST', idPath(meetingId, 'process'), {}, anyBody, { signal });
  if (isEmpty(body)) throw new UploadResponseError('empty');
}

export async function getUploadStatus(
  meetingId: string,
  { signal }: Options = {},
): Promise<UploadProgressStatus> {
  const body = await http.getJson(idPath(meetingId, 'status'), anyBody, { signal });
  return checked(body, ['uploadStatus'], uploadProgressAnswerSchema);
}

/** The status while the pipeline runs; when it ends, the meeting (status, transcript) changed on the server. */
export async function pollUploadStatus(
  meetingId: string,
  { signal }: Options = {},
): Promise<UploadProgressStatus> {
  const status = await getUploadStatus(meetingId, { signal });
  if (status.uploadStatus === 'done' || status.uploadStatus === 'failed') {
    await announceMeeting(meetingId, 'meeting.saved', { signal });
  }
  return status;
}

/**
 * The caller's uploads a closed tab (or another browser) left unfinished, with the bytes the server holds:
 * what the meeting list offers to resume (issue 29, item 4).
 */
export async function listUnfinishedUploads({ signal }: Options = {}): Promise<UnfinishedUpload[]> {
  const { uploads } = await http.getJson('upload/unfinished', unfinishedUploadsSchema, { signal });
  return uploads;
}
