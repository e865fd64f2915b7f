import { createActor, fromCallback, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { TransferInput } from '../../../../../src/machines/uploads/upload-transfer/actors.ts';
import {
  maxUrlRefreshes,
  type UploadTransferContext,
  type UploadTransferInput,
} from '../../../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';
import { sendDone, sendError } from '../../../../model/fixtures.ts';
import {
  firstTransfer,
  quietTransferMachine,
  recording,
  refreshed,
} from '../../../../model/uploads/upload-transfer-fixtures.ts';

/** The machine with a transfer that records each input it was started with. */
function recordingTransfers() {
  const inputs: TransferInput[] = [];
  const machine = quietTransferMachine.provide({
    actors: {
      transferFile: fromCallback<{ type: string }, TransferInput>(({ input }) => {
        inputs.push(input);
      }),
    },
  });
  return { machine, inputs };
}

const sending: UploadTransferContext = { ...firstTransfer, urlRefreshes: 0, failedStep: null, failure: null };

type StateValue = Parameters<typeof quietTransferMachine.resolveState>[0]['value'];
function startIn(value: StateValue, context: UploadTransferContext) {
  return createActor(quietTransferMachine, {
    input: context,
    snapshot: quietTransferMachine.resolveState({ value, context }),
  }).start();
}

const startWith = (input: UploadTransferInput) => createActor(quietTransferMachine, { input }).start();

describe('upload transfer: where it starts', () => {
  it('a new upload sends from byte 0 to the URL it was given, with nothing measured yet', () => {
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, { input: firstTransfer }).start();
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(inputs).toEqual([
      {
        meetingId: firstTransfer.meetingId,
        url: firstTransfer.uploadUrl,
        file: recording,
        contentType: 'audio/wav',
        from: 0,
        measured: { sentBytes: 0, elapsedMs: 0 },
        partSizeBytes: null,
        storedParts: [],
      },
    ]);
  });

  it('without a resume point (a retry) it asks the server first', () => {
    expect(startWith({ ...firstTransfer, resumePoint: null }).getSnapshot().value).toBe('resuming');
  });

  it('without a URL (the last one was refused) it gets a fresh one first, then asks the server', () => {
    const actor = startWith({ ...firstTransfer, uploadUrl: null, resumePoint: null });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
    sendDone(actor, 'refreshUploadUrl', refreshed);
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().context).toMatchObject({ uploadUrl: refreshed.uploadUrl, urlRefreshes: 1 });
  });
});

describe('upload transfer: progress', () => {
  it('keeps each progress report and each stored chunk', () => {
    const actor = startIn('uploading', sending);
    const progress = { loaded: 512, total: 2048, sentBytes: 512, elapsedMs: 1000 };
    actor.send({ type: 'transfer.progress', progress });
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024 });
    expect(actor.getSnapshot().context).toMatchObject({
      progress,
      resumePoint: { bytesReceived: 1024, storedParts: [] },
    });
  });

  it('every byte stored: ends stored', () => {
    const actor = startIn('uploading', sending);
    actor.send({ type: 'transfer.completed' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'stored' });
  });
});

describe('upload transfer: an expired URL', () => {
  it('uploading -> refreshingUrl on 403 -> resuming -> uploading from the bytes the server has', () => {
    const { machine, inputs } = recordingTransfers();
    const context = { ...sending, progress: { loaded: 1500, total: 2048, sentBytes: 1500, elapsedMs: 3000 } };
    const actor = createActor(machine, {
      input: context,
      snapshot: machine.resolveState({ value: 'uploading', context }),
    }).start();
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024 });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
    // The refused URL is of no more use.
    expect(actor.getSnapshot().context.uploadUrl).toBeNull();
    sendDone(actor, 'refreshUploadUrl', refreshed);
    expect(actor.getSnapshot().value).toBe('resuming');
    sendDone(actor, 'getBytesReceived', { bytesReceived: 1024, storedParts: [] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({
      uploadUrl: refreshed.uploadUrl,
      urlRefreshes: 1,
      resumePoint: { bytesReceived: 1024, storedParts: [] },
      // The refused chunk's bytes are not on the server: the bar shows what is.
      progress: { loaded: 1024, sentBytes: 1500, elapsedMs: 3000 },
    });
    expect(inputs.at(-1)).toEqual({
      meetingId: firstTransfer.meetingId,
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
    const actor = startIn('uploading', { ...sending, urlRefreshes: maxUrlRefreshes });
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024 });
    expect(actor.getSnapshot().context).toMatchObject({
      urlRefreshes: 0,
      resumePoint: { bytesReceived: 1024, storedParts: [] },
    });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().value).toBe('refreshingUrl');
  });

  it(`fails after ${maxUrlRefreshes} refreshes in a row instead of looping, without the refused URL`, () => {
    const actor = startIn('uploading', { ...sending, urlRefreshes: maxUrlRefreshes });
    actor.send({ type: 'transfer.expired' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'refreshingUrl',
      failure: { key: 'upload:errors.expiredRepeatedly' },
      uploadUrl: null,
    });
  });
});

