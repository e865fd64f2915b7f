/*
 * The text files `npm run diagrams` writes (one .mmd per machine and the login paths), computed in
 * memory so the test suite can tell when the committed ones are stale.
 */
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineGraph, type MachineGraph } from './machine-graph.ts';
import { toMermaid } from './mermaid.ts';
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

export type DiagramSources = Map<string, string>;

export async function diagramSources(): Promise<DiagramSources> {
  const graphs = await loadMachineGraphs();
  const files: DiagramSources = new Map();
  for (const graph of graphs) files.set(`${graph.name}.mmd`, toMermaid(graph));
  const login = graphs.find((graph) => graph.name === 'login');
  if (login) files.set('login-paths.md', pathsMarkdown(login, simplePaths(login)));
  return files;
}

/** The SVG records the hash of the Mermaid source it was drawn from, so a stale drawing is detectable. */
export const sourceHash = (mermaid: string) =>
  createHash('sha256').update(mermaid).digest('hex').slice(0, 16);
export const svgHashComment = (mermaid: string) => `<!-- drawn from source ${sourceHash(mermaid)} -->`;
