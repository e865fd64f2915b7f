/*
 * Upload pipeline (spec section 4: create the upload, refresh the upload URL, update the status,
 * process, then poll the status).
 * - idle: no file chosen yet; 'upload.start' hands over the file and the title.
 * - creating: POST /api/upload/meetings answers the meeting id and a signed, expiring upload URL.
 * - uploading: the file goes to that URL in chunks (PUT with Content-Range) from `resumeFrom` on, with
 *   progress; a chunk refused with 403 means the URL expired. With object storage (`partSizeBytes`) it goes
 *   straight to the bucket in parts, each to a presigned URL the server signs, skipping `storedParts`.
 * - refreshingUrl: GET refresh-url for a fresh signed URL.
 * - resuming: GET status tells the bytes the server stored (GET parts: the parts the bucket holds); the
 *   transfer goes on from there, not from 0.
 * - updatingStatus: the server is told the file is 'uploaded'.
 * - processing: POST process starts the server's pipeline.
 * - polling: GET status every `statusPollInterval` until the upload is done or failed.
 * - done: the meeting exists; its transcription status says what happens next.
 * - failed: a step failed; 'upload.retry' repeats that step with the same file (never lost); a failed
 *   transfer resumes (through resuming) from what the server has.
 * - cancelling / cancelled: the user stopped; the server is told, and a retry starts a new upload.
 */
import { assign, setup } from 'xstate';
import type { UploadCreated, UploadProgressStatus } from '../../../services/uploads/uploads.ts';
import type { TransferProgress } from '../../../services/uploads/upload-transfer.ts';
import { uploadActors, type ResumePoint, type TransferEvent } from './actors.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';

/** The steps that can fail, each the target of 'upload.retry'. */
export type UploadStep =
  'creating' | 'uploading' | 'refreshingUrl' | 'resuming' | 'updatingStatus' | 'processing' | 'polling';

/** URLs refused with no chunk stored in between mean something else is wrong: stop instead of looping. */
export const maxUrlRefreshes = 3;

export type UploadContext = {
  file: File | null;
  title: string;
  meetingId: string | null;
  uploadUrl: string | null;
  /** Bytes the server has stored: where the next transfer starts. */
  resumeFrom: number;
  /** Set when the file goes straight to a bucket, in parts of this size; null: chunks to the server. */
  partSizeBytes: number | null;
  /** The bucket's parts already stored: a resumed transfer skips them. */
  storedParts: number[];
  progress: TransferProgress | null;
  urlRefreshes: number;
  status: UploadProgressStatus | null;
  failedStep: UploadStep | null;
  failure: AppError | null;
};

export type UploadEvent =
  | { type: 'upload.start'; file: File; title: string }
  | { type: 'upload.cancel' }
  | { type: 'upload.retry' }
  | { type: 'upload.reset' }
  | TransferEvent;

