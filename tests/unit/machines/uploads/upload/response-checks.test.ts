import { beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({
  getJson: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
  sendJson: vi.fn<(...args: unknown[]) => Promise<unknown>>(),
}));
vi.mock('../../../../../src/services/http.ts', () => ({ http }));

const uploads = await import('../../../../../src/services/uploads/uploads.ts');

const url = 'http://localhost:4173/api/upload/m-1/file?signature=abc';

describe('upload response checks (spec section 5)', () => {
  beforeEach(() => {
    http.getJson.mockReset();
    http.sendJson.mockReset();
  });

  it('create without meetingId or uploadUrl: "Invalid response format from server"', async () => {
    http.sendJson.mockResolvedValueOnce({ uploadUrl: url });
    await expect(
      uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' }),
    ).rejects.toThrow('Invalid response format from server');
    http.sendJson.mockResolvedValueOnce({ meetingId: 'm-1' });
    await expect(
      uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' }),
    ).rejects.toMatchObject({ name: 'UploadResponseError', check: 'invalidFormat' });
  });

  it('create with an empty answer: "Empty response from server"', async () => {
    http.sendJson.mockResolvedValueOnce(undefined);
    await expect(
      uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' }),
    ).rejects.toThrow('Empty response from server');
  });

  it('create with both fields passes the schema', async () => {
    const answer = {
      meetingId: 'm-1',
      uploadUrl: url,
      uploadStatus: 'pending',
      expiresAt: '2026-03-02T13:00:00.000Z',
    };
    http.sendJson.mockResolvedValueOnce(answer);
    await expect(
      uploads.createUpload({ fileName: 'a.wav', contentType: 'audio/wav', sizeBytes: 1, title: 't' }),
    ).resolves.toEqual(answer);
  });

  it('refresh must carry uploadUrl', async () => {
    http.getJson.mockResolvedValueOnce({ expiresAt: '2026-03-02T13:00:00.000Z' });
    await expect(uploads.refreshUploadUrl('m-1')).rejects.toThrow('Invalid response format from server');
  });

  it('status update must carry uploadStatus', async () => {
    http.sendJson.mockResolvedValueOnce({ ok: true });
    await expect(uploads.updateUploadStatus('m-1', 'uploaded')).rejects.toThrow(
      'Invalid response format from server',
    );
    expect(http.sendJson).toHaveBeenCalledWith(
      'POST',
      'upload/m-1/update-status',
      { status: 'uploaded' },
      expect.anything(),
      {
        signal: undefined,
      },
    );
  });

  it('process must be non-empty', async () => {
    http.sendJson.mockResolvedValueOnce(undefined);
    await expect(uploads.processUpload('m-1')).rejects.toThrow('Empty response from server');
    http.sendJson.mockResolvedValueOnce({ meetingId: 'm-1', uploadStatus: 'processing' });
    await expect(uploads.processUpload('m-1')).resolves.toBeUndefined();
  });
});
