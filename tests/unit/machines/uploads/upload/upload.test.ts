import { createActor, fromCallback, fromPromise, type AnyActorRef } from 'xstate';
import type { TransferInput } from '../../../../../src/machines/uploads/upload/actors.ts';
import { describe, expect, it } from 'vitest';
import { selectSteps, selectTransfer } from '../../../../../src/machines/uploads/upload/selectors.ts';
import {
  initialUploadContext,
  maxUrlRefreshes,
  type UploadContext,
} from '../../../../../src/machines/uploads/upload/upload.machine.ts';
import { UploadResponseError } from '../../../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  created,
  recording,
  refreshed,
  statusFailed,
  statusProcessing,
  statusWaitingProvider,
  quietUploadMachine,
} from '../../../../model/uploads/upload-fixtures.ts';

/** The machine with a transfer that records each input it was started with. */
function recordingTransfers() {
  const inputs: TransferInput[] = [];
  const machine = quietUploadMachine.provide({
    actors: {
      transferFile: fromCallback<{ type: string }, TransferInput>(({ input }) => {
        inputs.push(input);
      }),
    },
  });
  return { machine, inputs };
}

const started: UploadContext = { ...initialUploadContext, file: recording, title: 'Reunião Acme' };
const withUpload: UploadContext = { ...started, meetingId: created.meetingId, uploadUrl: created.uploadUrl };

type StateValue = Parameters<typeof quietUploadMachine.resolveState>[0]['value'];
function startIn(value: StateValue, context: UploadContext) {
  return createActor(quietUploadMachine, {
    snapshot: quietUploadMachine.resolveState({ value, context }),
  }).start();
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
      fileName: 'reuniao-acme.wav',
      contentType: 'audio/wav',
      sizeBytes: 2048,
      title: 'Reunião Acme',
    });
  });

  it('creating -> uploading with the meeting id and the signed URL', () => {
    const actor = startIn('creating', started);
    sendDone(actor, 'createUpload', created);
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({
      meetingId: 'meeting-up-1',
      uploadUrl: created.uploadUrl,
    });
  });

  it('uploading keeps progress and gives percentage, speed and time left', () => {
    const actor = startIn('uploading', withUpload);
    actor.send({
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
    const actor = startIn('uploading', { ...withUpload, resumeFrom: 1024 });
    actor.send({
      type: 'transfer.progress',
      progress: { loaded: 1536, total: 2048, sentBytes: 512, elapsedMs: 1000 },
    });
    expect(selectTransfer(actor.getSnapshot())).toMatchObject({
      percent: 75,
      bytesPerSecond: 512,
      secondsLeft: 1,
    });
  });

  it('the first transfer starts at byte 0 with nothing measured yet', () => {
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, {
      snapshot: machine.resolveState({ value: 'creating', context: started }),
    }).start();
    sendDone(actor, 'createUpload', created);
    expect(inputs).toEqual([
      {
        meetingId: created.meetingId,
        url: created.uploadUrl,
        file: recording,
        contentType: 'audio/wav',
        from: 0,
        measured: { sentBytes: 0, elapsedMs: 0 },
        partSizeBytes: null,
        storedParts: [],
      },
    ]);
  });

  it('uploading -> updatingStatus -> processing -> polling -> done', () => {
    const actor = startIn('uploading', withUpload);
    actor.send({ type: 'transfer.completed' });
    expect(actor.getSnapshot().value).toBe('updatingStatus');
    expect(selectTransfer(actor.getSnapshot())?.percent).toBe(100);
    sendDone(actor, 'markUploaded', { uploadStatus: 'uploaded' });
    expect(actor.getSnapshot().value).toBe('processing');
    sendDone(actor, 'processUpload', undefined);
    expect(actor.getSnapshot().value).toEqual({ polling: 'checking' });
    sendDone(actor, 'getUploadStatus', statusProcessing);
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    // The named delay elapses: the model-based test drives timers the same way.
    (actor as AnyActorRef).send({ type: 'xstate.after.statusPollInterval.upload.polling.waiting' });
    expect(actor.getSnapshot().value).toEqual({ polling: 'checking' });
    sendDone(actor, 'getUploadStatus', statusWaitingProvider);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.status?.transcriptionStatus).toBe('waiting_provider');
    expect(selectSteps(actor.getSnapshot()).every(({ state }) => state === 'done')).toBe(true);
  });
});

