// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const oxlint = path.join(root, 'node_modules/.bin/oxlint');

type Diagnostic = { code: string; message: string; filename: string; labels: { span: { line: number } }[] };

const source = [
  'export const a = Date.now();',
  'export const b = new Date();',
  "export const c = new Date('2026-11-22T12:00:00Z');",
  'export const d = Date();',
  'export const e = performance.now();',
  "export const f = Date.parse('2026-11-22T12:00:00Z');",
  'export const g = [0].map(Date.now);',
  '',
].join('\n');

// The repository's own configuration, run over a scratch tree: the rule is checked where it is switched on
// (src/machines/**) and where it is not, without writing into the working tree.
const scratch = mkdtempSync(path.join(tmpdir(), 'pauta-lint-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lintScratch(): Diagnostic[] {
  const { $schema: _schema, ...config } = JSON.parse(readFileSync(path.join(root, '.oxlintrc.json'), 'utf8'));
  config.jsPlugins = (config.jsPlugins as string[]).map((plugin) => path.resolve(root, plugin));
  writeFileSync(path.join(scratch, '.oxlintrc.json'), JSON.stringify(config));
  for (const dir of ['src/machines/demo', 'src/views/demo']) {
    mkdirSync(path.join(scratch, dir), { recursive: true });
    writeFileSync(path.join(scratch, dir, 'clock.ts'), source);
  }
  const run = spawnSync(oxlint, ['--format', 'json'], { cwd: scratch, encoding: 'utf8' });
  if (run.error) throw run.error;
  return (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

describe('pauta/no-wall-clock (scripts/lint/pauta-plugin.js)', () => {
  it('fails every read of the wall clock in a machine, with the reason, and nothing elsewhere', () => {
    const found = lintScratch().filter((diagnostic) => diagnostic.code === 'pauta(no-wall-clock)');
    expect(found.map((diagnostic) => [diagnostic.filename, diagnostic.labels[0]?.span.line])).toEqual([
      ['src/machines/demo/clock.ts', 1],
      ['src/machines/demo/clock.ts', 2],
      ['src/machines/demo/clock.ts', 4],
      ['src/machines/demo/clock.ts', 5],
      ['src/machines/demo/clock.ts', 7],
    ]);
    expect(found[0]?.message).toBe(
      '`Date.now()` reads the wall clock. Machines never read the wall clock: take the time from the event, ' +
        'the input or src/services/clock.ts, so a support bundle replays the same on any date.',
    );
  }, 30_000);
});