describe('upload transfer: straight to an S3 bucket in parts', () => {
  const toBucket: UploadTransferInput = { ...firstTransfer, partSizeBytes: 1024 };

  it('with partSizeBytes the file goes in parts; stored parts are counted', () => {
    const { machine, inputs } = recordingTransfers();
    const actor = createActor(machine, { input: toBucket }).start();
    expect(inputs.at(-1)).toMatchObject({
      meetingId: toBucket.meetingId,
      url: toBucket.uploadUrl,
      partSizeBytes: 1024,
      storedParts: [],
      from: 0,
    });
    actor.send({ type: 'transfer.chunkStored', bytesReceived: 1024, partNumber: 1 });
    expect(actor.getSnapshot().context.resumePoint).toEqual({ bytesReceived: 1024, storedParts: [1] });
    actor.send({ type: 'transfer.completed' });
    expect(actor.getSnapshot().output).toEqual({ outcome: 'stored' });
  });

  it('a part URL that expired: fresh URLs, then the parts the bucket holds are skipped', () => {
    let resumeInput: unknown;
    const { machine, inputs } = recordingTransfers();
    const context = {
      ...sending,
      partSizeBytes: 1024,
      resumePoint: { bytesReceived: 1024, storedParts: [1] },
    };
    const actor = createActor(
      machine.provide({
        actors: {
          getBytesReceived: fromPromise(async ({ input }) => {
            resumeInput = input;
            return new Promise<never>(() => {});
          }),
        },
      }),
      { input: context, snapshot: machine.resolveState({ value: 'uploading', context }) },
    ).start();
    actor.send({ type: 'transfer.expired' });
    sendDone(actor, 'refreshUploadUrl', refreshed);
    expect(resumeInput).toEqual({ meetingId: firstTransfer.meetingId, toBucket: true });
    sendDone(actor, 'getBytesReceived', { bytesReceived: 1024, storedParts: [1] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(inputs.at(-1)).toMatchObject({
      url: refreshed.uploadUrl,
      partSizeBytes: 1024,
      storedParts: [1],
      from: 1024,
    });
  });
});

describe('upload transfer: failures end it with the step, the reason and the URL in hand', () => {
  it('a chunk lost on the network fails at uploading, keeping the URL', () => {
    const actor = startIn('uploading', sending);
    actor.send({ type: 'transfer.failed', error: new HttpError('FETCH_ERROR', 'Failed to fetch') });
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'uploading',
      failure: { key: 'upload:errors.network' },
      uploadUrl: firstTransfer.uploadUrl,
    });
  });

  it('a transfer actor that breaks fails at uploading too', () => {
    const actor = startIn('uploading', sending);
    sendError(actor, 'transferFile', new Error('boom'));
    expect(actor.getSnapshot().output).toMatchObject({ outcome: 'failed', step: 'uploading' });
  });

  it('a refresh that fails leaves no URL: the next transfer asks for one first', () => {
    const actor = startIn('refreshingUrl', { ...sending, uploadUrl: null });
    sendError(actor, 'refreshUploadUrl', new HttpError(500, 'boom'));
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'refreshingUrl',
      uploadUrl: null,
    });
  });

  it('reading bytesReceived fails at resuming, keeping the fresh URL', () => {
    const actor = startIn('resuming', { ...sending, uploadUrl: refreshed.uploadUrl, resumePoint: null });
    sendError(actor, 'getBytesReceived', new HttpError('FETCH_ERROR', 'Failed to fetch'));
    expect(actor.getSnapshot().output).toMatchObject({
      outcome: 'failed',
      step: 'resuming',
      failure: { key: 'upload:errors.network' },
      uploadUrl: refreshed.uploadUrl,
    });
  });
});
