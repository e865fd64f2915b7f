// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { featuresDocFile, featuresMarkdown } from '../../../scripts/features-doc.ts';

it('docs/features.md lists every feature folder as it is (run `npm run docs:features`)', async () => {
  expect(readFileSync(featuresDocFile, 'utf8')).toBe(await featuresMarkdown());
});
