/*
 * Upload processing (spec section 4: update the status, process, then poll the status): the upload machine's
 * child while it is `finishing`, once every byte is stored. It is given the meeting id, the step to start at
 * and the last status the upload knows, and ends in a final state whose output the upload reads.
 * - starting: where the processing begins (a choice, passed through at once): updatingStatus for a new
 *   upload, the failed step for a retry.
 * - updatingStatus: the server is told the file is 'uploaded'.
 * - processing: POST process starts the server's pipeline.
 * - polling: GET status every `statusPollInterval` until the upload is done, failed or cancelled.
 * - done (final): the server's pipeline finished; the output carries its last status.
 * - cancelled (final): the server says the upload was cancelled.
 * - failed (final): a step failed, or the server's pipeline did (then the step is processing, which a retry
 *   starts again); the output names the step, says why and carries the last status.
 */
import { assign, setup } from 'xstate';
import type { UploadProgressStatus } from '../../../services/uploads/uploads.ts';
import { appError, type AppError } from '../../../services/errors.ts';
import { childFailsAt } from '../child-failure.ts';
import { uploadProcessingActors } from './actors.ts';

/** The processing's steps, in order; each can fail, and the upload's retry starts the child at it. */
export const processingSteps = ['updatingStatus', 'processing', 'polling'] as const;
export type ProcessingStep = (typeof processingSteps)[number];

export type UploadProcessingInput = {
  meetingId: string;
  /** The step to start at: updatingStatus after a transfer, the failed step on a retry. */
  from: ProcessingStep;
  /** The last status the upload knows (null before the first poll); kept until a poll answers. */
  status: UploadProgressStatus | null;
};

export type UploadProcessingContext = UploadProcessingInput & {
  failedStep: ProcessingStep | null;
  failure: AppError | null;
};

/** How the processing stopped short: the step, why, and the last status. */
export type ProcessingFailed = {
  outcome: 'failed';
  step: ProcessingStep;
  failure: AppError;
  status: UploadProgressStatus | null;
};

/** How the processing ended: the server's pipeline done or cancelled, with its status, or failed. */
export type UploadProcessingOutput =
  { outcome: 'done' | 'cancelled'; status: UploadProgressStatus | null } | ProcessingFailed;

const failAt = (step: ProcessingStep) => childFailsAt('uploadProcessing', step);

export const uploadProcessingMachine = setup({
  types: {
    context: {} as UploadProcessingContext,
    input: {} as UploadProcessingInput,
    output: {} as UploadProcessingOutput,
  },
  actors: uploadProcessingActors,
  delays: { statusPollInterval: 1500 },
  guards: {
    startsAt: ({ context }, step: ProcessingStep) => context.from === step,
    statusIsDone: (_, status: UploadProgressStatus) => status.uploadStatus === 'done',
    statusIsFailed: (_, status: UploadProgressStatus) => status.uploadStatus === 'failed',
    statusIsCancelled: (_, status: UploadProgressStatus) => status.uploadStatus === 'cancelled',
  },
  actions: {
    assignStatus: assign((_, status: UploadProgressStatus) => ({ status })),
    assignFailure: assign((_, params: { step: ProcessingStep; failure: AppError }) => ({
      failedStep: params.step,
      failure: params.failure,
    })),
  },
}).createMachine({
  id: 'uploadProcessing',
  description: 'Arquivo recebido: confirma o recebimento e acompanha o processamento da reunião',
  meta: {
    events: {
      'xstate.done.actor.markUploaded': 'Servidor confirmou o recebimento do arquivo',
      'xstate.error.actor.markUploaded': 'Servidor não confirmou o recebimento',
      'xstate.done.actor.processUpload': 'Servidor começou a processar a reunião',
      'xstate.error.actor.processUpload': 'Servidor não começou o processamento',
      'xstate.done.actor.getUploadStatus': 'Servidor disse como está o processamento',
      'xstate.error.actor.getUploadStatus': 'Consulta ao andamento do processamento falhou',
      'xstate.after.statusPollInterval': 'Passou o intervalo entre consultas',
    },
  },
  context: ({ input }) => ({ ...input, failedStep: null, failure: null }),
  initial: 'starting',
  // Done and cancelled are reached with the status that says which.
  output: ({ context }) =>
    context.failedStep && context.failure
      ? { outcome: 'failed', step: context.failedStep, failure: context.failure, status: context.status }
      : {
          outcome: context.status?.uploadStatus === 'cancelled' ? 'cancelled' : 'done',
          status: context.status,
        },
  states: {
    starting: {
      description: 'Decidindo por qual etapa começar (a que falhou, numa nova tentativa)',
      always: [
        { guard: { type: 'startsAt', params: 'processing' }, target: 'processing' },
        { guard: { type: 'startsAt', params: 'polling' }, target: 'polling' },
        { target: 'updatingStatus' },
      ],
    },
    updatingStatus: {
      description: 'Avisando o servidor que o arquivo terminou de chegar',
      invoke: {
        id: 'markUploaded',
        src: 'markUploaded',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'processing' },
        onError: failAt('updatingStatus'),
      },
    },
    processing: {
      description: 'Pedindo ao servidor que comece a processar a reunião',
      invoke: {
        id: 'processUpload',
        src: 'processUpload',
        input: ({ context }) => ({ meetingId: context.meetingId }),
        onDone: { target: 'polling' },
        onError: failAt('processing'),
      },
    },
    polling: {
      description: 'Acompanhando o processamento da reunião no servidor',
      initial: 'checking',
      states: {
        checking: {
          description: 'Perguntando ao servidor como está o processamento',
          invoke: {
            id: 'getUploadStatus',
            src: 'getUploadStatus',
            input: ({ context }) => ({ meetingId: context.meetingId }),
            onDone: [
              {
                guard: { type: 'statusIsDone', params: ({ event }) => event.output },
                target: '#uploadProcessing.done',
                actions: { type: 'assignStatus', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'statusIsFailed', params: ({ event }) => event.output },
                target: '#uploadProcessing.failed',
                actions: [
                  { type: 'assignStatus', params: ({ event }) => event.output },
                  {
                    type: 'assignFailure',
                    params: {
                      step: 'processing',
                      failure: appError('upload:errors.processingFailed', 'Upload processing failed'),
                    },
                  },
                ],
              },
              {
                guard: { type: 'statusIsCancelled', params: ({ event }) => event.output },
                target: '#uploadProcessing.cancelled',
                actions: { type: 'assignStatus', params: ({ event }) => event.output },
              },
              { target: 'waiting', actions: { type: 'assignStatus', params: ({ event }) => event.output } },
            ],
            onError: failAt('polling'),
          },
        },
        waiting: {
          description: 'Esperando um pouco antes de perguntar de novo',
          after: { statusPollInterval: { target: 'checking' } },
        },
      },
    },
    done: { type: 'final', description: 'Processamento terminou no servidor' },
    cancelled: { type: 'final', description: 'Servidor diz que o envio foi cancelado' },
    failed: { type: 'final', description: 'Falhou: o envio mostra o erro e deixa tentar de novo' },
  },
});
