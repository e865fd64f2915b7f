import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  selectMismatch,
  selectPhase,
  selectIsRefreshingUrl,
  selectSteps,
  selectTransfer,
} from '../../../../../src/machines/uploads/upload/selectors.ts';
import {
  initialUploadContext,
  type UploadContext,
} from '../../../../../src/machines/uploads/upload/context.ts';
import { appError } from '../../../../../src/services/errors.ts';
import { UploadResponseError } from '../../../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import { created, interrupted, quietUploadMachine } from '../../../../model/uploads/upload-fixtures.ts';
import {
  statusFailed,
  statusProcessing,
  statusWaitingProvider,
} from '../../../../model/uploads/upload-processing-fixtures.ts';
import { firstTransfer, recording, refreshed } from '../../../../model/uploads/upload-transfer-fixtures.ts';

const started: UploadContext = { ...initialUploadContext, file: recording, title: 'Reunião Acme' };
const withUpload: UploadContext = {
  ...started,
  meetingId: created.meetingId,
  uploadUrl: created.uploadUrl,
  resumePoint: { bytesReceived: 0, storedParts: [] },
};
const networkError = new HttpError('FETCH_ERROR', 'Failed to fetch');

type StateValue = Parameters<typeof quietUploadMachine.resolveState>[0]['value'];
/** Restored in a state: its invoked actors are not started, the test feeds their results as events. */
function startIn(value: StateValue, context: UploadContext) {
  return createActor(quietUploadMachine, {
    snapshot: quietUploadMachine.resolveState({ value, context }),
  }).start();
}

/** The processing child's step, read from the child as the dialog reads it. */
const activeStep = (actor: ReturnType<typeof startIn>) =>
  selectSteps(actor.getSnapshot()).find(({ state }) => state === 'active')?.step;

/** Created, so the real transfer child runs (its requests never settle); the test speaks for them. */
function transferring(answer = created) {
  const actor = startIn('creating', started);
  sendDone(actor, 'createUpload', answer);
  const transfer = () => actor.getSnapshot().children.transfer as AnyActorRef;
  return { actor, transfer };
}

