import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({ body: undefined as unknown }));
vi.mock('../../../../src/services/http.ts', () => ({
  http: {
    getJson: vi.fn<() => Promise<unknown>>(async () => answers.body),
    sendJson: vi.fn<() => Promise<unknown>>(async () => answers.body),
  },
}));
vi.mock('../../../../src/services/meetings/meetings.ts', () => ({
  announceMeeting: vi.fn<() => Promise<void>>(async () => {}),
}));

const { createUpload, getUploadStatus, refreshUploadUrl, updateUploadStatus, UploadResponseError } =
  await import('../../../../src/services/uploads/uploads.ts');

const form = { fileName: 'call.mp3', contentType: 'audio/mpeg', sizeBytes: 10, title: 'Call' };
const answer = (body: unknown) => {
  answers.body = body;
};

/** Spec section 5: the fields each upload answer must have, and no more (issue 28). */
describe('upload answers a backend built to the spec gives', () => {
  beforeEach(() => answer(undefined));

  it('a create answer with only meetingId and uploadUrl is taken', async () => {
    answer({ meetingId: 'm1', uploadUrl: 'https://bucket.example/m1' });
    await expect(createUpload(form)).resolves.toEqual({
      meetingId: 'm1',
      uploadUrl: 'https://bucket.example/m1',
    });
  });

  it('a create answer without uploadUrl fails with the spec message, an empty one with its own', async () => {
    answer({ meetingId: 'm1' });
    await expect(createUpload(form)).rejects.toThrow('Invalid response format from server');
    answer('');
    await expect(createUpload(form)).rejects.toThrow('Empty response from server');
    await expect(createUpload(form)).rejects.toBeInstanceOf(UploadResponseError);
  });

  it('a refresh answer with only uploadUrl is taken', async () => {
    answer({ uploadUrl: 'https://bucket.example/m1?again' });
    await expect(refreshUploadUrl('m1')).resolves.toEqual({ uploadUrl: 'https://bucket.example/m1?again' });
  });

  it('a status update answer with only uploadStatus is taken', async () => {
    answer({ uploadStatus: 'uploaded' });
    await expect(updateUploadStatus('m1', 'uploaded')).resolves.toEqual({ uploadStatus: 'uploaded' });
  });

  it('a status answer with only uploadStatus is taken', async () => {
    answer({ uploadStatus: 'processing' });
    await expect(getUploadStatus('m1')).resolves.toEqual({ uploadStatus: 'processing' });
  });
});
