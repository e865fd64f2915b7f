import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagramSources, diagramsDir, svgHashComment } from '../../scripts/diagrams/sources.ts';

// The committed diagrams and login paths are documentation of the code: stale ones fail the suite.
describe('docs/machines', async () => {
  const sources = await diagramSources();
  const committed = await readdir(diagramsDir);

  it.each([...sources.keys()])('%s matches the machines (run `npm run diagrams`)', async (name) => {
    expect(await readFile(path.join(diagramsDir, name), 'utf8')).toBe(sources.get(name));
  });

  it.each([...sources.keys()].filter((name) => name.endsWith('.mmd')))(
    'the drawing of %s was made from its current source (run `npm run diagrams`)',
    async (name) => {
      const svg = await readFile(path.join(diagramsDir, name.replace(/\.mmd$/, '.svg')), 'utf8');
      expect(svg.startsWith(svgHashComment(sources.get(name) ?? ''))).toBe(true);
    },
  );

  it('holds nothing for machines that no longer exist', () => {
    const expected = new Set([...sources.keys()].flatMap((name) => [name, name.replace(/\.mmd$/, '.svg')]));
    expect(committed.filter((file) => !expected.has(file))).toEqual([]);
  });
});
