/**
 * `npm run diagrams`: writes docs/machines/<machine>.svg (laid out by ELK), <machine>-paths.md and
 * index.md for every statechart, offline and deterministically. The test suite fails when what is
 * committed is stale.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diagramFiles, diagramsDir } from './diagrams/sources.ts';

const { texts, drawings } = await diagramFiles();
const files = new Map([...texts, ...(await drawings())]);
await mkdir(diagramsDir, { recursive: true });
// Machines that no longer exist lose their drawings too; the readability screenshots stay.
for (const file of await readdir(diagramsDir)) {
  if (!files.has(file) && !file.endsWith('.png')) await rm(path.join(diagramsDir, file));
}
for (const [name, content] of files) await writeFile(path.join(diagramsDir, name), content);
console.log(
  `docs/machines: ${[...files.keys()].filter((name) => name.endsWith('.svg')).length} machines drawn.`,
);
