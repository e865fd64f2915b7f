import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramFiles, diagramsDir } from '../../scripts/diagrams/sources.ts';

// The committed diagrams, path listings and index are documentation of the code: stale ones fail the suite.
describe('docs/machines', async () => {
  const files = await diagramFiles();
  const committed = await readdir(diagramsDir);

  it.each([...files.keys()])('%s matches the machines (run `npm run diagrams`)', async (name) => {
    expect(await readFile(path.join(diagramsDir, name), 'utf8')).toBe(files.get(name));
  });

  it('holds nothing for machines that no longer exist', () => {
    expect(committed.filter((file) => !files.has(file) && !file.endsWith('.png'))).toEqual([]);
  });
});
