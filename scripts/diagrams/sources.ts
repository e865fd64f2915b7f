/*
 * The files `npm run diagrams` writes (one SVG per machine, the path listings, the index page), computed
 * in memory so the test suite can tell when the committed ones are stale.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { layoutMachineGraph, renderDiagramSvg } from '../../src/devtools/diagram/index.ts';
import { machineGraph, type MachineGraph } from '../../src/devtools/diagram/machine-graph.ts';
import { indexMarkdown } from './index-page.ts';
import { pathsMarkdown, simplePaths } from './simple-paths.ts';
import { machineFiles } from '../machine-files.ts';

export const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const diagramsDir = path.join(projectDir, 'docs', 'machines');

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'provide' in value;

/** Every statechart exported by a `src/machines/<feature>/<name>/<name>.machine.ts`, by file name. */
export async function loadMachineGraphs(): Promise<MachineGraph[]> {
  const graphs: MachineGraph[] = [];
  for (const file of machineFiles()) {
    const module: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const machine of Object.values(module).filter(isMachine)) {
      graphs.push(machineGraph(path.basename(file).replace(/\.machine\.ts$/, ''), machine));
    }
  }
  return graphs.sort((a, b) => a.name.localeCompare(b.name));
}

export type DiagramFiles = {
  /** The path listings and the index, by file name. */
  texts: Map<string, string>;
  /** Each SVG's first line, the fingerprint of what it is drawn from, by file name. */
  fingerprints: Map<string, string>;
  /** Lays out and draws every SVG (seconds): only the script needs them, the test reads fingerprints. */
  drawings: () => Promise<Map<string, string>>;
};

export async function diagramFiles(): Promise<DiagramFiles> {
  const graphs = await loadMachineGraphs();
  const texts = new Map<string, string>();
  const fingerprints = new Map<string, string>();
  const code = await drawingCode();
  const listed: { graph: MachineGraph; pathCount: number }[] = [];
  for (const graph of graphs) {
    fingerprints.set(`${graph.name}.svg`, fingerprint(graph, code));
    const paths = simplePaths(graph);
    texts.set(`${graph.name}-paths.md`, pathsMarkdown(graph, paths));
    listed.push({ graph, pathCount: paths.length });
  }
  texts.set('index.md', indexMarkdown(listed));
  const drawings = async () => {
    const svgs = new Map<string, string>();
    for (const graph of graphs) {
      const svg = renderDiagramSvg(await layoutMachineGraph(graph));
      svgs.set(`${graph.name}.svg`, `${fingerprint(graph, code)}\n${svg}\n`);
    }
    return svgs;
  };
  return { texts, fingerprints, drawings };
}

/**
 * A drawing is a pure function of the machine's graph, the drawing code and ELK's version: their hash,
 * written as the SVG's first line, tells the test a drawing is stale without laying anything out.
 */
function fingerprint(graph: MachineGraph, code: string): string {
  const hash = createHash('sha256').update(JSON.stringify(graph)).update(code).digest('hex').slice(0, 16);
  return `<!-- drawn by npm run diagrams from ${hash} -->`;
}

async function drawingCode(): Promise<string> {
  const dir = path.join(projectDir, 'src', 'devtools', 'diagram');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.ts')).sort();
  const sources = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  const elk = await readFile(path.join(projectDir, 'node_modules', 'elkjs', 'package.json'), 'utf8');
  return [...sources, (JSON.parse(elk) as { version: string }).version].join('\n');
}
