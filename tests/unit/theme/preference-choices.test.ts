import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme } from '../../../src/theme/apply-theme.ts';
import {
  controlSizes,
  defaultThemePreference,
  layoutTypes,
  themeSchemaNames,
  type ThemePreference,
} from '../../../src/theme/preference.ts';
import { createThemeStore } from '../../../src/theme/theme-store.ts';

/** Every value the appearance panel offers, one field at a time. */
const choices: [string, (preference: ThemePreference) => ThemePreference][] = [
  ...themeSchemaNames.map(
    (themeSchema) => [`schema ${themeSchema}`, (p: ThemePreference) => ({ ...p, themeSchema })] as const,
  ),
  ...(['light', 'dark'] as const).map(
    (mode) => [`mode ${mode}`, (p: ThemePreference) => ({ ...p, mode })] as const,
  ),
  ...(['ltr', 'rtl'] as const).map(
    (direction) => [`direction ${direction}`, (p: ThemePreference) => ({ ...p, direction })] as const,
  ),
  ...controlSizes.map(
    (controlSize) => [`size ${controlSize}`, (p: ThemePreference) => ({ ...p, controlSize })] as const,
  ),
  ...layoutTypes.map(
    (type) =>
      [
        `layout ${type}`,
        (p: ThemePreference) => ({ ...p, layout: { ...p.layout, type, previousType: p.layout.type } }),
      ] as const,
  ),
  ['side nav collapsed', (p) => ({ ...p, layout: { ...p.layout, sideNavCollapse: true } })],
  ['panel open', (p) => ({ ...p, panelExpand: true })],
];

describe('every choice of the appearance panel', () => {
  beforeEach(() => localStorage.clear());

  it.each(choices)('%s persists under "theme" and reads back the same', (_name, choose) => {
    const store = createThemeStore(localStorage);
    store.update(choose);
    const expected = choose(defaultThemePreference);
    expect(JSON.parse(localStorage.getItem('theme') ?? 'null')).toStrictEqual(expected);
    expect(createThemeStore(localStorage).getSnapshot()).toStrictEqual(expected);
  });

  it('rtl and dark reach the page root', () => {
    const root = document.createElement('html');
    applyTheme({ ...defaultThemePreference, direction: 'rtl', mode: 'dark', themeSchema: 'green' }, root);
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.style.getPropertyValue('--primary')).not.toBe('');
  });
});
