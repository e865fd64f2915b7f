import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * PGlite creates a new data directory by starting a second, in-memory PGlite just to run initdb, then copies
 * its files over and closes it. That second instance's WebAssembly memory and file tarball (about 430 MB)
 * stay referenced for several seconds after the close and are collected only when V8 next runs a full
 * collection, which on an idle server was about 45 s later: the server's first start sat at about 750 MB,
 * where it is now under 300 MB (bench:upload). Running initdb in a short-lived child process keeps that memory
 * out of the server altogether; from the second start on, the directory exists and this is not called.
 */

/** Whether `dataDir` already holds a PGlite database. */
export function hasPgliteDataDir(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

// CommonJS in the child, with PGlite's own path resolved by the parent: the child needs no module loader,
// works the same under tsx, vitest and the built server, and does not depend on its working directory.
const initdbInChild = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], JSON.parse(process.argv[3])).then((lite) => lite.close());
`;

/** Creates PGlite's files in `dataDir` (which must not hold a database yet) from a child process. */
export async function createPgliteDataDir(dataDir: string, options: object): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      ['-e', initdbInChild, pglite, dataDir, JSON.stringify(options)],
      { env: { ...process.env, NODE_OPTIONS: '' } },
      (error, _stdout, stderr) => {
        if (!error) return resolve();
        reject(
          new Error(`PGlite could not create its data directory ${dataDir}: ${stderr || error.message}`),
        );
      },
    );
  });
}
