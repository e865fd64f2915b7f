import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The node flags `npm start` runs the built server with (package.json's start script), so a benchmark measures
 * the server as production runs it, plus BENCH_NODE_FLAGS to measure others before adopting them.
 */
export function npmStartNodeFlags(): string[] {
  const packageJson = readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8');
  const startScript = (JSON.parse(packageJson) as { scripts: { start: string } }).scripts.start;
  return [
    /\bnode ((?:--\S+ )*)dist-server\/main\.js/.exec(startScript)?.[1] ?? '',
    process.env.BENCH_NODE_FLAGS ?? '',
  ]
    .join(' ')
    .split(' ')
    .filter(Boolean);
}
