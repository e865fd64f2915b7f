import { createActor, createMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  uploadTransferActors,
  type TransferInput,
} from '../../../../../src/machines/uploads/upload-transfer/actors.ts';
import type { PartsTransferRequest } from '../../../../../src/services/uploads/upload-parts-transfer.ts';
import { HttpError } from '../../../../../src/services/http-error.ts';

const calls = vi.hoisted(() => ({
  requests: [] as PartsTransferRequest[],
  signed: [] as Array<[string, number[]]>,
  recorded: [] as Array<[string, number, string]>,
  outcome: { error: undefined as unknown },
}));

vi.mock('../../../../../src/services/uploads/upload-parts-transfer.ts', () => ({
  putFileInParts: async (request: PartsTransferRequest) => {
    calls.requests.push(request);
    await request.signParts([2], undefined);
    await request.recordPart(2, '"e2"', undefined);
    request.onPartStored?.(2, 2048);
    if (calls.outcome.error) throw calls.outcome.error;
  },
}));
vi.mock('../../../../../src/services/uploads/upload-parts.ts', () => ({
  signUploadParts: async (meetingId: string, partNumbers: number[]) => {
    calls.signed.push([meetingId, partNumbers]);
    return new Map();
  },
  recordUploadPart: async (meetingId: string, partNumber: number, etag: string) => {
    calls.recorded.push([meetingId, partNumber, etag]);
  },
  getUploadParts: async () => ({
    partSizeBytes: 1024,
    parts: [{ partNumber: 1, sizeBytes: 1024 }],
    bytesReceived: 1024,
  }),
}));

const input: TransferInput = {
  meetingId: 'm1',
  url: 'https://bucket.example/m1?partNumber=1',
  file: new Blob([new Uint8Array(2048)]),
  contentType: 'audio/wav',
  from: 1024,
  measured: { sentBytes: 10, elapsedMs: 100 },
  partSizeBytes: 1024,
  storedParts: [1],
};

/** Runs the transfer actor under a parent that keeps every event it reports. */
function runTransfer() {
  const events: Array<{ type: string }> = [];
  const parent = createMachine({
    invoke: { src: uploadTransferActors.transferFile, input },
    on: { '*': { actions: ({ event }) => events.push(event) } },
  });
  createActor(parent).start();
  return events;
}

describe('the transfer actor, straight to a bucket', () => {
  it('sends the missing parts through the part calls of this upload and reports each stored part', async () => {
    const events = runTransfer();
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'transfer.completed' }));
    expect(calls.requests[0]).toMatchObject({
      partSizeBytes: 1024,
      storedParts: [1],
      firstPartUrl: input.url,
    });
    expect(calls.signed).toEqual([['m1', [2]]]);
    expect(calls.recorded).toEqual([['m1', 2, '"e2"']]);
    expect(events).toContainEqual({ type: 'transfer.chunkStored', bytesReceived: 2048, partNumber: 2 });
  });

  it('a part URL refused with 403 is an expired URL', async () => {
    calls.outcome.error = new HttpError(403, 'Request has expired');
    const events = runTransfer();
    await vi.waitFor(() => expect(events.at(-1)).toEqual({ type: 'transfer.expired' }));
    calls.outcome.error = undefined;
  });

  it('resuming reads the parts the bucket holds', async () => {
    const actor = createActor(uploadTransferActors.getBytesReceived, {
      input: { meetingId: 'm1', toBucket: true },
    });
    actor.start();
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ bytesReceived: 1024, storedParts: [1] });
  });
});
