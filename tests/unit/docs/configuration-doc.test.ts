// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { configurationDocFile, configurationMarkdown } from '../../../scripts/configuration-doc.ts';
import { configSlices, serverEnvSchema } from '../../../server/config.ts';

const declared = configSlices.flatMap((slice) => Object.keys(slice.env.shape));

it('docs/configuration.md says what the settings say (run `npm run docs:configuration`)', async () => {
  expect(
    readFileSync(configurationDocFile, 'utf8'),
    'docs/configuration.md is stale: run `npm run docs:configuration`',
  ).toBe(await configurationMarkdown());
});

it('no two slices declare the same variable, and the merged schema has exactly the slices’ variables', () => {
  expect(declared.filter((name, index) => declared.indexOf(name) !== index)).toEqual([]);
  expect(Object.keys(serverEnvSchema.shape).sort()).toEqual([...declared].sort());
});

it('every variable of the merged schema has a description, and every section a title and an intro', () => {
  const undescribed = Object.entries(serverEnvSchema.shape)
    .filter(([, schema]) => !schema.description?.trim())
    .map(([name]) => name);
  expect(undescribed).toEqual([]);
  const titles = configSlices.map((slice) => slice.title);
  expect(new Set(titles).size).toBe(titles.length);
  expect(configSlices.filter((slice) => !slice.title.trim() || !slice.intro.trim())).toEqual([]);
});
