import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../server/config.ts';
import { createSecretBox, SecretBoxError } from '../../../server/crypto/secret-box.ts';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'secret-box-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const flipOneByte = (sealed: string, partIndex: number) => {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[partIndex] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[partIndex] = bytes.toString('base64url');
  return parts.join('.');
};

describe('secret box (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time and a versioned format', async () => {
    const box = createSecretBox({ secretsKey: randomBytes(32), dataDir: await freshDir() });
    const first = await box.seal('pat-na1-chave-secreta', 'crm:hubspot:u1');
    const second = await box.seal('pat-na1-chave-secreta', 'crm:hubspot:u1');
    expect(first).toMatch(/^v1\.[\w-]{8}\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('chave');
    expect(await box.open(first, 'crm:hubspot:u1')).toBe('pat-na1-chave-secreta');
    expect(await box.open(await box.seal('', 'x'), 'x')).toBe('');
    expect(await box.open(await box.seal('ção ✓'))).toBe('ção ✓');
  });

  it('refuses a changed ciphertext, tag or IV, and another context', async () => {
    const box = createSecretBox({ secretsKey: randomBytes(32), dataDir: await freshDir() });
    const sealed = await box.seal('segredo', 'crm:pipedrive:u1');
    for (const part of [2, 3, 4]) {
      await expect(box.open(flipOneByte(sealed, part), 'crm:pipedrive:u1')).rejects.toMatchObject({
        reason: 'tampered',
      });
    }
    await expect(box.open(sealed, 'crm:pipedrive:u2')).rejects.toMatchObject({ reason: 'tampered' });
    await expect(box.open('v2.abc', 'crm:pipedrive:u1')).rejects.toBeInstanceOf(SecretBoxError);
    await expect(box.open('segredo')).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a value sealed with another key', async () => {
    const dataDir = await freshDir();
    const sealed = await createSecretBox({ secretsKey: randomBytes(32), dataDir }).seal('segredo');
    await expect(
      createSecretBox({ secretsKey: randomBytes(32), dataDir }).open(sealed),
    ).rejects.toMatchObject({
      reason: 'otherKey',
    });
    // Same key id but a different key (forged id): still refused, by the tag.
    const forged = sealed.split('.');
    const other = createSecretBox({ secretsKey: randomBytes(32), dataDir });
    const otherId = (await other.seal('x')).split('.')[1] ?? '';
    forged[1] = otherId;
    await expect(other.open(forged.join('.'))).rejects.toMatchObject({ reason: 'tampered' });
  });

  it('without SECRETS_KEY keeps one generated key in the data dir (0600), shared across restarts', async () => {
    const dataDir = await freshDir();
    const sealed = await createSecretBox({ secretsKey: undefined, dataDir }).seal('segredo');
    const keyFile = path.join(dataDir, 'secrets', 'secret-box.key');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'base64')).toHaveLength(32);
    expect(await createSecretBox({ secretsKey: undefined, dataDir }).open(sealed)).toBe('segredo');
  });

  it('reads SECRETS_KEY as base64 of exactly 32 bytes', () => {
    const key = randomBytes(32);
    expect(readServerConfig({ SECRETS_KEY: key.toString('base64') }).secretsKey?.equals(key)).toBe(true);
    expect(readServerConfig({}).secretsKey).toBeUndefined();
    expect(() => readServerConfig({ SECRETS_KEY: randomBytes(16).toString('base64') })).toThrow(/32 bytes/);
  });
});