export const initialUploadContext: UploadContext = {
  file: null,
  title: '',
  meetingId: null,
  uploadUrl: null,
  resumeFrom: 0,
  partSizeBytes: null,
  storedParts: [],
  progress: null,
  urlRefreshes: 0,
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
  },
  actors: uploadActors,
  delays: { statusPollInterval: 1500 },
  guards: {
    hasMeeting: ({ context }) => context.meetingId !== null,
    refreshedTooOften: ({ context }) => context.urlRefreshes >= maxUrlRefreshes,
    statusIsDone: (_, status: UploadProgressStatus) => status.uploadStatus === 'done',
    statusIsFailed: (_, status: UploadProgressStatus) => status.uploadStatus === 'failed',
    statusIsCancelled: (_, status: UploadProgressStatus) => status.uploadStatus === 'cancelled',
    failedAt: ({ context }, step: UploadStep) => context.failedStep === step,
  },
  actions: {
    assignFile: assign((_, params: { file: File; title: string }) => ({
      ...initialUploadContext,
      file: params.file,
      title: params.title,
    })),
    assignCreated: assign((_, created: UploadCreated) => ({
      meetingId: created.meetingId,
      uploadUrl: created.uploadUrl,
      partSizeBytes: created.partSizeBytes ?? null,
    })),
    assignRefreshedUrl: assign(({ context }, uploadUrl: string) => ({
      uploadUrl,
      urlRefreshes: context.urlRefreshes + 1,
    })),
    assignProgress: assign((_, progress: TransferProgress) => ({ progress })),
    /** Progress stays; the bar goes back to what the server really has (a refused chunk's bytes are gone). */
    assignResumePoint: assign(({ context }, { bytesReceived, storedParts }: ResumePoint) => ({
      resumeFrom: bytesReceived,
      storedParts,
      progress: context.progress && { ...context.progress, loaded: bytesReceived },
    })),
    assignChunkStored: assign(({ context }, stored: { bytesReceived: number; partNumber?: number }) => ({
      resumeFrom: stored.bytesReceived,
      storedParts: stored.partNumber ? [...context.storedParts, stored.partNumber] : context.storedParts,
      urlRefreshes: 0,
    })),
    resetRefreshes: assign({ urlRefreshes: 0 }),
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
      resumeFrom: 0,
      partSizeBytes: null,
      storedParts: [],
      progress: null,
      status: null,
      urlRefreshes: 0,
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
          target: 'uploading',
          actions: { type: 'assignCreated', params: ({ event }) => event.output },
        },
        onError: failAt('creating'),
      },
      on: { 'upload.cancel': { target: 'cancelled' } },
    },
    uploading: {
      tags: ['busy', 'transfer'],
      invoke: {
        id: 'transferFile',
        src: 'transferFile',
        input: ({ context }) => ({
          meetingId: context.meetingId ?? '',
          url: context.uploadUrl ?? '',
          file: context.file ?? new Blob(),
          contentType: context.file?.type || 'application/octet-stream',
          from: context.resumeFrom,
          measured: {
            sentBytes: context.progress?.sentBytes ?? 0,
            elapsedMs: context.progress?.elapsedMs ?? 0,
          },
          partSizeBytes: context.partSizeBytes,
          storedParts: context.storedParts,
        }),
        onError: failAt('uploading'),
      },
      on: {
        ...cancel,
        'transfer.progress': {
          actions: { type: 'assignProgress', params: ({ event }) => event.progress },
        },
        'transfer.chunkStored': {
          actions: { type: 'assignChunkStored', params: ({ event }) => event },
        },
        'transfer.completed': { target: 'updatingStatus', actions: 'resetRefreshes' },
        'transfer.expired': [
          {
            guard: 'refreshedTooOften',
            target: 'failed',
            actions: {
              type: 'assignFailureKind',
              params: {
                step: 'refreshingUrl',
                failure: appError('upload:errors.expiredRepeatedly', 'Upload URL refused after refresh'),
              },
            },
          },
          { target: 'refreshingUrl' },
        ],
        'transfer.failed': failAt('uploading'),
      },
    },
    refreshingUrl: {
      tags: ['busy', 'transfer'],
      invoke: {
        id: 'refreshUploadUrl',
        src: 'refreshUploadUrl',
        input: ({ context }) => ({ meetingId: context.meetingId ?? '' }),
        onDone: {
          target: 'resuming',
          actions: { type: 'assignRefreshedUrl', params: ({ event }) => event.output.uploadUrl },
        },
        onError: failAt('refreshingUrl'),
      },
      on: cancel,
    },
    resuming: {
      tags: ['busy', 'transfer'],
      invoke: {
        id: 'getBytesReceived',
        src: 'getBytesReceived',
        input: ({ context }) => ({
          meetingId: context.meetingId ?? '',
          toBucket: context.partSizeBytes !== null,
        }),
        onDone: {
          target: 'uploading',
          actions: { type: 'assignResumePoint', params: ({ event }) => event.output },
        },
        onError: failAt('resuming'),
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
            guard: { type: 'failedAt', params: 'uploading' },
            target: 'resuming',
            actions: ['clearFailure', 'resetRefreshes'],
          },
          {
            guard: { type: 'failedAt', params: 'resuming' },
            target: 'resuming',
            actions: 'clearFailure',
          },
          {
            guard: { type: 'failedAt', params: 'refreshingUrl' },
            target: 'refreshingUrl',
            actions: ['clearFailure', 'resetRefreshes'],
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
