import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramFiles, diagramsDir } from '../../scripts/diagrams/sources.ts';

// The committed diagrams, path listings and index are documentation of the code: stale ones fail the suite.
describe('docs/machines', async () => {
  const { texts, fingerprints } = await diagramFiles();
  const committed = await readdir(diagramsDir);

  it.each([...texts.keys()])('%s matches the machines (run `npm run diagrams`)', async (name) => {
    expect(await readFile(path.join(diagramsDir, name), 'utf8')).toBe(texts.get(name));
  });

  // Laying out 30 machines takes seconds: each drawing's first line fingerprints what it was drawn
  // from (the machine, the drawing code, ELK's version), which is enough to know it is current.
  it.each([...fingerprints.keys()])('%s was drawn from the current machine and code', async (name) => {
    const svg = await readFile(path.join(diagramsDir, name), 'utf8');
    expect(svg.slice(0, svg.indexOf('\n'))).toBe(fingerprints.get(name));
  });

  it('holds nothing for machines that no longer exist', () => {
    const expected = new Set([...texts.keys(), ...fingerprints.keys()]);
    expect(committed.filter((file) => !expected.has(file) && !file.endsWith('.png'))).toEqual([]);
  });
});
