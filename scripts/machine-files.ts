import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const machinesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'machines');

/** Every statechart module, `src/machines/<feature>/<machine>/<machine>.machine.ts`, as absolute paths in name order. */
export function machineFiles(): string[] {
  return readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => path.join(machinesDir, file))
    .sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
}
