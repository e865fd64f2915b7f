/*
 * Upload transfer (spec section 4: the file to its signed upload URL, the URL refreshed when it expires): the
 * upload machine's child while it is `transferring`, given the file, the meeting id, the URL and where to
 * start. It ends in a final state whose output the upload reads.
 * - starting: where the transfer begins (a choice, passed through at once): without a URL (the last one was
 *   refused) it gets a fresh one first; without a resume point (a retry) it asks the server; else it sends.
 * - uploading: the file goes to the URL in chunks (PUT with Content-Range) from the resume point on, with
 *   progress; a chunk refused with 403 means the URL expired. With object storage (`partSizeBytes`) it goes
 *   straight to the bucket in parts, each to a presigned URL the server signs, skipping the stored parts.
 * - refreshingUrl: GET refresh-url for a fresh signed URL; `maxUrlRefreshes` URLs refused in a row with no
 *   chunk stored in between fail instead of looping.
 * - resuming: GET status tells the bytes the server stored (GET parts: the parts the bucket holds); the
 *   transfer goes on from there, not from 0.
 * - stored (final): every byte is on the server.
 * - failed (final): a step failed; the output names it, says why and hands back the URL (null when it was
 *   refused), so the upload's retry starts a new transfer from what the server has.
 */
import { assign, setup } from 'xstate';
import type { TransferProgress } from '../../../services/uploads/upload-transfer.ts';
import { appError, type AppError } from '../../../services/errors.ts';
import { childFailsAt } from '../child-failure.ts';
import { uploadTransferActors, type ResumePoint, type TransferEvent } from './actors.ts';

/** The transfer's steps that can fail: the upload's retry starts the transfer again from what the server has. */
const transferSteps = ['uploading', 'refreshingUrl', 'resuming'] as const;
export type TransferStep = (typeof transferSteps)[number];
export const isTransferStep = (step: string): step is TransferStep =>
  (transferSteps as readonly string[]).includes(step);

/** URLs refused with no chunk stored in between mean something else is wrong: stop instead of looping. */
export const maxUrlRefreshes = 3;

export type UploadTransferInput = {
  file: File;
  meetingId: string;
  /** The signed URL to send to; null when the last one was refused: a fresh one is asked for first. */
  uploadUrl: string | null;
  /** Set when the file goes straight to a bucket, in parts of this size; null: chunks to the server. */
  partSizeBytes: number | null;
  /** Where the file goes on from: nothing stored for a new upload; null when only the server knows. */
  resumePoint: ResumePoint | null;
  /** What earlier transfers of this file measured and showed: speed and time left go on from there. */
  progress: TransferProgress | null;
};

export type UploadTransferContext = UploadTransferInput & {
  urlRefreshes: number;
  failedStep: TransferStep | null;
  failure: AppError | null;
};

/** How the transfer stopped short: the step, why, and the URL in hand (null: refused). */
export type TransferFailed = {
  outcome: 'failed';
  step: TransferStep;
  failure: AppError;
  uploadUrl: string | null;
};

/** How the transfer ended: every byte stored, or failed. */
export type UploadTransferOutput = { outcome: 'stored' } | TransferFailed;

const failAt = (step: TransferStep) => childFailsAt('uploadTransfer', step);

