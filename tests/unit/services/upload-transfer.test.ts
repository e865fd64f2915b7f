import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/services/http-error.ts';
import {
  chunkRanges,
  contentRangeOf,
  putFileInChunks,
  uploadChunkBytes,
  type TransferProgress,
} from '../../../src/services/upload-transfer.ts';

/** An XMLHttpRequest the test answers by hand: each PUT waits until the test says how it ends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  private listeners = new Map<string, ((event: unknown) => void)[]>();
  private uploadListeners = new Map<string, ((event: unknown) => void)[]>();
  upload = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      this.uploadListeners.set(type, [...(this.uploadListeners.get(type) ?? []), listener]),
  };
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: Blob) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number) {
    for (const listener of this.uploadListeners.get('progress') ?? []) listener({ loaded });
  }
  answer(status: number, body: unknown = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  failNetwork() {
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({});
  }
}

/** Lets the transfer reach its next PUT (each chunk starts after the previous promise settles). */
const nextPut = async (count: number) => {
  await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(count));
  return FakeXhr.sent[count - 1] as FakeXhr;
};

const file = new Blob([new Uint8Array(10)], { type: 'audio/wav' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chunkRanges', () => {
  it('cuts the file into inclusive ranges of chunkBytes, the last one shorter', () => {
    expect(chunkRanges(10, 0, 4)).toEqual([
      { start: 0, end: 3 },
      { start: 4, end: 7 },
      { start: 8, end: 9 },
    ]);
  });

  it('starts at the resume point, even inside a chunk', () => {
    expect(chunkRanges(10, 5, 4)).toEqual([
      { start: 5, end: 8 },
      { start: 9, end: 9 },
    ]);
  });

  it('has nothing to send when the server has every byte', () => {
    expect(chunkRanges(10, 10, 4)).toEqual([]);
  });

  it('uses 4 MiB chunks by default', () => {
    expect(uploadChunkBytes).toBe(4 * 1024 * 1024);
    expect(chunkRanges(uploadChunkBytes + 1, 0)).toHaveLength(2);
  });

  it('writes the Content-Range header of a chunk', () => {
    expect(contentRangeOf({ start: 4, end: 7 }, 10)).toBe('bytes 4-7/10');
  });
});

describe('putFileInChunks', () => {
  it('PUTs each chunk with its Content-Range and slice, one after the other, to the signed URL', async () => {
    const stored: number[] = [];
    const done = putFileInChunks({
      url: 'http://localhost/api/files/uploads/m1?signature=a',
      file,
      contentType: 'audio/wav',
      from: 0,
      chunkBytes: 4,
      onProgress: () => {},
      onChunkStored: (bytes) => stored.push(bytes),
    });
    for (const [index, range] of ['bytes 0-3/10', 'bytes 4-7/10', 'bytes 8-9/10'].entries()) {
      const put = await nextPut(index + 1);
      expect(put.method).toBe('PUT');
      expect(put.url).toBe('http://localhost/api/files/uploads/m1?signature=a');
      expect(put.headers).toEqual({ 'content-type': 'audio/wav', 'content-range': range });
      expect(put.headers).not.toHaveProperty('authorization');
      expect(put.body?.size).toBe(index === 2 ? 2 : 4);
      put.answer(200);
    }
    await expect(done).resolves.toBeUndefined();
    expect(stored).toEqual([4, 8, 10]);
  });

  it('resumes from `from`: the first PUT starts there, never at byte 0', async () => {
    const done = putFileInChunks({
      url: 'u',
      file,
      contentType: 'audio/wav',
      from: 6,
      chunkBytes: 4,
      onProgress: () => {},
    });
    (await nextPut(1)).answer(200);
    expect(FakeXhr.sent[0]?.headers['content-range']).toBe('bytes 6-9/10');
    await done;
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('reports overall progress: loaded from byte 0, sent bytes and time of this transfer', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const progress: TransferProgress[] = [];
    const done = putFileInChunks({
      url: 'u',
      file,
      contentType: 'audio/wav',
      from: 2,
      chunkBytes: 4,
      onProgress: (value) => progress.push(value),
    });
    const first = await nextPut(1);
    now = 2000;
    first.progress(2);
    first.answer(200);
    const second = await nextPut(2);
    now = 3000;
    second.progress(1);
    expect(progress).toEqual([
      { loaded: 4, total: 10, sentBytes: 2, elapsedMs: 1000 },
      { loaded: 6, total: 10, sentBytes: 4, elapsedMs: 1000 },
      { loaded: 7, total: 10, sentBytes: 5, elapsedMs: 2000 },
    ]);
    second.answer(200);
    await done;
    expect(progress.at(-1)).toMatchObject({ loaded: 10, total: 10, sentBytes: 8 });
  });

  it('stops at a chunk refused with 403 (expired URL) and sends nothing after it', async () => {
    const stored: number[] = [];
    const done = putFileInChunks({
      url: 'u',
      file,
      contentType: 'audio/wav',
      from: 0,
      chunkBytes: 4,
      onProgress: () => {},
      onChunkStored: (bytes) => stored.push(bytes),
    });
    (await nextPut(1)).answer(200);
    (await nextPut(2)).answer(403, { status: 403, title: 'Forbidden', message: 'O link de envio expirou.' });
    const error = await done.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: 'O link de envio expirou.' });
    expect(stored).toEqual([4]);
    expect(FakeXhr.sent).toHaveLength(2);
  });

  it('rejects with FETCH_ERROR when the network drops', async () => {
    const done = putFileInChunks({
      url: 'u',
      file,
      contentType: 'audio/wav',
      from: 0,
      chunkBytes: 4,
      onProgress: () => {},
    });
    (await nextPut(1)).failNetwork();
    await expect(done).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('abort stops the chunk in flight and starts no other', async () => {
    const controller = new AbortController();
    const done = putFileInChunks({
      url: 'u',
      file,
      contentType: 'audio/wav',
      from: 0,
      chunkBytes: 4,
      signal: controller.signal,
      onProgress: () => {},
    });
    const inFlight = await nextPut(1);
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(inFlight.aborted).toBe(true);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('cancelled', 'AbortError'));
    await expect(
      putFileInChunks({
        url: 'u',
        file,
        contentType: 'audio/wav',
        from: 0,
        signal: controller.signal,
        onProgress: () => {},
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(0);
  });
});
