import { z } from 'zod';

export const layoutTypes = [
  'collapsibleSide',
  'stackedSide',
  'topBarClassic',
  'framelessSide',
  'contentOverlay',
  'blank',
] as const;
export type LayoutType = (typeof layoutTypes)[number];

export const themeSchemaNames = ['default', 'dark', 'pauta', 'green', 'purple', 'orange'] as const;
export type ThemeSchemaName = (typeof themeSchemaNames)[number];

export const controlSizes = ['xs', 'sm', 'md', 'lg'] as const;

export const themePreferenceSchema = z.object({
  themeSchema: z.enum(themeSchemaNames),
  direction: z.enum(['ltr', 'rtl']),
  mode: z.enum(['light', 'dark']),
  panelExpand: z.boolean(),
  controlSize: z.enum(controlSizes),
  layout: z.object({
    type: z.enum(layoutTypes),
    sideNavCollapse: z.boolean(),
    previousType: z.enum(layoutTypes).optional(),
  }),
});
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

/** Theme preference defaults of spec section 3. */
export const defaultThemePreference: ThemePreference = {
  themeSchema: 'pauta',
  direction: 'ltr',
  mode: 'light',
  panelExpand: false,
  controlSize: 'md',
  layout: { type: 'framelessSide', sideNavCollapse: false },
};

/** The localStorage key of spec section 3. */
export const themeStorageKey = 'theme';

/** Reads the stored preference; anything unreadable or invalid falls back to the defaults. */
export function readThemePreference(storage: Pick<Storage, 'getItem'>): ThemePreference {
  const raw = storage.getItem(themeStorageKey);
  if (raw === null) return defaultThemePreference;
  try {
    const parsed = themePreferenceSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultThemePreference;
  } catch {
    // Not JSON: a value written by something else under our key.
    return defaultThemePreference;
  }
}
