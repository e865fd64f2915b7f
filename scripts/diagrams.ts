/**
 * `npm run diagrams`: writes docs/machines/<machine>.mmd and .svg for every statechart and
 * docs/machines/login-paths.md, offline. The test suite fails when what is committed is stale.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diagramSources, diagramsDir, svgHashComment } from './diagrams/sources.ts';
import { renderSvgs } from './diagrams/render-svg.ts';

const sources = await diagramSources();
const mermaidSources = new Map([...sources].filter(([name]) => name.endsWith('.mmd')));
const svgs = await renderSvgs(mermaidSources);

await mkdir(diagramsDir, { recursive: true });
// Machines that no longer exist lose their drawings too.
for (const file of await readdir(diagramsDir)) await rm(path.join(diagramsDir, file));
for (const [name, content] of sources) await writeFile(path.join(diagramsDir, name), content);
for (const [name, svg] of svgs) {
  const source = mermaidSources.get(name) ?? '';
  await writeFile(
    path.join(diagramsDir, name.replace(/\.mmd$/, '.svg')),
    `${svgHashComment(source)}\n${svg}\n`,
  );
}
console.log(
  `docs/machines: ${mermaidSources.size} machines drawn, ${sources.size - mermaidSources.size} path listings.`,
);
