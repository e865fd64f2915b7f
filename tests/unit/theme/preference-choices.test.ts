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

type Choose = (preference: ThemePreference) => ThemePreference;
const choice = (name: string, choose: Choose): [string, Choose] => [name, choose];

/** Every value the appearance panel offers, one field at a time. */
const choices: [string, Choose][] = [
  ...themeSchemaNames.map((themeSchema) => choice(`schema ${themeSchema}`, (p) => ({ ...p, themeSchema }))),
  ...(['light', 'dark'] as const).map((mode) => choice(`mode ${mode}`, (p) => ({ ...p, mode }))),
  ...(['ltr', 'rtl'] as const).map((direction) =>
    choice(`direction ${direction}`, (p) => ({ ...p, direction })),
  ),
  ...controlSizes.map((controlSize) => choice(`size ${controlSize}`, (p) => ({ ...p, controlSize }))),
  ...layoutTypes.map((type) =>
    choice(`layout ${type}`, (p) => ({ ...p, layout: { ...p.layout, type, previousType: p.layout.type } })),
  ),
  choice('side nav collapsed', (p) => ({ ...p, layout: { ...p.layout, sideNavCollapse: true } })),
  choice('panel open', (p) => ({ ...p, panelExpand: true })),
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