describe('upload: the happy path', () => {
  it('idle -> creating with the file, its type and size and the title', () => {
    let input: unknown;
    const machine = quietUploadMachine.provide({
      actors: {
        createUpload: fromPromise(async ({ input: given }) => {
          input = given;
          return new Promise<never>(() => {});
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'upload.start', file: recording, title: 'Reunião Acme' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(input).toEqual({
      form: {
        fileName: 'reuniao-acme.wav',
        contentType: 'audio/wav',
        sizeBytes: 2048,
        title: 'Reunião Acme',
      },
      // The file itself, for the fingerprint that lets a closed tab's upload be resumed with it.
      file: recording,
    });
  });

  it('creating -> transferring: the child gets the file, the meeting id, the URL and nothing stored', () => {
    const { actor, transfer } = transferring();
    expect(actor.getSnapshot().value).toBe('transferring');
    expect(transfer().getSnapshot().context).toEqual({
      ...firstTransfer,
      urlRefreshes: 0,
      failedStep: null,
      failure: null,
    });
  });

  it("the child's progress reaches the upload: percentage, speed and time left", () => {
    const { actor, transfer } = transferring();
    transfer().send({
      type: 'transfer.progress',
      progress: { loaded: 512, total: 2048, sentBytes: 512, elapsedMs: 1000 },
    });
    expect(selectTransfer(actor.getSnapshot())).toEqual({
      percent: 25,
      loaded: 512,
      total: 2048,
      bytesPerSecond: 512,
      secondsLeft: 3,
    });
  });

  it('speed counts the bytes sent, not the bytes a resumed transfer found on the server', () => {
    const actor = startIn('transferring', {
      ...withUpload,
      progress: { loaded: 1536, total: 2048, sentBytes: 512, elapsedMs: 1000 },
    });
    expect(selectTransfer(actor.getSnapshot())).toMatchObject({
      percent: 75,
      bytesPerSecond: 512,
      secondsLeft: 1,
    });
  });

  it('transferring -> finishing: the processing child starts at updatingStatus; its steps show as it goes', () => {
    const { actor, transfer } = transferring();
    transfer().send({ type: 'transfer.completed' });
    expect(actor.getSnapshot().value).toBe('finishing');
    expect(selectTransfer(actor.getSnapshot())?.percent).toBe(100);
    const processing = () => actor.getSnapshot().children.processing as AnyActorRef;
    expect(processing().getSnapshot().context).toMatchObject({ meetingId: created.meetingId, status: null });
    expect(activeStep(actor)).toBe('updatingStatus');
    const before = actor.getSnapshot();
    sendDone(processing(), 'markUploaded', { uploadStatus: 'uploaded' });
    // A new snapshot of the upload: a view subscribed to it reads the child's step again.
    expect(actor.getSnapshot()).not.toBe(before);
    expect(activeStep(actor)).toBe('processing');
    sendDone(processing(), 'processUpload', undefined);
    expect(activeStep(actor)).toBe('polling');
    sendDone(processing(), 'getUploadStatus', statusProcessing);
    // Each poll's status reaches the upload.
    expect(actor.getSnapshot().context.status).toBe(statusProcessing);
    expect(activeStep(actor)).toBe('polling');
  });

  it('finishing -> done with the last status: every step done', () => {
    const actor = startIn('finishing', withUpload);
    sendDone(actor, 'processing', { outcome: 'done', status: statusWaitingProvider });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.status?.transcriptionStatus).toBe('waiting_provider');
    expect(selectSteps(actor.getSnapshot()).every(({ state }) => state === 'done')).toBe(true);
  });
});

describe('upload: an expired URL, refreshed by the transfer', () => {
  it('says the URL is being refreshed while the child gets a fresh one; the step stays uploading', () => {
    const { actor, transfer } = transferring();
    transfer().send({
      type: 'transfer.progress',
      progress: { loaded: 1500, total: 2048, sentBytes: 1500, elapsedMs: 3000 },
    });
    expect(selectIsRefreshingUrl(actor.getSnapshot())).toBe(false);
    const before = actor.getSnapshot();
    transfer().send({ type: 'transfer.expired' });
    // A new snapshot of the upload: a view subscribed to it reads the child's state again.
    expect(actor.getSnapshot()).not.toBe(before);
    expect(actor.getSnapshot().value).toBe('transferring');
    expect(selectIsRefreshingUrl(actor.getSnapshot())).toBe(true);
    expect(selectSteps(actor.getSnapshot()).find(({ state }) => state === 'active')?.step).toBe('uploading');
    sendDone(transfer(), 'refreshUploadUrl', refreshed);
    expect(selectIsRefreshingUrl(actor.getSnapshot())).toBe(false);
    sendDone(transfer(), 'getBytesReceived', { bytesReceived: 1024, storedParts: [] });
    // The bar goes back to what the server has.
    expect(selectTransfer(actor.getSnapshot())?.percent).toBe(50);
  });

  it('too many refusals in a row: failed at refreshingUrl; retry gets a fresh URL first', () => {
    const actor = startIn('transferring', withUpload);
    sendDone(actor, 'transfer', {
      outcome: 'failed',
      step: 'refreshingUrl',
      failure: appError('upload:errors.expiredRepeatedly', 'Upload URL refused after refresh'),
      uploadUrl: null,
    });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.expiredRepeatedly');
    expect(selectSteps(actor.getSnapshot()).find(({ state }) => state === 'failed')?.step).toBe('uploading');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('transferring');
    expect(actor.getSnapshot().children.transfer?.getSnapshot().value).toBe('refreshingUrl');
  });
});

describe('upload: straight to an S3 bucket in parts', () => {
  it('the create answer with partSizeBytes hands the part size to the transfer', () => {
    const { actor, transfer } = transferring({ ...created, partSizeBytes: 1024 });
    expect(actor.getSnapshot().context.partSizeBytes).toBe(1024);
    expect(transfer().getSnapshot().context.partSizeBytes).toBe(1024);
  });

  it('cancelled, the upload forgets its parts: a retry creates a new upload', () => {
    const actor = startIn('cancelling', { ...withUpload, partSizeBytes: 1024 });
    sendDone(actor, 'markCancelled', { uploadStatus: 'cancelled' });
    expect(actor.getSnapshot().context).toMatchObject({
      partSizeBytes: null,
      resumePoint: null,
      meetingId: null,
    });
  });
});

describe('upload: failures keep the file and retry the failed step', () => {
  it('an empty create answer fails with the spec message and retries creating', () => {
    const actor = startIn('creating', started);
    sendError(actor, 'createUpload', new UploadResponseError('empty'));
    const failed = actor.getSnapshot();
    expect(failed.value).toBe('failed');
    expect(failed.context.failure).toEqual({
      key: 'upload:errors.empty',
      status: 'UploadResponseError',
      detail: 'Empty response from server',
    });
    expect(failed.context.file).toBe(recording);
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it("a transfer that failed on the network resumes from the server's bytesReceived on retry", () => {
    const { actor, transfer } = transferring();
    const progress = { loaded: 900, total: 2048, sentBytes: 900, elapsedMs: 2000 };
    transfer().send({ type: 'transfer.progress', progress });
    transfer().send({ type: 'transfer.failed', error: networkError });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context).toMatchObject({ failedStep: 'uploading', progress });
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.network');
    // The failed screen still shows where the file stopped.
    expect(selectTransfer(actor.getSnapshot())?.percent).toBe(43);
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('transferring');
    expect(transfer().getSnapshot().value).toBe('resuming');
    sendDone(transfer(), 'getBytesReceived', { bytesReceived: 700, storedParts: [] });
    expect(transfer().getSnapshot().value).toBe('uploading');
    // The same URL, from the server's bytes, the speed measured on from the first transfer.
    expect(transfer().getSnapshot().context).toMatchObject({
      uploadUrl: created.uploadUrl,
      resumePoint: { bytesReceived: 700 },
      progress: { loaded: 700, sentBytes: 900, elapsedMs: 2000 },
    });
  });

  it('a transfer that failed after a refresh goes on with the fresh URL', () => {
    const actor = startIn('transferring', withUpload);
    sendDone(actor, 'transfer', {
      outcome: 'failed',
      step: 'resuming',
      failure: appError('upload:errors.network', 'Failed to fetch'),
      uploadUrl: refreshed.uploadUrl,
    });
    expect(selectSteps(actor.getSnapshot()).find(({ state }) => state === 'failed')?.step).toBe('uploading');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().context).toMatchObject({ uploadUrl: refreshed.uploadUrl, resumePoint: null });
  });

  it('a transfer child that breaks fails at uploading; retry starts it again', () => {
    const actor = startIn('transferring', withUpload);
    sendError(actor, 'transfer', new Error('boom'));
    expect(actor.getSnapshot().context.failedStep).toBe('uploading');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('transferring');
  });

  it.each(['updatingStatus', 'processing', 'polling'] as const)(
    'the processing fails at %s; upload.retry starts the child there again',
    (step) => {
      const actor = startIn('finishing', withUpload);
      const failure = appError('upload:errors.network', 'Failed to fetch');
      sendDone(actor, 'processing', { outcome: 'failed', step, failure, status: null });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context).toMatchObject({ failedStep: step, failure });
      expect(selectSteps(actor.getSnapshot()).find((state) => state.state === 'failed')?.step).toBe(step);
      actor.send({ type: 'upload.retry' });
      expect(actor.getSnapshot().value).toBe('finishing');
      expect(actor.getSnapshot().context.failure).toBeNull();
      expect(actor.getSnapshot().children.processing?.getSnapshot().context.from).toBe(step);
      expect(activeStep(actor)).toBe(step);
    },
  );

  it('a failed server pipeline fails at processing with its status; retry processes again', () => {
    const actor = startIn('finishing', withUpload);
    const failure = appError('upload:errors.processingFailed', 'Upload processing failed');
    sendDone(actor, 'processing', { outcome: 'failed', step: 'processing', failure, status: statusFailed });
    expect(actor.getSnapshot().context).toMatchObject({ failure, status: statusFailed });
    actor.send({ type: 'upload.retry' });
    // The child is given the status the upload knows.
    expect(actor.getSnapshot().children.processing?.getSnapshot().context).toMatchObject({
      from: 'processing',
      status: statusFailed,
    });
  });

  it('a processing child that breaks fails where it started; retry starts it there again', () => {
    const actor = startIn('finishing', { ...withUpload, processFrom: 'polling' });
    sendError(actor, 'processing', new Error('boom'));
    expect(actor.getSnapshot().context.failedStep).toBe('polling');
    actor.send({ type: 'upload.retry' });
    expect(activeStep(actor)).toBe('polling');
  });
});

describe('upload: cancel', () => {
  it('cancel while creating ends at once; retry starts over with the same file', () => {
    const actor = startIn('creating', started);
    actor.send({ type: 'upload.cancel' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('creating');
    expect(actor.getSnapshot().context.file).toBe(recording);
  });

  it.each(['uploading', 'refreshingUrl', 'resuming'] as const)(
    'cancel while the transfer is %s stops it and tells the server',
    (childState) => {
      const { actor, transfer } = transferring();
      if (childState !== 'uploading') transfer().send({ type: 'transfer.expired' });
      if (childState === 'resuming') sendDone(transfer(), 'refreshUploadUrl', refreshed);
      const child = transfer();
      expect(child.getSnapshot().value).toBe(childState);
      actor.send({ type: 'upload.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelling');
      expect(child.getSnapshot().status).toBe('stopped');
    },
  );

  it.each(['updatingStatus', 'processing', 'polling'] as const)(
    'cancel while the processing is at %s stops it and tells the server',
    (from) => {
      const actor = startIn('failed', { ...withUpload, failedStep: from, processFrom: from });
      actor.send({ type: 'upload.retry' });
      const child = actor.getSnapshot().children.processing as AnyActorRef;
      expect(activeStep(actor)).toBe(from);
      actor.send({ type: 'upload.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelling');
      expect(child.getSnapshot().status).toBe('stopped');
    },
  );

  it('the server says the upload was cancelled: cancelled, the upload forgotten', () => {
    const actor = startIn('finishing', withUpload);
    sendDone(actor, 'processing', { outcome: 'cancelled', status: statusProcessing });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context).toMatchObject({ meetingId: null, status: null });
  });

  it.each(['transferring', 'finishing'] as const)(
    'cancel while %s tells the server, then forgets the upload',
    (state) => {
      const actor = startIn(state, {
        ...withUpload,
        progress: { loaded: 1, total: 2048, sentBytes: 1, elapsedMs: 1 },
      });
      actor.send({ type: 'upload.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelling');
      sendDone(actor, 'markCancelled', { uploadStatus: 'cancelled' });
      expect(actor.getSnapshot().value).toBe('cancelled');
      expect(actor.getSnapshot().context).toMatchObject({
        meetingId: null,
        uploadUrl: null,
        resumePoint: null,
        progress: null,
        file: recording,
      });
    },
  );

  it('a cancel the server refuses still ends cancelled, with the failure kept', () => {
    const actor = startIn('cancelling', withUpload);
    sendError(actor, 'markCancelled', networkError);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.network');
  });

  it('reset from done goes back to choosing a file', () => {
    const actor = startIn('done', { ...withUpload, status: statusWaitingProvider });
    actor.send({ type: 'upload.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual(initialUploadContext);
  });
});

describe('upload: resuming an upload a closed tab left unfinished', () => {
  const choosing = () => {
    const actor = createActor(quietUploadMachine).start();
    actor.send({ type: 'upload.resume', file: recording, unfinished: interrupted });
    return actor;
  };

  it('idle -> checkingFile with the chosen file and the interrupted upload, titled as it was', () => {
    const actor = choosing();
    expect(actor.getSnapshot().value).toBe('checkingFile');
    expect(actor.getSnapshot().context).toMatchObject({
      file: recording,
      title: interrupted.title,
      resuming: interrupted,
      meetingId: null,
    });
  });

  it('the same file: transferring from what the server holds, with a fresh URL and the bucket part size', () => {
    const actor = choosing();
    sendDone(actor, 'checkResumedFile', null);
    expect(actor.getSnapshot().value).toBe('transferring');
    const transfer = actor.getSnapshot().children.transfer as AnyActorRef;
    expect(transfer.getSnapshot().context).toMatchObject({
      meetingId: interrupted.meetingId,
      uploadUrl: null,
      resumePoint: null,
      partSizeBytes: interrupted.partSizeBytes,
    });
    expect(actor.getSnapshot().context.resuming).toBeNull();
  });

  it('another file: fileRefused says what differs; choosing again checks again; reset goes back', () => {
    const actor = choosing();
    sendDone(actor, 'checkResumedFile', 'content');
    expect(actor.getSnapshot().value).toBe('fileRefused');
    expect(actor.getSnapshot().context.mismatch).toBe('content');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'upload.resume', file: recording, unfinished: interrupted });
    expect(actor.getSnapshot().value).toBe('checkingFile');
    expect(actor.getSnapshot().context.mismatch).toBeNull();
    sendDone(actor, 'checkResumedFile', 'size');
    actor.send({ type: 'upload.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual(initialUploadContext);
  });

  it('a file that cannot be read is refused with a failure, the choice still open', () => {
    const actor = choosing();
    sendError(actor, 'checkResumedFile', new DOMException('gone', 'NotReadableError'));
    expect(actor.getSnapshot().value).toBe('fileRefused');
    expect(actor.getSnapshot().context.failure).not.toBeNull();
    expect(actor.getSnapshot().can({ type: 'upload.resume', file: recording, unfinished: interrupted })).toBe(
      true,
    );
  });

  it('the phase says refused, so the dialog explains instead of showing progress', () => {
    const actor = choosing();
    sendDone(actor, 'checkResumedFile', 'name');
    expect(selectPhase(actor.getSnapshot())).toBe('refused');
    expect(selectMismatch(actor.getSnapshot())).toEqual({
      mismatch: 'name',
      expected: interrupted,
      chosen: { name: recording.name, size: recording.size },
    });
  });
});
