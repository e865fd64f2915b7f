import { createActor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type {
  ProcessingStep,
  UploadProcessingInput,
} from '../../../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import { selectProcessingStep } from '../../../../../src/machines/uploads/upload-processing/selectors.ts';
import { UploadResponseError } from '../../../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  firstProcessing,
  quietProcessingMachine,
  statusCancelled,
  statusFailed,
  statusProcessing,
  statusWaitingProvider,
} from '../../../../model/uploads/upload-processing-fixtures.ts';

/** Started with its input (its requests never settle); the test speaks for them. */
const started = (input: Partial<UploadProcessingInput> = {}) =>
  createActor(quietProcessingMachine, { input: { ...firstProcessing, ...input } }).start();

describe('uploadProcessing: where it starts', () => {
  it.each([
    ['updatingStatus', 'updatingStatus'],
    ['processing', 'processing'],
    ['polling', { polling: 'checking' }],
  ] as const)('from %s', (from, value) => {
    const actor = started({ from });
    expect(actor.getSnapshot().value).toEqual(value);
    expect(selectProcessingStep(actor.getSnapshot())).toBe(from);
  });

  it('keeps the status the upload knows until a poll answers', () => {
    const actor = started({ from: 'polling', status: statusProcessing });
    expect(actor.getSnapshot().context.status).toBe(statusProcessing);
  });
});

describe('uploadProcessing: the happy path', () => {
  it('updatingStatus -> processing -> polling -> done, with the last status as output', () => {
    const actor = started();
    sendDone(actor, 'markUploaded', { uploadStatus: 'uploaded' });
    expect(actor.getSnapshot().value).toBe('processing');
    sendDone(actor, 'processUpload', undefined);
    expect(actor.getSnapshot().value).toEqual({ polling: 'checking' });
    sendDone(actor, 'getUploadStatus', statusProcessing);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    expect(actor.getSnapshot().context.status).toBe(statusProcessing);
    // The named delay elapses: the model-based test drives timers the same way.
    (actor as AnyActorRef).send({ type: 'xstate.after.statusPollInterval.uploadProcessing.polling.waiting' });
    expect(actor.getSnapshot().value).toEqual({ polling: 'checking' });
    sendDone(actor, 'getUploadStatus', statusWaitingProvider);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'done', status: statusWaitingProvider });
    expect(selectProcessingStep(actor.getSnapshot())).toBeNull();
  });

  it('a status cancelled elsewhere ends cancelled', () => {
    const actor = started({ from: 'polling' });
    sendDone(actor, 'getUploadStatus', statusCancelled);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'cancelled', status: statusCancelled });
  });
});

describe('uploadProcessing: failures name their step', () => {
  it.each([
    ['updatingStatus', 'markUploaded'],
    ['processing', 'processUpload'],
  ] as const)('%s fails: the output names it', (from: ProcessingStep, actorId) => {
    const actor = started({ from });
    sendError(actor, actorId, new HttpError(500, 'boom'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed', step: from, status: null });
  });

  it('an empty process answer fails with the spec message', () => {
    const actor = started({ from: 'processing' });
    sendError(actor, 'processUpload', new UploadResponseError('empty'));
    expect(actor.getSnapshot().output).toMatchObject({ failure: { key: 'upload:errors.empty' } });
  });

  it('a failed server pipeline fails at processing, with its status', () => {
    const actor = started({ from: 'polling' });
    sendDone(actor, 'getUploadStatus', statusFailed);
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'processing',
      failure: { key: 'upload:errors.processingFailed' },
      status: statusFailed,
    });
  });

  it('a polling request that fails fails at polling, keeping the last status', () => {
    const actor = started({ from: 'polling', status: statusProcessing });
    sendError(actor, 'getUploadStatus', new HttpError('TIMEOUT_ERROR', 'timeout'));
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'polling',
      failure: { key: 'upload:errors.network', status: 'TIMEOUT_ERROR' },
      status: statusProcessing,
    });
  });
});
