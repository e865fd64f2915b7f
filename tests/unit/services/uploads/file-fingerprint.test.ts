import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileFingerprint } from '../../../../src/services/uploads/file-fingerprint.ts';
import { mismatchOf } from '../../../../src/machines/uploads/upload/resume-check.ts';
import { interrupted } from '../../../model/uploads/upload-fixtures.ts';

const bytes = (size: number, seed: number) => Uint8Array.from({ length: size }, (_, i) => (i * seed) % 251);
const sha256 = (...parts: Uint8Array[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

describe('file fingerprint (Web Crypto SHA-256 of size, first and last chunks)', () => {
  it('hashes the size, the first chunk and the last chunk of a large file', async () => {
    const content = bytes(100, 7);
    const fingerprint = await fileFingerprint(new Blob([content]), 16);
    expect(fingerprint).toBe(
      sha256(new TextEncoder().encode('100:'), content.subarray(0, 16), content.subarray(84)),
    );
  });

  it('a small file is hashed once, whole; the middle of a large one does not count', async () => {
    const small = bytes(10, 3);
    expect(await fileFingerprint(new Blob([small]), 16)).toBe(sha256(new TextEncoder().encode('10:'), small));
    const a = bytes(100, 7);
    const b = Uint8Array.from(a);
    b[50] = (b[50] ?? 0) + 1;
    expect(await fileFingerprint(new Blob([a]), 16)).toBe(await fileFingerprint(new Blob([b]), 16));
    b[99] = (b[99] ?? 0) + 1;
    expect(await fileFingerprint(new Blob([a]), 16)).not.toBe(await fileFingerprint(new Blob([b]), 16));
  });
});

describe('the file chosen to resume', () => {
  const same = {
    name: interrupted.fileName,
    size: interrupted.sizeBytes,
    fingerprint: interrupted.fingerprint,
  };
  it('is the same when name, size and fingerprint match', () => {
    expect(mismatchOf(same, interrupted)).toBeNull();
  });
  it('names the first fact that differs: name, then size, then content', () => {
    expect(mismatchOf({ ...same, name: 'outra.wav', size: 1 }, interrupted)).toBe('name');
    expect(mismatchOf({ ...same, size: 1 }, interrupted)).toBe('size');
    expect(mismatchOf({ ...same, fingerprint: 'cd'.repeat(32) }, interrupted)).toBe('content');
  });
  it('an upload without a fingerprint is checked by name and size alone', () => {
    expect(mismatchOf({ ...same, fingerprint: null }, { ...interrupted, fingerprint: null })).toBeNull();
  });
});
