/*
 * The files `npm run diagrams` writes (one SVG per machine, the path listings, the index page), computed
 * in memory so the test suite can tell when the committed ones are stale.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { layoutMachineGraph, renderDiagramSvg } from '../../src/devtools/diagram/index.ts';
import { machineGraph, type MachineGraph } from '../../src/devtools/diagram/machine-graph.ts';
import { indexMarkdown } from './index-page.ts';
import { pathsMarkdown, simplePaths } from './simple-paths.ts';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const diagramsDir = path.join(projectDir, 'docs', 'machines');
const machinesDir = path.join(projectDir, 'src', 'machines');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

/** Every statechart exported by a `src/machines/<name>/<name>.machine.ts`, by folder name. */
export async function loadMachineGraphs(): Promise<MachineGraph[]> {
  const graphs: MachineGraph[] = [];
  for (const folder of (await readdir(machinesDir, { withFileTypes: true })).filter((entry) =>
    entry.isDirectory(),
  )) {
    const files = (await readdir(path.join(machinesDir, folder.name))).filter((file) =>
      file.endsWith('.machine.ts'),
    );
    for (const file of files) {
      const module: Record<string, unknown> = await import(
        pathToFileURL(path.join(machinesDir, folder.name, file)).href
      );
      for (const machine of Object.values(module).filter(isMachine)) {
        graphs.push(machineGraph(file.replace(/\.machine\.ts$/, ''), machine));
      }
    }
  }
  return graphs.sort((a, b) => a.name.localeCompare(b.name));
}

export async function diagramFiles(): Promise<Map<string, string>> {
  const graphs = await loadMachineGraphs();
  const files = new Map<string, string>();
  const listed: { graph: MachineGraph; pathCount: number }[] = [];
  for (const graph of graphs) {
    files.set(`${graph.name}.svg`, `${renderDiagramSvg(await layoutMachineGraph(graph))}\n`);
    const paths = simplePaths(graph);
    files.set(`${graph.name}-paths.md`, pathsMarkdown(graph, paths));
    listed.push({ graph, pathCount: paths.length });
  }
  files.set('index.md', indexMarkdown(listed));
  return files;
}
