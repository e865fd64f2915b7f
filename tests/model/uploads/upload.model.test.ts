import { expect, it } from 'vitest';
import type { uploadActors } from '../../../src/machines/uploads/upload/actors.ts';
import { uploadMachine } from '../../../src/machines/uploads/upload/upload.machine.ts';
import { UploadResponseError } from '../../../src/services/uploads/uploads.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';
import {
  created,
  recording,
  refreshed,
  statusCancelled,
  statusFailed,
  statusProcessing,
  statusWaitingProvider,
  quietUploadMachine,
} from './upload-fixtures.ts';

const network = new HttpError('FETCH_ERROR', 'Failed to fetch');

const fixtures = {
  createUpload: { done: [created], error: [new UploadResponseError('invalidFormat'), network] },
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
  markUploaded: { done: [{ uploadStatus: 'uploaded' }], error: [new HttpError(500, 'boom')] },
  processUpload: { done: [undefined], error: [new UploadResponseError('empty')] },
  getUploadStatus: {
    done: [statusProcessing, statusWaitingProvider, statusFailed, statusCancelled],
    error: [network],
  },
  markCancelled: { done: [{ uploadStatus: 'cancelled' }], error: [network] },
} satisfies ActorFixtures<typeof uploadActors>;

it('upload: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'upload',
    machine: uploadMachine,
    sut: quietUploadMachine,
    userEvents: [
      { type: 'upload.start', file: recording, title: 'Reunião Acme' },
      { type: 'upload.cancel' },
      { type: 'upload.retry' },
      { type: 'upload.reset' },
      { type: 'transfer.progress', progress: { loaded: 1024, total: 2048, sentBytes: 1024, elapsedMs: 500 } },
      { type: 'transfer.chunkStored', bytesReceived: 1024 },
      { type: 'transfer.completed' },
      { type: 'transfer.expired' },
      { type: 'transfer.failed', error: network },
    ],
    fixtures,
    invariants: {
      creating: (actual) => expect(actual.hasTag('busy')).toBe(true),
      uploading: (actual) => {
        expect(actual.hasTag('transfer')).toBe(true);
        expect(actual.context.uploadUrl).not.toBeNull();
      },
      resuming: (actual) => {
        expect(actual.hasTag('transfer')).toBe(true);
        expect(actual.context.meetingId).not.toBeNull();
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
    },
  });
}, 60_000);
