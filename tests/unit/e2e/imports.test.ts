// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * Every e2e spec runs under the CSP watch of tests/e2e/support/test.ts (a test fails when a page it opened
 * broke the Content-Security-Policy). A spec that imports `test` from `@playwright/test` itself would
 * silently escape that watch, so no spec may.
 */
const e2eDir = new URL('../../e2e/', import.meta.url);
// Specs sit at the top (the cross-cutting ones) or in their feature's folder (tests/e2e/<feature>/).
const specs = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
  /\.(spec|setup)\.ts$/.test(name),
);
const directImport = /from\s+['"]@playwright\/test['"]/;
const fromSupportTest = /from '(\.\/|(\.\.\/)+)support\/test\.ts'/;

describe('e2e specs', () => {
  it('are found', () => {
    expect(specs.length).toBeGreaterThan(0);
  });

  it.each(specs)('%s imports test and expect from support/test.ts, not @playwright/test', (name) => {
    const source = readFileSync(new URL(name, e2eDir), 'utf8');
    expect(source).not.toMatch(directImport);
    expect(source).toMatch(fromSupportTest);
  });
});