export const uploadTransferMachine = setup({
  types: {
    context: {} as UploadTransferContext,
    events: {} as TransferEvent,
    input: {} as UploadTransferInput,
    output: {} as UploadTransferOutput,
  },
  actors: uploadTransferActors,
  guards: {
    urlRefused: ({ context }) => context.uploadUrl === null,
    resumePointUnknown: ({ context }) => context.resumePoint === null,
    refreshedTooOften: ({ context }) => context.urlRefreshes >= maxUrlRefreshes,
  },
  actions: {
    assignProgress: assign((_, progress: TransferProgress) => ({ progress })),
    assignChunkStored: assign(({ context }, stored: { bytesReceived: number; partNumber?: number }) => {
      const storedParts = context.resumePoint?.storedParts ?? [];
      return {
        resumePoint: {
          bytesReceived: stored.bytesReceived,
          storedParts: stored.partNumber ? [...storedParts, stored.partNumber] : storedParts,
        },
        urlRefreshes: 0,
      };
    }),
    /** A refused URL is of no more use: the next step gets a fresh one. */
    dropUrl: assign({ uploadUrl: null }),
    assignRefreshedUrl: assign(({ context }, uploadUrl: string) => ({
      uploadUrl,
      urlRefreshes: context.urlRefreshes + 1,
    })),
    /** Progress stays; the bar goes back to what the server really has (a refused chunk's bytes are gone). */
    assignResumePoint: assign(({ context }, resumePoint: ResumePoint) => ({
      resumePoint,
      progress: context.progress && { ...context.progress, loaded: resumePoint.bytesReceived },
    })),
    assignFailure: assign((_, params: { step: TransferStep; failure: AppError }) => ({
      failedStep: params.step,
      failure: params.failure,
    })),
  },
}).createMachine({
  id: 'uploadTransfer',
  description: 'Transferência do arquivo ao servidor, renovando o link quando ele expira',
  meta: {
    events: {
      'transfer.progress': 'Progresso do envio atualizado',
      'transfer.chunkStored': 'Servidor guardou mais um trecho do arquivo',
      'transfer.completed': 'Arquivo inteiro chegou ao servidor',
      'transfer.expired': 'Servidor recusou o link de envio expirado',
      'transfer.failed': 'Envio do arquivo falhou',
      'xstate.error.actor.transferFile': 'Envio do arquivo parou com um erro inesperado',
      'xstate.done.actor.refreshUploadUrl': 'Servidor deu um novo link de envio',
      'xstate.error.actor.refreshUploadUrl': 'Servidor não renovou o link de envio',
      'xstate.done.actor.getBytesReceived': 'Servidor disse quanto do arquivo já tem',
      'xstate.error.actor.getBytesReceived': 'Servidor não disse quanto do arquivo já tem',
    },
  },
  context: ({ input }) => ({ ...input, urlRefreshes: 0, failedStep: null, failure: null }),
  initial: 'starting',
  output: ({ context }) =>
    context.failedStep && context.failure
      ? {
          outcome: 'failed',
          step: context.failedStep,
          failure: context.failure,
          uploadUrl: context.uploadUrl,
        }
      : { outcome: 'stored' },
  states: {
    starting: {
      description: 'Decidindo por onde começar: novo link, retomada ou envio',
      always: [
        { guard: 'urlRefused', target: 'refreshingUrl' },
        { guard: 'resumePointUnknown', target: 'resuming' },
        { target: 'uploading' },
      ],
    },
    uploading: {
      description: 'Enviando o arquivo em trechos, com progresso',
      invoke: {
        id: 'transferFile',
        src: 'transferFile',
        input: ({ context }) => ({
          meetingId: context.meetingId,
          url: context.uploadUrl ?? '',
          file: context.file,
          contentType: context.file.type || 'application/octet-stream',
          from: context.resumePoint?.bytesReceived ?? 0,
          measured: {
            sentBytes: context.progress?.sentBytes ?? 0,
            elapsedMs: context.progress?.elapsedMs ?? 0,
          },
          partSizeBytes: context.partSizeBytes,
          storedParts: context.resumePoint?.storedParts ?? [],
        }),
        onError: failAt('uploading'),
      },
      on: {
        'transfer.progress': {
          actions: { type: 'assignProgress', params: ({ event }) => event.progress },
        },
        'transfer.chunkStored': {
          actions: { type: 'assignChunkStored', params: ({ event }) => event },
        },
        'transfer.completed': { target: 'stored' },
        'transfer.expired': [
          {
            guard: 'refreshedTooOften',
            target: 'failed',
            actions: [
              'dropUrl',
              {
                type: 'assignFailure',
                params: {
                  step: 'refreshingUrl',
                  failure: appError('upload:errors.expiredRepeatedly', 'Upload URL refused after refresh'),
                },
              },
            ],
          },
          { target: 'refreshingUrl', actions: 'dropUrl' },
        ],
        'transfer.failed': failAt('uploading'),
      },
    },
    refreshingUrl: {
      description: 'Link de envio expirou: pedindo um novo ao servidor',
      invoke: {
        id: 'refreshUploadUrl',
        src: 'refreshUploadUrl',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: {
          target: 'resuming',
          actions: { type: 'assignRefreshedUrl', params: ({ event }) => event.output.uploadUrl },
        },
        onError: failAt('refreshingUrl'),
      },
    },
    resuming: {
      description: 'Perguntando ao servidor quanto do arquivo já chegou, para continuar dali',
      invoke: {
        id: 'getBytesReceived',
        src: 'getBytesReceived',
        input: ({ context }) => ({ meetingId: context.meetingId, toBucket: context.partSizeBytes !== null }),
        onDone: {
          target: 'uploading',
          actions: { type: 'assignResumePoint', params: ({ event }) => event.output },
        },
        onError: failAt('resuming'),
      },
    },
    stored: { type: 'final', description: 'Arquivo inteiro guardado no servidor' },
    failed: { type: 'final', description: 'Falhou: o envio mostra o erro e deixa tentar de novo' },
  },
});
