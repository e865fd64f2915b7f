import { describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/theme/apply-theme.ts';
import { colorSchemas } from '../../../src/theme/color-schemas.ts';
import { defaultThemePreference, themeSchemaNames } from '../../../src/theme/preference.ts';

const variables = ['--primary', '--primary-deep', '--primary-mild', '--primary-subtle', '--neutral'];

function readVariables(root: HTMLElement) {
  return variables.map((name) => root.style.getPropertyValue(name));
}

describe('applyTheme', () => {
  it('puts the mode class and the direction on the page root, replacing the previous mode', () => {
    const root = document.createElement('html');
    applyTheme(defaultThemePreference, root);
    expect(root.classList.contains('light')).toBe(true);
    expect(root.getAttribute('dir')).toBe('ltr');

    applyTheme({ ...defaultThemePreference, mode: 'dark', direction: 'rtl' }, root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.classList.contains('light')).toBe(false);
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('sets the pink Pauta colours by default', () => {
    const root = document.createElement('html');
    applyTheme(defaultThemePreference, root);
    const pink = colorSchemas.pauta.light;
    expect(readVariables(root)).toEqual([
      pink.primary,
      pink.primaryDeep,
      pink.primaryMild,
      pink.primarySubtle,
      pink.neutral,
    ]);
  });

  it.each(
    themeSchemaNames.flatMap((schema) => (['light', 'dark'] as const).map((mode) => [schema, mode] as const)),
  )('sets all five colour variables for the %s schema in %s mode', (themeSchema, mode) => {
    const root = document.createElement('html');
    applyTheme({ ...defaultThemePreference, themeSchema, mode }, root);
    const colors = colorSchemas[themeSchema][mode];
    expect(readVariables(root)).toEqual([
      colors.primary,
      colors.primaryDeep,
      colors.primaryMild,
      colors.primarySubtle,
      colors.neutral,
    ]);
  });

  it('has six schemas with distinct primaries', () => {
    expect(themeSchemaNames).toEqual(['default', 'dark', 'pauta', 'green', 'purple', 'orange']);
    expect(new Set(themeSchemaNames.map((name) => colorSchemas[name].light.primary)).size).toBe(6);
  });
});
