import { expect, it } from 'vitest';
import type { uploadProcessingActors } from '../../../src/machines/uploads/upload-processing/actors.ts';
import type { UploadProcessingContext } from '../../../src/machines/uploads/upload-processing/upload-processing.machine.ts';
import { UploadResponseError } from '../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { loosely, runModel, type ActorFixtures } from '../support/model-run.ts';
import {
  firstProcessing,
  polledStatuses,
  quietProcessingMachine,
  statusCancelled,
  statusWaitingProvider,
} from './upload-processing-fixtures.ts';

const network = new HttpError('FETCH_ERROR', 'Failed to fetch');

const fixtures = {
  markUploaded: { done: [{ uploadStatus: 'uploaded' }], error: [new HttpError(500, 'boom')] },
  processUpload: { done: [undefined], error: [new UploadResponseError('empty')] },
  getUploadStatus: {
    done: polledStatuses,
    error: [network],
  },
} satisfies ActorFixtures<typeof uploadProcessingActors>;

// The shared runner builds the model without input: the same machine, a new upload's input resolved into the
// context (where else it starts, a retry's, is the transition tests' to pin: `starting` is a choice).
const initialContext: UploadProcessingContext = { ...firstProcessing, failedStep: null, failure: null };
const modelled = loosely(quietProcessingMachine, initialContext);

it('uploadProcessing: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'uploadProcessing',
    machine: modelled,
    sut: modelled,
    userEvents: [],
    fixtures,
    invariants: {
      done: (actual) => expect(actual.output).toEqual({ outcome: 'done', status: statusWaitingProvider }),
      cancelled: (actual) => expect(actual.output).toEqual({ outcome: 'cancelled', status: statusCancelled }),
      failed: (actual) => {
        expect(actual.output).toMatchObject({ outcome: 'failed', step: actual.context.failedStep });
        expect(actual.context.failure).not.toBeNull();
      },
    },
  });
}, 60_000);
