/*
 * Upload pipeline (spec section 4: create the upload, refresh the upload URL, update the status,
 * process, then poll the status).
 * - idle: no file chosen yet; 'upload.start' hands over the file and the title.
 * - creating: POST /api/upload/meetings answers the meeting id and a signed, expiring upload URL.
 * - transferring: the file goes to that URL (or straight to a bucket in parts), the URL refreshed when it
 *   expires: the child machine `transfer` (../upload-transfer/upload-transfer.machine.ts), given the file,
 *   the meeting id, the URL and the resume point. Its output says the file is stored, or which of its steps
 *   failed.
 * - finishing: the stored file is marked uploaded, processed and followed until the server is done: the child
 *   machine `processing` (../upload-processing/upload-processing.machine.ts), given the meeting id, the step
 *   to start at and the last status. Its output says the upload is done or cancelled, or which step failed.
 * - checkingFile: a file chosen to resume an upload a closed tab left unfinished ('upload.resume') is compared
 *   with it: name, size, then the fingerprint of its first and last chunks (./resume-check.ts). The same file
 *   goes on transferring from what the server holds (no URL, no resume point: the child asks the server).
 * - fileRefused: the chosen file is not that upload's; the person is told what differs and may choose again.
 * - done: the meeting exists; its transcription status says what happens next.
 * - failed: a step failed; 'upload.retry' repeats that step with the same file (never lost); a failed
 *   transfer starts again from what the server has (the child asks it first), with a fresh URL if the last
 *   one was refused; a failed processing step starts the processing child at that step.
 * - cancelling / cancelled: the user stopped; the server is told, and a retry starts a new upload.
 */
