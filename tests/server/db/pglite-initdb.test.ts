import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/open.ts';
import { createPgliteDataDir, hasPgliteDataDir } from '../../../server/db/pglite-initdb.ts';
import { pgliteOnDisk } from '../support/databases.ts';

/*
 * A new PGlite data directory is made by a child process (server/db/pglite-initdb.ts), so that initdb's
 * second WebAssembly instance never lives in the server. What that saves is memory, which bench:upload
 * prints; these tests check that the directory it makes is a working database, and its failure message.
 */
describe('a new PGlite data directory', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'pauta-initdb-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is created on the first open and keeps its data across a reopen', async () => {
    const dataDir = path.join(root, 'pglite');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await database.query('CREATE TABLE kept (id int)');
      await database.query('INSERT INTO kept VALUES (7)');
    } finally {
      await database.close();
    }
    expect(hasPgliteDataDir(dataDir)).toBe(true);

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await reopened.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it('starts from a dumped data directory when given one, and from its own files once it has them', async () => {
    const dataDir = path.join(root, 'pglite');
    const location = await pgliteOnDisk(dataDir, { seeded: true });
    const database = await openDatabase(location);
    try {
      expect(await database.query('SELECT count(*)::int AS n FROM users')).not.toEqual([{ n: 0 }]);
      await database.query('CREATE TABLE kept (id int)');
    } finally {
      await database.close();
    }
    // The same location again: the archive is not loaded over the files (PGlite would refuse to).
    const reopened = await openDatabase(location);
    try {
      expect(await reopened.query('SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 0 }]);
    } finally {
      await reopened.close();
    }
  });

  it('fails with what went wrong when the directory cannot be made', async () => {
    const blocked = path.join(root, 'a-file');
    await writeFile(blocked, 'not a directory');
    await expect(createPgliteDataDir(path.join(blocked, 'pglite'), {})).rejects.toThrow(
      /PGlite could not create its data directory .*a-file\/pglite/,
    );
  }, 60_000);
});
