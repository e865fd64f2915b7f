import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets kept at rest (CRM API keys, the webhook signing secret) are sealed with AES-256-GCM: a fresh
 * 12-byte IV per seal and the 16-byte tag, so a changed byte or another key fails to open instead of
 * yielding garbage. The text format is versioned so the scheme can change without guessing:
 *
 *   v1.<key id>.<iv>.<tag>.<ciphertext>   (base64url parts)
 *
 * The key id (a short hash of the key, never the key) tells "sealed with another key" apart from
 * "tampered". `context` is authenticated data: a value sealed for one owner/purpose (e.g.
 * `crm:hubspot:<userId>`) does not open for another, so copying a column between rows gains nothing.
 */
export type SecretBox = {
  seal(plaintext: string, context?: string): Promise<string>;
  /** Throws SecretBoxError when the value is malformed, sealed with another key, or altered. */
  open(sealed: string, context?: string): Promise<string>;
};

export class SecretBoxError extends Error {
  constructor(readonly reason: 'malformed' | 'otherKey' | 'tampered') {
    super(`Secret could not be opened (${reason})`);
    this.name = 'SecretBoxError';
  }
}

const version = 'v1';
const keyFileName = 'secret-box.key';

/**
 * The key is SECRETS_KEY (base64 of 32 bytes) when configured; otherwise one generated on first use
 * under `${dataDir}/secrets/` (mode 0600), so `npm start` works on a fresh machine and values sealed
 * before a restart still open. Moving to SECRETS_KEY later makes old values fail as `otherKey`.
 */
export function createSecretBox(config: { secretsKey: Buffer | undefined; dataDir: string }): SecretBox {
  let key: Promise<Buffer> | undefined;
  const currentKey = () =>
    (key ??= config.secretsKey
      ? Promise.resolve(config.secretsKey)
      : loadOrCreateKey(path.join(config.dataDir, 'secrets')));

  return {
    async seal(plaintext, context = '') {
      const secret = await currentKey();
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', secret, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [version, keyId(secret), ...[iv, cipher.getAuthTag(), ciphertext].map(b64)].join('.');
    },
    async open(sealed, context = '') {
      const parts = sealed.split('.');
      const [format, id, iv, tag, ciphertext] = parts;
      if (parts.length !== 5 || format !== version || !iv || !tag || ciphertext === undefined || !id) {
        throw new SecretBoxError('malformed');
      }
      const secret = await currentKey();
      if (id !== keyId(secret)) throw new SecretBoxError('otherKey');
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== 12 || tagBytes.length !== 16) throw new SecretBoxError('malformed');
      const decipher = createDecipheriv('aes-256-gcm', secret, ivBytes);
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([
          decipher.update(Buffer.from(ciphertext, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretBoxError('tampered');
      }
    },
  };
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** 8 characters of SHA-256 over a domain label and the key: names the key without revealing it. */
const keyId = (secret: Buffer) =>
  createHash('sha256').update('pauta-secret-box-key-id\n').update(secret).digest('base64url').slice(0, 8);

async function loadOrCreateKey(directory: string): Promise<Buffer> {
  const file = path.join(directory, keyFileName);
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // 'wx' fails when another start created the key first; we then read theirs, so one key wins.
  await writeFile(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  const secret = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (secret.length !== 32) throw new Error(`${file} does not hold a base64 32-byte key`);
  return secret;
}
