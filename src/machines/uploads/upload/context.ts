/*
 * The upload machine's data and events: what it keeps across its steps and children (upload.machine.ts).
 */
import type { UnfinishedUpload, UploadProgressStatus } from '../../../services/uploads/uploads.ts';
import type { FileMismatch } from './resume-check.ts';
import type { TransferProgress } from '../../../services/uploads/upload-transfer.ts';
import type { AppError } from '../../../services/errors.ts';
import type { ResumePoint } from '../upload-transfer/actors.ts';
import type { TransferStep } from '../upload-transfer/upload-transfer.machine.ts';
import type { ProcessingStep } from '../upload-processing/upload-processing.machine.ts';

/** The steps that can fail, each the target of 'upload.retry' (the transfer's and the processing's: its children's). */
export type UploadStep = 'creating' | TransferStep | ProcessingStep;

export type UploadContext = {
  file: File | null;
  title: string;
  meetingId: string | null;
  /** The URL the next transfer sends to: the create answer's, then the last transfer's (null: refused). */
  uploadUrl: string | null;
  /** Set when the file goes straight to a bucket, in parts of this size; null: chunks to the server. */
  partSizeBytes: number | null;
  /** Where the next transfer starts: nothing stored for a new upload; null for a retry (the server knows). */
  resumePoint: ResumePoint | null;
  /** The transfer's figures as it reports them, kept when it stops: the bar, and the next transfer's speed. */
  progress: TransferProgress | null;
  status: UploadProgressStatus | null;
  /** Where the next processing starts: updatingStatus once the file is stored, after a failure the failed step. */
  processFrom: ProcessingStep;
  failedStep: UploadStep | null;
  failure: AppError | null;
  /** The interrupted upload a chosen file is being checked against (issue 29, item 4); null otherwise. */
  resuming: UnfinishedUpload | null;
  /** Why the chosen file is not the interrupted upload's. */
  mismatch: FileMismatch | null;
};

export type UploadEvent =
  | { type: 'upload.start'; file: File; title: string }
  /** A file chosen to resume an upload a closed tab left unfinished. */
  | { type: 'upload.resume'; file: File; unfinished: UnfinishedUpload }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'upload.reset' };

export const initialUploadContext: UploadContext = {
  file: null,
  title: '',
  meetingId: null,
  uploadUrl: null,
  partSizeBytes: null,
  resumePoint: null,
  progress: null,
  status: null,
  processFrom: 'updatingStatus',
  failedStep: null,
  failure: null,
  resuming: null,
  mismatch: null,
};