import { assign, setup } from 'xstate';
import type { UploadCreated, UploadProgressStatus } from '../../../services/uploads/uploads.ts';
import type { TransferProgress } from '../../../services/uploads/upload-transfer.ts';
import {
  isTransferStep,
  type TransferFailed,
  type UploadTransferOutput,
} from '../upload-transfer/upload-transfer.machine.ts';
import type {
  ProcessingFailed,
  UploadProcessingOutput,
} from '../upload-processing/upload-processing.machine.ts';
import type { UnfinishedUpload } from '../../../services/uploads/uploads.ts';
import { uploadActors } from './actors.ts';
import type { FileMismatch } from './resume-check.ts';
import { initialUploadContext, type UploadContext, type UploadEvent, type UploadStep } from './context.ts';
import { cancel, cancelEither, failAt } from './transitions.ts';
import { describeError } from '../../../services/errors.ts';
import { errorOf, failWith } from '../../shared/failure.ts';

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    children: {} as { transfer: 'transfer'; processing: 'processing' },
  },
  actors: uploadActors,
  guards: {
    hasMeeting: ({ context }) => context.meetingId !== null,
    isSameFile: (_, mismatch: FileMismatch | null) => mismatch === null,
    childFailed: (_, output: UploadTransferOutput | UploadProcessingOutput) => output.outcome === 'failed',
    processingCancelled: (_, output: UploadProcessingOutput) => output.outcome === 'cancelled',
    failedAt: ({ context }, step: UploadStep) => context.failedStep === step,
    failedInTransfer: ({ context }) => context.failedStep !== null && isTransferStep(context.failedStep),
  },
  actions: {
    assignResumeChoice: assign((_, params: { file: File; unfinished: UnfinishedUpload }) => ({
      ...initialUploadContext,
      file: params.file,
      title: params.unfinished.title,
      resuming: params.unfinished,
    })),
    /** The chosen file is the interrupted upload's: it goes on from what the server holds, with a fresh URL. */
    assignResumed: assign(({ context }) => ({
      meetingId: context.resuming?.meetingId ?? null,
      partSizeBytes: context.resuming?.partSizeBytes ?? null,
      uploadUrl: null,
      resumePoint: null,
      resuming: null,
    })),
    assignMismatch: assign((_, mismatch: FileMismatch | null) => ({ mismatch })),
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
    assignStatus: assign((_, status: UploadProgressStatus | null) => ({ status })),
    /** The processing's retry starts the child again at the step that failed. */
    assignProcessFailure: assign((_, { step, failure, status }: ProcessingFailed) => ({
      failedStep: step,
      failure,
      status,
      processFrom: step,
    })),
    assignFailure: assign((_, params: { step: UploadStep; error: unknown }) => ({
      failedStep: params.step,
      failure: describeError(params.error, 'upload'),
    })),
    failCancel: failWith('upload'),
    failCheck: failWith('upload'),
    clearFailure: assign({ failedStep: null, failure: null }),
    /** A cancelled upload is over on the server: a retry creates a new one with the same file; the failure stays. */
    forgetUpload: assign(({ context: { file, title, failedStep, failure } }) => ({
      ...initialUploadContext,
      file,
      title,
      failedStep,
      failure,
    })),
    reset: assign(() => initialUploadContext),
  },
}).createMachine({
  id: 'upload',
  description: 'Envio de gravação ou transcrição: cria a reunião e acompanha o processamento',
  meta: {
    events: {
      'upload.start': 'Pessoa escolheu arquivo e título e pediu o envio',
      'upload.resume': 'Pessoa escolheu o arquivo para continuar um envio interrompido',
      'upload.cancel': 'Pessoa cancelou o envio',
      'upload.retry': 'Pessoa pediu para tentar o envio de novo',
      'upload.reset': 'Pessoa pediu para enviar outro arquivo',
      'xstate.done.actor.checkResumedFile': 'Arquivo escolhido conferido com o envio interrompido',
      'xstate.error.actor.checkResumedFile': 'Não foi possível ler o arquivo escolhido',
      'xstate.done.actor.createUpload': 'Servidor criou a reunião e o link de envio',
      'xstate.error.actor.createUpload': 'Servidor não criou o envio',
      'xstate.snapshot.transfer': 'Transferência do arquivo avançou',
      'xstate.done.actor.transfer': 'Transferência do arquivo terminou',
      'xstate.error.actor.transfer': 'Transferência parou com um erro inesperado',
      'xstate.snapshot.processing': 'Processamento da reunião avançou',
      'xstate.done.actor.processing': 'Processamento da reunião terminou',
      'xstate.error.actor.processing': 'Processamento parou com um erro inesperado',
      'xstate.done.actor.markCancelled': 'Servidor confirmou o cancelamento',
      'xstate.error.actor.markCancelled': 'Servidor não confirmou o cancelamento',
    },
  },
  context: initialUploadContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'Esperando a pessoa escolher o arquivo e dar título à reunião',
      on: {
        'upload.start': {
          target: 'creating',
          actions: { type: 'assignFile', params: ({ event }) => ({ file: event.file, title: event.title }) },
        },
        'upload.resume': {
          target: 'checkingFile',
          actions: {
            type: 'assignResumeChoice',
            params: ({ event }) => ({ file: event.file, unfinished: event.unfinished }),
          },
        },
      },
    },
    checkingFile: {
      description: 'Conferindo se o arquivo escolhido é o do envio interrompido (nome, tamanho e conteúdo)',
      tags: ['busy'],
      invoke: {
        id: 'checkResumedFile',
        src: 'checkResumedFile',
        input: ({ context }) => ({ file: context.file, unfinished: context.resuming }),
        onDone: [
          {
            guard: { type: 'isSameFile', params: ({ event }) => event.output },
            target: 'transferring',
            actions: 'assignResumed',
          },
          {
            target: 'fileRefused',
            actions: { type: 'assignMismatch', params: ({ event }) => event.output },
          },
        ],
        // The file could not be read (moved, no permission): said as a failure of its own, the choice open.
        onError: { target: 'fileRefused', actions: { type: 'failCheck', params: errorOf } },
      },
    },
    fileRefused: {
      description:
        'O arquivo escolhido não é o do envio interrompido: diz o que difere e deixa escolher de novo',
      tags: ['error'],
      on: {
        'upload.resume': {
          target: 'checkingFile',
          actions: {
            type: 'assignResumeChoice',
            params: ({ event }) => ({ file: event.file, unfinished: event.unfinished }),
          },
        },
        'upload.reset': { target: 'idle', actions: 'reset' },
      },
    },
    creating: {
      description: 'Pedindo ao servidor a reunião e o link de envio',
      tags: ['busy'],
      invoke: {
        id: 'createUpload',
        src: 'createUpload',
        input: ({ context }) => ({
          form: {
            fileName: context.file?.name ?? '',
            contentType: context.file?.type || 'application/octet-stream',
            sizeBytes: context.file?.size ?? 0,
            title: context.title,
          },
          file: context.file ?? new Blob(),
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
      description: 'Enviando o arquivo ao servidor, com progresso',
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
         * The child's progress is kept here, not read from the child: the figures outlive it (the failed screen
         * shows where the file stopped, a retry measures speed on from there). And this snapshot changes with
         * each of the child's, so a selector that reads the child's state (selectIsRefreshingUrl) is never stale.
         */
        onSnapshot: {
          actions: { type: 'assignProgress', params: ({ event }) => event.snapshot.context.progress },
        },
        onDone: [
          {
            guard: { type: 'childFailed', params: ({ event }) => event.output },
            target: 'failed',
            // The guard above: the output is a failure.
            actions: { type: 'assignTransferFailure', params: ({ event }) => event.output as TransferFailed },
          },
          { target: 'finishing' },
        ],
        // The child machine itself broke (not one of its requests): a retry starts it again.
        onError: failAt('uploading'),
      },
      on: cancel,
    },
    finishing: {
      description: 'Arquivo recebido: confirmando e acompanhando o processamento',
      tags: ['busy'],
      invoke: {
        id: 'processing',
        src: 'processing',
        input: ({ context }) => ({
          meetingId: context.meetingId ?? '',
          from: context.processFrom,
          status: context.status,
        }),
        // The last status is kept here, as the polls answer; and this snapshot changes with each of the child's,
        // so a selector that reads the child's step (selectSteps) is never stale.
        onSnapshot: {
          actions: { type: 'assignStatus', params: ({ event }) => event.snapshot.context.status },
        },
        onDone: [
          {
            guard: { type: 'childFailed', params: ({ event }) => event.output },
            target: 'failed',
            // The guard above: the output is a failure.
            actions: {
              type: 'assignProcessFailure',
              params: ({ event }) => event.output as ProcessingFailed,
            },
          },
          {
            guard: { type: 'processingCancelled', params: ({ event }) => event.output },
            target: 'cancelled',
            actions: { type: 'assignStatus', params: ({ event }) => event.output.status },
          },
          { target: 'done', actions: { type: 'assignStatus', params: ({ event }) => event.output.status } },
        ],
        // The child machine itself broke (not one of its requests): a retry starts it again where it started.
        onError: {
          target: 'failed',
          actions: {
            type: 'assignFailure',
            params: ({ context, event }) => ({ step: context.processFrom, error: event.error }),
          },
        },
      },
      on: cancel,
    },
    done: {
      description: 'Reunião criada: mostra o estado da transcrição',
      tags: ['finished'],
      on: { 'upload.reset': { target: 'idle', actions: 'reset' } },
    },
    failed: {
      description: 'Falhou: mostra o erro e deixa tentar de novo com o mesmo arquivo',
      tags: ['error'],
      on: {
        'upload.retry': [
          { guard: { type: 'failedAt', params: 'creating' }, target: 'creating', actions: 'clearFailure' },
          {
            guard: 'failedInTransfer',
            target: 'transferring',
            actions: ['clearFailure', 'forgetResumePoint'],
          },
          { target: 'finishing', actions: 'clearFailure' },
        ],
        ...cancelEither,
        'upload.reset': { target: 'idle', actions: 'reset' },
      },
    },
    cancelling: {
      description: 'Avisando o servidor que o envio foi cancelado',
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
      description: 'Envio cancelado: o arquivo continua escolhido para tentar de novo',
      entry: 'forgetUpload',
      on: {
        'upload.retry': { target: 'creating', actions: 'clearFailure' },
        'upload.reset': { target: 'idle', actions: 'reset' },
      },
    },
  },
});
