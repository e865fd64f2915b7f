import { layoutSizes } from './layout-sizes.ts';
import type { ThemePreference } from './preference.ts';

const controlHeights = { xs: 32, sm: 36, md: 42, lg: 50 } as const;

/** Colours point at the CSS variables applyTheme sets, so a schema switch needs no re-render of styles. */
const colors = {
  primary: 'var(--primary)',
  primaryDeep: 'var(--primary-deep)',
  primaryMild: 'var(--primary-mild)',
  primarySubtle: 'var(--primary-subtle)',
  neutral: 'var(--neutral)',
  background: 'var(--background)',
  surface: 'var(--surface)',
  text: 'var(--text)',
  textMuted: 'var(--text-muted)',
  border: 'var(--border)',
  danger: 'var(--danger)',
  dangerSubtle: 'var(--danger-subtle)',
  success: 'var(--success)',
  successSubtle: 'var(--success-subtle)',
  warning: 'var(--warning)',
  warningSubtle: 'var(--warning-subtle)',
  info: 'var(--info)',
  infoSubtle: 'var(--info-subtle)',
} as const;

export function buildEmotionTheme(preference: ThemePreference) {
  return {
    mode: preference.mode,
    colors,
    sizes: layoutSizes,
    controlHeight: controlHeights[preference.controlSize],
    radius: { sm: 6, md: 10, lg: 16, pill: 999 },
    shadow: { card: '0 1px 2px rgb(0 0 0 / 6%), 0 1px 8px rgb(0 0 0 / 4%)' },
    font: {
      family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    },
  };
}

export type AppTheme = ReturnType<typeof buildEmotionTheme>;

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be extended with the app's own theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