describe('upload: an expired URL', () => {
  it('uploading -> refreshingUrl on 403 -> resuming -> uploading from the bytes the server has', () => {
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, {
      snapshot: machine.resolveState({
        value: 'uploading',
        context: { ...withUpload, progress: { loaded: 1500, total: 2048, sentBytes: 1500, elapsedMs: 3000 } },
      }),
    }).start();
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024 });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
    expect(selectSteps(actor.getSnapshot()).find(({ state }) => state === 'active')?.step).toBe('uploading');
    sendDone(actor, 'refreshUploadUrl', refreshed);
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().hasTag('transfer')).toBe(true);
    sendDone(actor, 'getBytesReceived', { bytesReceived: 1024, storedParts: [] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({
      uploadUrl: refreshed.uploadUrl,
      urlRefreshes: 1,
      resumeFrom: 1024,
      // The refused chunk's bytes are not on the server: the bar shows what is.
      progress: { loaded: 1024, sentBytes: 1500, elapsedMs: 3000 },
    });
    expect(selectTransfer(actor.getSnapshot())?.percent).toBe(50);
    expect(inputs.at(-1)).toEqual({
      meetingId: created.meetingId,
      url: refreshed.uploadUrl,
      file: recording,
      contentType: 'audio/wav',
      from: 1024,
      measured: { sentBytes: 1500, elapsedMs: 3000 },
      partSizeBytes: null,
      storedParts: [],
    });
  });

  it('a stored chunk resets the refresh count: a long upload may refresh its URL many times', () => {
    const actor = startIn('uploading', { ...withUpload, urlRefreshes: maxUrlRefreshes });
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024 });
    expect(actor.getSnapshot().context).toMatchObject({ urlRefreshes: 0, resumeFrom: 1024 });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
  });

  it(`fails after ${maxUrlRefreshes} refreshes in a row instead of looping`, () => {
    const actor = startIn('uploading', { ...withUpload, urlRefreshes: maxUrlRefreshes });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.expiredRepeatedly');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
    expect(actor.getSnapshot().context.urlRefreshes).toBe(0);
  });
});

