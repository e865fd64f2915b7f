import { fromCallback, fromPromise } from 'xstate';
import { expect, it } from 'vitest';
import type { uploadTransferActors } from '../../../src/machines/uploads/upload-transfer/actors.ts';
import {
  uploadTransferMachine,
  type UploadTransferContext,
} from '../../../src/machines/uploads/upload-transfer/upload-transfer.machine.ts';
import { UploadResponseError } from '../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import { firstTransfer, recording, refreshed } from './upload-transfer-fixtures.ts';

const network = new HttpError('FETCH_ERROR', 'Failed to fetch');
const never = fromPromise(() => new Promise<never>(() => {}));

const fixtures = {
  // The PUT reports through its own events (transfer.*), never through a done output.
  transferFile: { done: [], error: [network] },
  refreshUploadUrl: { done: [refreshed], error: [new UploadResponseError('invalidFormat')] },
  // Nothing stored yet, and part of the file (chunks to the server, or a bucket's first part).
  getBytesReceived: {
    done: [
      { bytesReceived: 0, storedParts: [] },
      { bytesReceived: 1024, storedParts: [1] },
    ],
    error: [network],
  },
} satisfies ActorFixtures<typeof uploadTransferActors>;

// The shared runner builds the model without input: the same machine, a new upload's input resolved into the
// context (where else it starts, a retry's, is the transition tests' to pin: `starting` is a choice).
const initialContext: UploadTransferContext = {
  ...firstTransfer,
  urlRefreshes: 0,
  failedStep: null,
  failure: null,
};
const modelled = loosely(uploadTransferMachine, initialContext);

it('uploadTransfer: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'uploadTransfer',
    machine: modelled,
    sut: modelled.provide({
      actors: { transferFile: fromCallback(() => {}), refreshUploadUrl: never, getBytesReceived: never },
    }),
    userEvents: [
      { type: 'transfer.progress', progress: { loaded: 1024, total: 2048, sentBytes: 1024, elapsedMs: 500 } },
      { type: 'transfer.chunkStored', bytesReceived: 1024 },
      { type: 'transfer.completed' },
      { type: 'transfer.expired' },
      { type: 'transfer.failed', error: network },
    ],
    fixtures,
    invariants: {
      uploading: (actual) => {
        expect(actual.context.uploadUrl).not.toBeNull();
        expect(actual.context.resumePoint).not.toBeNull();
      },
      // Only a refused URL is refreshed.
      refreshingUrl: (actual) => expect(actual.context.uploadUrl).toBeNull(),
      stored: (actual) => expect(actual.output).toEqual({ outcome: 'stored' }),
      failed: (actual) => {
        expect(actual.output).toMatchObject({ outcome: 'failed', step: actual.context.failedStep });
        expect(actual.context.failure).not.toBeNull();
        // The chosen file is never lost on failure.
        expect(actual.context.file).toBe(recording);
      },
    },
  });
}, 60_000);
