import { createMachine } from 'xstate';
import { expect, it } from 'vitest';
import type { uploadActors } from '../../../src/machines/uploads/upload/actors.ts';
import type {
  uploadTransferMachine,
  UploadTransferInput,
} from '../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import type {
  uploadProcessingMachine,
  UploadProcessingInput,
} from '../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import { appError, describeError } from '../../../src/services/errors.ts';
import { UploadResponseError } from '../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';
import { created, interrupted, quietUploadMachine } from './upload-fixtures.ts';
import { statusCancelled, statusFailed, statusWaitingProvider } from './upload-processing-fixtures.ts';
import { recording, refreshed } from './upload-transfer-fixtures.ts';

const network = new HttpError('FETCH_ERROR', 'Failed to fetch');
const networkFailure = appError('upload:errors.network', 'Failed to fetch');

const fixtures = {
  createUpload: { done: [created], error: [new UploadResponseError('invalidFormat'), network] },
  // The chosen file is the interrupted upload's (null), or one of its facts differs; or it cannot be read.
  checkResumedFile: {
    done: [null, 'name', 'size', 'content'],
    error: [new DOMException('gone', 'NotReadableError')],
  },
  // The transfer has its own model (upload-transfer.model.test.ts); here only how it ends matters: every byte
  // stored, or failed at one of its steps with the URL it had (null: refused).
  transfer: {
    done: [
      { outcome: 'stored' },
      { outcome: 'failed', step: 'uploading', failure: networkFailure, uploadUrl: created.uploadUrl },
      {
        outcome: 'failed',
        step: 'refreshingUrl',
        failure: appError('upload:errors.expiredRepeatedly', 'Upload URL refused after refresh'),
        uploadUrl: null,
      },
      { outcome: 'failed', step: 'resuming', failure: networkFailure, uploadUrl: refreshed.uploadUrl },
    ],
    // The child machine itself broke.
    error: [new Error('transfer crashed')],
  },
  // The processing has its own model (upload-processing.model.test.ts); here only how it ends matters: done or
  // cancelled with the server's status, or failed at one of its steps.
  processing: {
    done: [
      { outcome: 'done', status: statusWaitingProvider },
      { outcome: 'cancelled', status: statusCancelled },
      {
        outcome: 'failed',
        step: 'updatingStatus',
        failure: describeError(new HttpError(500, 'boom'), 'upload'),
        status: null,
      },
      {
        outcome: 'failed',
        step: 'processing',
        failure: appError('upload:errors.processingFailed', 'Upload processing failed'),
        status: statusFailed,
      },
      { outcome: 'failed', step: 'polling', failure: networkFailure, status: null },
    ],
    // The child machine itself broke.
    error: [new Error('processing crashed')],
  },
  markCancelled: { done: [{ uploadStatus: 'cancelled' }], error: [network] },
} satisfies ActorFixtures<typeof uploadActors>;

/*
 * Each child replaced by a stub that holds its input and never ends. A child reports its snapshots
 * (onSnapshot), the first one as it starts: the stub's carries back the progress (the status) it was given, as
 * the real child's does, so that report changes nothing the model does not know.
 */
const holdsItsInput = <Input extends object>() =>
  createMachine({ context: ({ input }: { input: Input }) => input });
const sut = quietUploadMachine.provide({
  actors: {
    transfer: holdsItsInput<UploadTransferInput>() as unknown as typeof uploadTransferMachine,
    processing: holdsItsInput<UploadProcessingInput>() as unknown as typeof uploadProcessingMachine,
  },
});

it('upload: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'upload',
    machine: uploadMachine,
    sut,
    userEvents: [
      { type: 'upload.start', file: recording, title: 'Reunião Acme' },
      { type: 'upload.resume', file: recording, unfinished: interrupted },
      { type: 'upload.cancel' },
      { type: 'upload.retry' },
      { type: 'upload.reset' },
      // What the transfer reports as it goes (its snapshot, relayed): the bar's figures.
      {
        type: 'xstate.snapshot.transfer',
        snapshot: { context: { progress: { loaded: 1024, total: 2048, sentBytes: 1024, elapsedMs: 500 } } },
      },
      // What the processing reports as it polls (its snapshot, relayed): the server's last status.
      { type: 'xstate.snapshot.processing', snapshot: { context: { status: statusWaitingProvider } } },
    ],
    fixtures,
    invariants: {
      creating: (actual) => expect(actual.hasTag('busy')).toBe(true),
      transferring: (actual) => {
        expect(actual.hasTag('transfer')).toBe(true);
        expect(actual.context.meetingId).not.toBeNull();
        expect(actual.children.transfer).toBeDefined();
      },
      finishing: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.children.processing).toBeDefined();
      },
      failed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.can({ type: 'upload.retry' })).toBe(true);
        expect(actual.context.failure).not.toBeNull();
        // The chosen file is never lost on failure.
        expect(actual.context.file).toBe(recording);
      },
      cancelled: (actual) => {
        expect(actual.context.file).toBe(recording);
        expect(actual.can({ type: 'upload.retry' })).toBe(true);
      },
      done: (actual) => expect(actual.context.status?.uploadStatus).toBe('done'),
      checkingFile: (actual) => {
        expect(actual.hasTag('busy')).toBe(true);
        expect(actual.context.resuming).toBe(interrupted);
      },
      fileRefused: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        // Said why: a fact that differs, or the file could not be read.
        expect(actual.context.mismatch !== null || actual.context.failure !== null).toBe(true);
      },
    },
  });
}, 60_000);
