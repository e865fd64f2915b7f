/*
 * Upload pipeline (spec section 4: create the upload, refresh the upload URL, update the status,
 * process, then poll the status).
 * - idle: no file chosen yet; 'upload.start' hands over the file and the title.
 * - creating: POST /api/upload/meetings answers the meeting id and a signed, expiring upload URL.
 * - transferring: the file goes to that URL (or straight to a bucket in parts), the URL refreshed when it
 *   expires: the child machine `transfer` (../upload-transfer/upload-transfer.machine.ts), given the file,
 *   the meeting id, the URL and the resume point. Its output says the file is stored, or which of its steps
 *   failed.
 * - updatingStatus: the server is told the file is 'uploaded'.
 * - processing: POST process starts the server's pipeline.
 * - polling: GET status every `statusPollInterval` until the upload is done or failed.
 * - done: the meeting exists; its transcription status says what happens next.
 * - failed: a step failed; 'upload.retry' repeats that step with the same file (never lost); a failed
 *   transfer starts again from what the server has (the child asks it first), with a fresh URL if the last
 *   one was refused.
 * - cancelling / cancelled: the user stopped; the server is told, and a retry starts a new upload.
 */
import { assign, setup } from 'xstate';
import type { UploadCreated, UploadProgressStatus } from '../../../services/uploads/uploads.ts';
import type { TransferProgress } from '../../../services/uploads/upload-transfer.ts';
import type { ResumePoint } from '../upload-transfer/actors.ts';
import {
  isTransferStep,
  type TransferFailed,
  type TransferStep,
  type UploadTransferOutput,
} from '../upload-transfer/upload-transfer.machine.ts';
import { uploadActors } from './actors.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';

/** The steps that can fail, each the target of 'upload.retry' (the transfer's, its child's steps). */
export type UploadStep = 'creating' | TransferStep | 'updatingStatus' | 'processing' | 'polling';

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
  failedStep: UploadStep | null;
  failure: AppError | null;
};

export type UploadEvent =
  | { type: 'upload.start'; file: File; title: string }
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
  failedStep: null,
  failure: null,
};

// Once the server knows the upload, it is told about the cancel; before that, cancel ends at once.
const cancel = { 'upload.cancel': { target: '#upload.cancelling' } } as const;
const cancelEither = {
  'upload.cancel': [{ guard: 'hasMeeting', target: '#upload.cancelling' }, { target: '#upload.cancelled' }],
} as const;

