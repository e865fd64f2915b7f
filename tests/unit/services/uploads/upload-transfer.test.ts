import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../src/services/http-error.ts';
import {
  chunkRanges,
  contentRangeOf,
  putFileInChunks,
  uploadChunkBytes,
  type TransferProgress,
} from '../../../../src/services/uploads/upload-transfer.ts';
import { putFileInParts, partsSignedAtOnce } from '../../../../src/services/uploads/upload-parts-transfer.ts';

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
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
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

describe('putFileInParts (straight to an S3 bucket)', () => {
  /** A bucket answers a stored part with its ETag. */
  const storedWith = (put: FakeXhr, etag: string) => {
    put.responseHeaders = { etag };
    put.answer(200);
  };

  function parts(overrides: Partial<Parameters<typeof putFileInParts>[0]> = {}) {
    const signed: number[][] = [];
    const recorded: Array<[number, string]> = [];
    const progress: TransferProgress[] = [];
    const stored: Array<[number, number]> = [];
    const done = putFileInParts({
      file,
      partSizeBytes: 4,
      storedParts: [],
      signParts: async (partNumbers) => {
        signed.push(partNumbers);
        return new Map(
          partNumbers.map((n) => [n, `https://bucket.example/m1?partNumber=${n}&sig=${signed.length}`]),
        );
      },
      recordPart: async (partNumber, etag) => {
        recorded.push([partNumber, etag]);
      },
      onProgress: (value) => progress.push(value),
      onPartStored: (partNumber, bytes) => stored.push([partNumber, bytes]),
      ...overrides,
    });
    return { done, signed, recorded, progress, stored };
  }

  it('PUTs each part to its presigned URL (part 1 to the URL in hand), with no header, and records its ETag', async () => {
    const run = parts({ firstPartUrl: 'https://bucket.example/m1?partNumber=1&sig=create' });
    const first = await nextPut(1);
    expect(first.url).toBe('https://bucket.example/m1?partNumber=1&sig=create');
    expect(first.headers).toEqual({});
    expect(first.body?.size).toBe(4);
    storedWith(first, '"e1"');
    const second = await nextPut(2);
    expect(second.url).toBe('https://bucket.example/m1?partNumber=2&sig=1');
    storedWith(second, '"e2"');
    const third = await nextPut(3);
    expect(third.body?.size).toBe(2);
    storedWith(third, '"e3"');
    await expect(run.done).resolves.toBeUndefined();
    expect(run.signed).toEqual([[2, 3]]);
    expect(run.recorded).toEqual([
      [1, '"e1"'],
      [2, '"e2"'],
      [3, '"e3"'],
    ]);
    expect(run.stored).toEqual([
      [1, 4],
      [2, 8],
      [3, 10],
    ]);
  });

  it('resumes: parts the bucket holds are skipped and count as loaded', async () => {
    const run = parts({ storedParts: [1, 2] });
    const last = await nextPut(1);
    expect(last.url).toContain('partNumber=3');
    last.progress(1);
    expect(run.progress.at(-1)).toMatchObject({ loaded: 9, total: 10, sentBytes: 1 });
    storedWith(last, '"e3"');
    await run.done;
    expect(run.signed).toEqual([[3]]);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it(`signs at most ${partsSignedAtOnce} parts per request`, async () => {
    const big = new Blob([new Uint8Array(4 * (partsSignedAtOnce + 2))]);
    const run = parts({ file: big });
    for (let index = 1; index <= partsSignedAtOnce + 2; index += 1)
      storedWith(await nextPut(index), `"e${index}"`);
    await run.done;
    expect(run.signed.map((batch) => batch.length)).toEqual([partsSignedAtOnce, 2]);
  });

  it('a part refused with 403 (its URL expired) stops the transfer with that status, nothing recorded', async () => {
    const run = parts();
    (await nextPut(1)).answer(403, { message: 'Request has expired' });
    await expect(run.done).rejects.toMatchObject({ status: 403 });
    expect(run.recorded).toEqual([]);
  });

  it("a network error past the URL's expiry is the bucket refusing it without CORS headers: 403", async () => {
    const signedAt = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const presigned = (date: Date) =>
      new Map([[1, `https://bucket.example/m1?X-Amz-Date=${signedAt(date)}&X-Amz-Expires=3&partNumber=1`]]);
    const expired = parts({ signParts: async () => presigned(new Date(Date.now() - 60_000)) });
    (await nextPut(1)).failNetwork();
    await expect(expired.done).rejects.toMatchObject({ status: 403 });

    const valid = parts({ signParts: async () => presigned(new Date()) });
    (await nextPut(2)).failNetwork();
    await expect(valid.done).rejects.toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('a bucket that hides the ETag (CORS without ExposeHeaders) fails clearly', async () => {
    const run = parts();
    (await nextPut(1)).answer(200);
    await expect(run.done).rejects.toThrow(/ETag/);
  });
});