describe('upload: straight to an S3 bucket in parts', () => {
  const toBucket = { ...created, partSizeBytes: 1024 };

  it('the create answer with partSizeBytes sends the file in parts; stored parts are counted', () => {
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, {
      snapshot: machine.resolveState({ value: 'creating', context: started }),
    }).start();
    sendDone(actor, 'createUpload', toBucket);
    expect(inputs.at(-1)).toMatchObject({
      meetingId: toBucket.meetingId,
      url: toBucket.uploadUrl,
      partSizeBytes: 1024,
      storedParts: [],
      from: 0,
    });
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024, partNumber: 1 });
    expect(actor.getSnapshot().context).toMatchObject({ resumeFrom: 1024, storedParts: [1] });
    actor.send({ type: 'transfer.completed' });
    expect(actor.getSnapshot().value).toBe('updatingStatus');
  });

  it('a part URL that expired: fresh URLs, then the parts the bucket holds are skipped', () => {
    let resumeInput: unknown;
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(
      machine.provide({
        actors: {
          getBytesReceived: fromPromise(async ({ input }) => {
            resumeInput = input;
            return new Promise<never>(() => {});
          }),
        },
      }),
      {
        snapshot: machine.resolveState({
          value: 'uploading',
          context: { ...withUpload, partSizeBytes: 1024, storedParts: [1], resumeFrom: 1024 },
        }),
      },
    ).start();
    actor.send({ type: 'transfer.expired' });
    sendDone(actor, 'refreshUploadUrl', refreshed);
    expect(resumeInput).toEqual({ meetingId: created.meetingId, toBucket: true });
    sendDone(actor, 'getBytesReceived', { bytesReceived: 1024, storedParts: [1] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(inputs.at(-1)).toMatchObject({ url: refreshed.uploadUrl, partSizeBytes: 1024, storedParts: [1] });
  });

  it('cancelled, the upload forgets its parts: a retry creates a new upload', () => {
    const actor = startIn('cancelling', { ...withUpload, partSizeBytes: 1024, storedParts: [1, 2] });
    sendDone(actor, 'markCancelled', { uploadStatus: 'cancelled' });
    expect(actor.getSnapshot().context).toMatchObject({
      partSizeBytes: null,
      storedParts: [],
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
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, {
      snapshot: machine.resolveState({ value: 'uploading', context: withUpload }),
    }).start();
    actor.send({ type: 'transfer.failed', error: new HttpError('FETCH_ERROR', 'Failed to fetch') });
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.network');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('resuming');
    sendDone(actor, 'getBytesReceived', { bytesReceived: 700, storedParts: [] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(inputs.at(-1)).toMatchObject({ url: created.uploadUrl, from: 700 });
  });

  it('reading bytesReceived fails at resuming; retry reads it again', () => {
    const actor = startIn('resuming', withUpload);
    sendError(actor, 'getBytesReceived', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectSteps(actor.getSnapshot()).find(({ state }) => state === 'failed')?.step).toBe('uploading');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('resuming');
  });

  it.each([
    ['uploading', 'transfer', 'resuming'],
    ['updatingStatus', 'markUploaded', 'updatingStatus'],
    ['processing', 'processUpload', 'processing'],
  ] as const)('%s fails and upload.retry returns to it', (state, actorId, retried) => {
    const actor = startIn(state, withUpload);
    if (actorId === 'transfer')
      actor.send({ type: 'transfer.failed', error: new HttpError('FETCH_ERROR', 'x') });
    else sendError(actor, actorId, new HttpError(500, 'boom'));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectSteps(actor.getSnapshot()).find((step) => step.state === 'failed')?.step).toBe(
      state === 'uploading' ? 'uploading' : state,
    );
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe(retried);
  });

  it('a failed server pipeline fails at processing; retry processes again', () => {
    const actor = startIn({ polling: 'checking' }, withUpload);
    sendDone(actor, 'getUploadStatus', statusFailed);
    expect(actor.getSnapshot().context.failure?.key).toBe('upload:errors.processingFailed');
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toBe('processing');
  });

  it('a polling request that fails retries polling', () => {
    const actor = startIn({ polling: 'checking' }, withUpload);
    sendError(actor, 'getUploadStatus', new HttpError('TIMEOUT_ERROR', 'timeout'));
    expect(actor.getSnapshot().context.failure).toMatchObject({
      key: 'upload:errors.network',
      status: 'TIMEOUT_ERROR',
    });
    actor.send({ type: 'upload.retry' });
    expect(actor.getSnapshot().value).toEqual({ polling: 'checking' });
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

  it.each(['uploading', 'refreshingUrl', 'resuming', 'updatingStatus', 'processing'] as const)(
    'cancel while %s tells the server, then forgets the upload',
    (state) => {
      const actor = startIn(state, withUpload);
      actor.send({ type: 'upload.cancel' });
      expect(actor.getSnapshot().value).toBe('cancelling');
      sendDone(actor, 'markCancelled', { uploadStatus: 'cancelled' });
      expect(actor.getSnapshot().value).toBe('cancelled');
      expect(actor.getSnapshot().context).toMatchObject({
        meetingId: null,
        uploadUrl: null,
        resumeFrom: 0,
        file: recording,
      });
    },
  );

  it('a cancel the server refuses still ends cancelled, with the failure kept', () => {
    const actor = startIn('cancelling', withUpload);
    sendError(actor, 'markCancelled', new HttpError('FETCH_ERROR', 'Failed to fetch'));
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