function failAt(step: UploadStep) {
  return {
    target: '#upload.failed',
    actions: {
      type: 'assignFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ step, error: event.error }),
    },
  };
}

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    children: {} as { transfer: 'transfer' },
  },
  actors: uploadActors,
  delays: { statusPollInterval: 1500 },
  guards: {
    hasMeeting: ({ context }) => context.meetingId !== null,
    transferFailed: (_, output: UploadTransferOutput) => output.outcome === 'failed',
    statusIsDone: (_, status: UploadProgressStatus) => status.uploadStatus === 'done',
    statusIsFailed: (_, status: UploadProgressStatus) => status.uploadStatus === 'failed',
    statusIsCancelled: (_, status: UploadProgressStatus) => status.uploadStatus === 'cancelled',
    failedAt: ({ context }, step: UploadStep) => context.failedStep === step,
    failedInTransfer: ({ context }) => context.failedStep !== null && isTransferStep(context.failedStep),
  },
  actions: {
    assignFile: assign((_, params: { file: File; title: string }) => ({
      ...initialUploadContext,
      file: params.file,
      title: params.title,
    })),
    /** A new upload: nothing is stored yet, the transfer starts at byte 0. */
    assignCreated: assign((_, created: UploadCreated) => ({
      meetingId: created.meetingId,
      uploadUrl: created.uploadUrl,
      partSizeBytes: created.partSizeBytes ?? null,
      resumePoint: { bytesReceived: 0, storedParts: [] },
    })),
    assignProgress: assign((_, progress: TransferProgress | null) => ({ progress })),
    assignTransferFailure: assign((_, { step, failure, uploadUrl }: TransferFailed) => ({
      failedStep: step,
      failure,
      uploadUrl,
    })),
    /** A retried transfer starts from what the server stored, which only the server knows. */
    forgetResumePoint: assign({ resumePoint: null }),
    assignStatus: assign((_, status: UploadProgressStatus) => ({ status })),
    assignFailure: assign((_, params: { step: UploadStep; error: unknown }) => ({
      failedStep: params.step,
      failure: describeError(params.error, 'upload'),
    })),
    assignFailureKind: assign((_, params: { step: UploadStep; failure: AppError }) => ({
      failedStep: params.step,
      failure: params.failure,
    })),
    failCancel: failWith('upload'),
    clearFailure: assign({ failedStep: null, failure: null }),
    /** A cancelled upload is over on the server: a retry creates a new one with the same file. */
    forgetUpload: assign({
      meetingId: null,
      uploadUrl: null,
      partSizeBytes: null,
      resumePoint: null,
      progress: null,
      status: null,
    }),
    reset: assign(() => initialUploadContext),
  },
}).createMachine({
  id: 'upload',
  context: initialUploadContext,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'upload.start': {
          target: 'creating',
          actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file, title: event.title }) },
        },
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'createUpload',
        src: 'createUpload',
        input: ({ context }) => ({
          fileName: context.file?.name ?? '',
          contentType: context.file?.type || 'application/octet-stream',
          sizeBytes: context.file?.size ?? 0,
          title: context.title,
        }),
        onDone: {
          target: 'transferring',
          actions: { type: 'assignCreated', params: ({ event }) => event.output },
        },
        onError: failAt('creating'),
      },
      on: { 'upload.cancel': { target: 'cancelled' } },
    },
    transferring: {
      tags: ['busy', 'transfer'],
      invoke: {
        id: 'transfer',
        src: 'transfer',
        input: ({ context }) => ({
          file: context.file ?? new File([], ''),
          meetingId: context.meetingId ?? '',
          uploadUrl: context.uploadUrl,
          partSizeBytes: context.partSizeBytes,
          resumePoint: context.resumePoint,
          progress: context.progress,
        }),
        /*
         * The transfer reports its progress here (every snapshot of the child is relayed) rather than the view
         * reading it from the child: the figures outlive the child (the failed screen shows where the file
         * stopped, and a retry goes on measuring speed from there), so the dialog reads them from this one
         * snapshot, whatever the child is doing or whether it still runs. And this snapshot changes with each
         * of the child's, so a selector that reads the child's state (selectIsRefreshingUrl) is never stale.
         */
        onSnapshot: {
          actions: { type: 'assignProgress', params: ({ event }) => event.snapshot.context.progress },
        },
        onDone: [
          {
            guard: { type: 'transferFailed', params: ({ event }) => event.output },
            target: 'failed',
            // The guard above: the output is a failure.
            actions: { type: 'assignTransferFailure', params: ({ event }) => event.output as TransferFailed },
          },
          { target: 'updatingStatus' },
        ],
        // The child machine itself broke (not one of its requests): a retry starts it again.
        onError: failAt('uploading'),
      },
      on: cancel,
    },
    updatingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'markUploaded',
        src: 'markUploaded',
        input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
        onDone: { target: 'processing' },
        onError: failAt('updatingStatus'),
      },
      on: cancel,
    },
    processing: {
      tags: ['busy'],
      invoke: {
        id: 'processUpload',
        src: 'processUpload',
        input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
        onDone: { target: 'polling' },
        onError: failAt('processing'),
      },
      on: cancel,
    },
    polling: {
      tags: ['busy'],
      initial: 'checking',
      on: cancel,
      states: {
        checking: {
          invoke: {
            id: 'getUploadStatus',
            src: 'getUploadStatus',
            input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
            onDone: [
              {
                guard: { type: 'statusIsDone', params: ({ event }) => event.output },
                target: '#upload.done',
                actions: { type: 'assignStatus', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'statusIsFailed', params: ({ event }) => event.output },
                target: '#upload.failed',
                actions: [
                  { type: 'assignStatus', params: ({ event }) => event.output },
                  {
                    type: 'assignFailureKind',
                    params: {
                      step: 'processing',
                      failure: appError('upload:errors.processingFailed', 'Upload processing failed'),
                    },
                  },
                ],
              },
              {
                guard: { type: 'statusIsCancelled', params: ({ event }) => event.output },
                target: '#upload.cancelled',
                actions: { type: 'assignStatus', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'assignStatus', params: ({ event }) => event.output } },
            ],
            onError: failAt('polling'),
          },
        },
        waiting: {
          after: { statusPollInterval: { target: 'checking' } },
        },
      },
    },
    done: {
      tags: ['finished'],
      on: { 'upload.reset': { target: 'idle', actions: 'reset' } },
    },
    failed: {
      tags: ['error'],
      on: {
        'upload.retry': [
          { guard: { type: 'failedAt', params: 'creating' }, target: 'creating', actions: 'clearFailure' },
          {
            guard: 'failedInTransfer',
            target: 'transferring',
            actions: ['clearFailure', 'forgetResumePoint'],
          },
          {
            guard: { type: 'failedAt', params: 'updatingStatus' },
            target: 'updatingStatus',
            actions: 'clearFailure',
          },
          {
            guard: { type: 'failedAt', params: 'processing' },
            target: 'processing',
            actions: 'clearFailure',
          },
          { target: 'polling', actions: 'clearFailure' },
        ],
        ...cancelEither,
        'upload.reset': { target: 'idle', actions: 'reset' },
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'markCancelled',
        src: 'markCancelled',
        input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
        onDone: { target: 'cancelled' },
        // The upload is abandoned either way; the failure stays visible on the cancelled screen.
        onError: {
          target: 'cancelled',
          actions: { type: 'failCancel', params: errorOf },
        },
      },
    },
    cancelled: {
      entry: 'forgetUpload',
      on: {
        'upload.retry': { target: 'creating', actions: 'clearFailure' },
        'upload.reset': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
