import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { parseByteRange, parseContentRange } from '../../../server/providers/media/byte-range.ts';
import { createUrlSigner } from '../../../server/providers/media/signing.ts';

test('Range headers: closed, open, suffix, clamped, unsatisfiable and ignored forms', () => {
  expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
  expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
  expect(parseByteRange('bytes=0-1,5-9', 1000)).toBeUndefined();
  expect(parseByteRange('items=0-1', 1000)).toBeUndefined();
  expect(parseByteRange(undefined, 1000)).toBeUndefined();
  expect(parseContentRange('bytes 10-19/100')).toEqual({ start: 10, end: 19, total: 100 });
  expect(parseContentRange('bytes */100')).toBeUndefined();
});

test('signatures bind purpose, meeting, kind and expiry; the key persists under DATA_DIR', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pauta-signing-'));
  try {
    const signer = createUrlSigner(dataDir);
    const upload = { purpose: 'upload', meetingId: 'm1' } as const;
    const signed = await signer.sign(upload, 60);
    expect(await signer.verify(upload, signed)).toBe('ok');
    expect(await createUrlSigner(dataDir).verify(upload, signed)).toBe('ok');
    expect(await signer.verify({ purpose: 'upload', meetingId: 'm2' }, signed)).toBe('invalid');
    expect(await signer.verify({ purpose: 'media', meetingId: 'm1', kind: 'video' }, signed)).toBe('invalid');
    expect(await signer.verify(upload, { ...signed, expires: String(Number(signed.expires) + 1) })).toBe(
      'invalid',
    );
    expect(await signer.verify(upload, { expires: signed.expires })).toBe('invalid');
    expect(await signer.verify(upload, signed, Date.now() + 61_000)).toBe('expired');
    const otherInstallation = await mkdtemp(path.join(tmpdir(), 'pauta-signing-'));
    expect(await createUrlSigner(otherInstallation).verify(upload, signed)).toBe('invalid');
    await rm(otherInstallation, { recursive: true, force: true });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
