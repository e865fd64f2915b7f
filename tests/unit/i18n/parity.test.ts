import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../src/i18n/resources/index.ts';

/** Every leaf key as a dotted path, plural suffixes included. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/** Every leaf as [dotted key, value]. */
function textsOf(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation resources', () => {
  it('has the same namespaces in pt-BR and en, errors included', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources['pt-BR']).sort());
    expect(namespaces).toContain('errors');
  });

  it.each(namespaces)('namespace %s has identical keys in pt-BR and en', (namespace) => {
    expect(keysOf(resources.en[namespace]).sort()).toEqual(keysOf(resources['pt-BR'][namespace]).sort());
  });

  it.each(namespaces)('namespace %s has no empty text', (namespace) => {
    const empty = (['pt-BR', 'en'] as const).flatMap((language) =>
      textsOf(resources[language][namespace])
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => `${language} ${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});

/*
 * CLDR puts 0 in Portuguese's "one" category, so a count of zero would read "0 pergunta". Every counted text
 * says zero in its own words (`_zero`, which i18next prefers for a count of 0 in any language).
 */
describe('counted texts', () => {
  /** Counts that are never zero: the calendar's sync interval, in minutes. */
  const neverZero = ['calendar:interval'];

  it('every pt-BR text with a plural form has a zero form', () => {
    const missing = namespaces.flatMap((namespace) => {
      const keys = keysOf(resources['pt-BR'][namespace]);
      return keys
        .filter((key) => key.endsWith('_one'))
        .map((key) => key.slice(0, -'_one'.length))
        .filter((base) => !neverZero.includes(`${namespace}:${base}`) && !keys.includes(`${base}_zero`))
        .map((base) => `${namespace}:${base}`);
    });
    expect(missing).toEqual([]);
  });
});
