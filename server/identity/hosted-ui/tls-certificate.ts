import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { loadOrStoreInstallationSecret } from '../../db/installation-secrets.ts';

export type TlsCertificate = { key: string; cert: string; certPath: string };

const validityDays = 825;

/**
 * The hosted UI's certificate: TLS_CERT_FILE and TLS_KEY_FILE when configured (a real certificate, the same
 * files on every server). Otherwise one for localhost, generated on first start and kept under
 * `${dataDir}/tls/` so that a browser exception or NODE_EXTRA_CA_CERTS set once keeps working across
 * restarts; `shareTlsCertificate` then makes every server of the database present the same one.
 */
export async function loadOrCreateTlsCertificate(
  dataDir: string,
  configured?: { certFile: string; keyFile: string },
): Promise<TlsCertificate> {
  if (configured) {
    const [key, cert] = await Promise.all([
      readFile(configured.keyFile, 'utf8'),
      readFile(configured.certFile, 'utf8'),
    ]);
    return { key, cert, certPath: path.resolve(configured.certFile) };
  }
  const { keyPath, certPath } = selfSignedPaths(dataDir);
  const existing = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing) return { key: existing[0], cert: existing[1], certPath };

  // selfsigned (node-forge, about 16 MB of memory once imported) only on the first start of a data directory
  // (issue 29, item 5).
  const { generate } = await import('selfsigned');
  const notBeforeDate = new Date();
  const generated = await generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + validityDays * 24 * 3600 * 1000),
    extensions: [
      // Its own trust anchor: NODE_EXTRA_CA_CERTS takes this very file.
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
          { type: 7, ip: '::1' },
        ],
      },
    ],
  });
  return writeSelfSigned(dataDir, { key: generated.private, cert: generated.cert });
}

const storedPairSchema = z.object({ key: z.string(), cert: z.string() });

/**
 * The self-signed certificate the first server stored in the database, written over this server's own so
 * that every server behind a load balancer presents one certificate (one browser exception, one
 * NODE_EXTRA_CA_CERTS file). Returns the certificate to serve.
 */
export async function shareTlsCertificate(
  db: Database,
  dataDir: string,
  own: TlsCertificate,
): Promise<TlsCertificate> {
  const stored = storedPairSchema.parse(
    JSON.parse(
      await loadOrStoreInstallationSecret(db, 'hosted-ui-tls', () =>
        JSON.stringify({ key: own.key, cert: own.cert }),
      ),
    ),
  );
  return stored.cert === own.cert ? own : writeSelfSigned(dataDir, stored);
}

function selfSignedPaths(dataDir: string) {
  const dir = path.resolve(dataDir, 'tls');
  return {
    dir,
    keyPath: path.join(dir, 'localhost-key.pem'),
    certPath: path.join(dir, 'localhost-cert.pem'),
  };
}

async function writeSelfSigned(
  dataDir: string,
  pair: { key: string; cert: string },
): Promise<TlsCertificate> {
  const { dir, keyPath, certPath } = selfSignedPaths(dataDir);
  await mkdir(dir, { recursive: true });
  await writeFile(keyPath, pair.key, { mode: 0o600 });
  await writeFile(certPath, pair.cert);
  return { ...pair, certPath };
}
