import type { z } from 'zod';
import type { MeetingStatus } from '../../../src/api-contract/meeting.ts';
import type { updateUploadStatusRequestSchema, UploadStatus } from '../../../src/api-contract/upload.ts';

export type SettableUploadStatus = z.infer<typeof updateUploadStatusRequestSchema>['status'];

/** Statuses the caller may set with update-status, and from which ones (processing and done come from process). */
export const settableFrom: Record<SettableUploadStatus, readonly UploadStatus[]> = {
  pending: ['pending', 'uploading', 'uploaded', 'failed', 'cancelled'],
  uploading: ['pending', 'uploading', 'uploaded', 'failed', 'cancelled'],
  uploaded: ['pending', 'uploading', 'uploaded'],
  failed: ['pending', 'uploading', 'uploaded', 'failed'],
  cancelled: ['pending', 'uploading', 'uploaded', 'processing', 'failed', 'cancelled'],
};

export const statusLabels: Record<UploadStatus, string> = {
  pending: 'aguardando envio',
  uploading: 'enviando',
  uploaded: 'enviado',
  processing: 'em processamento',
  done: 'concluído',
  failed: 'com falha',
  cancelled: 'cancelado',
};

/**
 * The meeting status an upload's stage shows in the list, picked from the spec's status values (section 3):
 * nothing there yet is a status change in progress; a stored file is a recording that succeeded.
 */
export const meetingStatusForUpload: Record<UploadStatus, MeetingStatus> = {
  pending: 'status_change',
  uploading: 'status_change',
  uploaded: 'recording_succeeded',
  processing: 'recording_succeeded',
  done: 'done',
  failed: 'failed',
  cancelled: 'api_request_stop',
};

/** Stages in which bytes still come in through the signed URL. */
export const isTransferring = (status: UploadStatus) =>
  status === 'pending' || status === 'uploading' || status === 'uploaded';

/** Once processing starts the file is final: no more bytes, no new URL. */
export const isFileFinal = (status: UploadStatus) => status === 'processing' || status === 'done';

export function formatBytes(bytes: number): string {
  const gib = 1024 ** 3;
  if (bytes >= gib) return `${Number((bytes / gib).toFixed(2))} GB`;
  return `${Number((bytes / 1024 ** 2).toFixed(1))} MB`;
}
