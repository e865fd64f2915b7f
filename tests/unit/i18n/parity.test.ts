import { describe, expect, it } from 'vitest';
import { namespaces, resources } from '../../../src/i18n/resources/index.ts';

/** Every leaf key as a dotted path, plural suffixes included. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
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
    for (const language of ['pt-BR', 'en'] as const) {
      const leaves = keysOf(resources[language][namespace]);
      for (const key of leaves) {
        const text = key
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown>)[part],
            resources[language][namespace],
          );
        expect(typeof text === 'string' && text.trim().length > 0, `${language} ${namespace}:${key}`).toBe(
          true,
        );
      }
    }
  });
});
