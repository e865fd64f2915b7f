import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { installationSecretsKey } from '../../../server/crypto/installation-key.ts';
import type { Database } from '../../../server/db/database.ts';
import { runMigrations } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open.ts';
import { loadOrCreateTlsCertificate } from '../../../server/identity/hosted-ui/tls-certificate.ts';
import { createUrlSigner } from '../../../server/providers/media/signing.ts';
import { emptyPglite } from '../support/databases.ts';

let db: Database;
const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'pauta-shared-secrets-'));
  dirs.push(dir);
  return dir;
};
beforeAll(async () => {
  db = await openDatabase(await emptyPglite());
  await runMigrations(db);
});
afterAll(async () => {
  await db.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const media = { purpose: 'media', meetingId: 'meeting-1', kind: 'video' } as const;

test('with one SECRETS_KEY, a URL one server signs another accepts, whatever their data dirs', async () => {
  const secretsKey = randomBytes(32);
  const signed = await createUrlSigner(await freshDir(), secretsKey).sign(media, 60);
  expect(await createUrlSigner(await freshDir(), secretsKey).verify(media, signed)).toBe('ok');
  expect(await createUrlSigner(await freshDir(), randomBytes(32)).verify(media, signed)).toBe('invalid');
});

test('without SECRETS_KEY, every server of the database reads the first one’s key, the key its data dir held', async () => {
  const firstDir = await freshDir();
  const held = randomBytes(32);
  await mkdir(path.join(firstDir, 'secrets'));
  await writeFile(path.join(firstDir, 'secrets', 'secret-box.key'), held.toString('base64'));
  const first = await installationSecretsKey(db, firstDir);
  expect(first.equals(held)).toBe(true);
  expect((await installationSecretsKey(db, await freshDir())).equals(held)).toBe(true);
});

test('TLS_CERT_FILE and TLS_KEY_FILE are served as given', async () => {
  const dir = await freshDir();
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  await writeFile(certFile, 'CERTIFICATE');
  await writeFile(keyFile, 'KEY');
  expect(await loadOrCreateTlsCertificate(await freshDir(), { certFile, keyFile })).toEqual({
    cert: 'CERTIFICATE',
    key: 'KEY',
    certPath: certFile,
  });
});
