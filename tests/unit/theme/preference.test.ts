import { beforeEach, describe, expect, it } from 'vitest';
import { defaultThemePreference, readThemePreference } from '../../../src/theme/preference.ts';
import { createThemeStore } from '../../../src/theme/theme-store.ts';

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('has exactly the defaults of spec section 3', () => {
    expect(readThemePreference(localStorage)).toStrictEqual({
      themeSchema: 'pauta',
      direction: 'ltr',
      mode: 'light',
      panelExpand: false,
      controlSize: 'md',
      layout: { type: 'framelessSide', sideNavCollapse: false },
    });
  });

  it('persists every change under the key "theme" and reads it back', () => {
    const store = createThemeStore(localStorage);
    store.update((current) => ({
      ...current,
      mode: 'dark',
      layout: { ...current.layout, previousType: 'blank' },
    }));

    expect(JSON.parse(localStorage.getItem('theme') ?? 'null')).toMatchObject({
      mode: 'dark',
      layout: { type: 'framelessSide', previousType: 'blank' },
    });
    expect(createThemeStore(localStorage).getSnapshot().mode).toBe('dark');
  });

  it('tells subscribers about a change', () => {
    const store = createThemeStore(localStorage);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().themeSchema));
    store.update((current) => ({ ...current, themeSchema: 'green' }));
    expect(seen).toEqual(['green']);
  });

  it('follows a change another tab made (the storage event), and only of its own key', () => {
    const store = createThemeStore(localStorage, window);
    const seen: string[] = [];
    store.subscribe(() => seen.push(`${store.getSnapshot().themeSchema} ${store.getSnapshot().mode}`));
    // Another tab wrote the preference: this one gets the event, its own localStorage already holds the value.
    localStorage.setItem(
      'theme',
      JSON.stringify({ ...defaultThemePreference, themeSchema: 'green', mode: 'dark' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(seen).toEqual(['green dark']);
  });

  it.each([
    ['not JSON', '{mode: dark'],
    ['an unknown schema', JSON.stringify({ ...defaultThemePreference, themeSchema: 'teal' })],
    ['a missing field', JSON.stringify({ mode: 'dark' })],
    ['a wrong type', JSON.stringify({ ...defaultThemePreference, panelExpand: 'yes' })],
  ])('falls back to the defaults when the stored value is %s', (_case, stored) => {
    localStorage.setItem('theme', stored);
    expect(createThemeStore(localStorage).getSnapshot()).toStrictEqual(defaultThemePreference);
  });
});
