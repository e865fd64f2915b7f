import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generate } from 'selfsigned';

export type TlsCertificate = { key: string; cert: string; certPath: string };

const validityDays = 825;

/**
 * The hosted UI's certificate for localhost, generated on first start and kept under `${dataDir}/tls/` so
 * that a browser exception or NODE_EXTRA_CA_CERTS set once keeps working across restarts.
 */
export async function loadOrCreateTlsCertificate(dataDir: string): Promise<TlsCertificate> {
  const dir = path.resolve(dataDir, 'tls');
  const keyPath = path.join(dir, 'localhost-key.pem');
  const certPath = path.join(dir, 'localhost-cert.pem');
  const existing = await Promise.all([readFile(keyPath, 'utf8'), readFile(certPath, 'utf8')]).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing) return { key: existing[0], cert: existing[1], certPath };

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
  await mkdir(dir, { recursive: true });
  await writeFile(keyPath, generated.private, { mode: 0o600 });
  await writeFile(certPath, generated.cert);
  return { key: generated.private, cert: generated.cert, certPath };
}
