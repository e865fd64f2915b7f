import type { ThemeSchemaName } from './preference.ts';

export type SchemaColors = {
  primary: string;
  primaryDeep: string;
  primaryMild: string;
  primarySubtle: string;
  neutral: string;
};

/**
 * The six colour schemas of spec section 2, each with its light and dark values. WCAG AA holds for every
 * pair the app draws: `primary` is both link text on the page and surface (at least 4.5:1, also on
 * `primarySubtle`) and the fill under `neutral` text (at least 4.5:1). So light modes take a deep primary
 * under white text, dark modes a light primary under dark text. `primaryDeep` is the hover fill of a primary
 * button (same text contrast); `primaryMild` draws focus rings and hover borders (non-text, 3:1).
 */
export const colorSchemas: Record<ThemeSchemaName, Record<'light' | 'dark', SchemaColors>> = {
  default: {
    light: {
      primary: '#1a5fcc',
      primaryDeep: '#154ea8',
      primaryMild: '#2a85ff',
      primarySubtle: '#1a5fcc1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#60a5fa',
      primaryDeep: '#93c5fd',
      primaryMild: '#93c5fd',
      primarySubtle: '#60a5fa1a',
      neutral: '#0f172a',
    },
  },
  dark: {
    light: {
      primary: '#18181b',
      primaryDeep: '#09090b',
      primaryMild: '#52525b',
      primarySubtle: '#18181b0d',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#ffffff',
      primaryDeep: '#e6e6e6',
      primaryMild: '#f5f5f5',
      primarySubtle: '#ffffff0d',
      neutral: '#111827',
    },
  },
  pauta: {
    light: {
      primary: '#c0135f',
      primaryDeep: '#9d174d',
      primaryMild: '#e11d74',
      primarySubtle: '#c0135f1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#f472b6',
      primaryDeep: '#f9a8d4',
      primaryMild: '#f9a8d4',
      primarySubtle: '#f472b61a',
      neutral: '#0f172a',
    },
  },
  green: {
    light: {
      primary: '#03693a',
      primaryDeep: '#05532f',
      primaryMild: '#0caf60',
      primarySubtle: '#03693a1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#34d399',
      primaryDeep: '#6ee7b7',
      primaryMild: '#6ee7b7',
      primarySubtle: '#34d3991a',
      neutral: '#0f172a',
    },
  },
  purple: {
    light: {
      primary: '#6d43e0',
      primaryDeep: '#5b34c2',
      primaryMild: '#8c62ff',
      primarySubtle: '#6d43e01a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#a78bfa',
      primaryDeep: '#c4b5fd',
      primaryMild: '#c4b5fd',
      primarySubtle: '#a78bfa1a',
      neutral: '#0f172a',
    },
  },
  orange: {
    light: {
      primary: '#b33a09',
      primaryDeep: '#93300a',
      primaryMild: '#fb732c',
      primarySubtle: '#b33a091a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#fb923c',
      primaryDeep: '#fdba74',
      primaryMild: '#fdba74',
      primarySubtle: '#fb923c1a',
      neutral: '#0f172a',
    },
  },
};

/**
 * Surface and status colours follow the mode only, whatever the schema. Text colours reach 4.5:1 on the
 * background, the surface and their own tint (a tenth of the colour: badges, alerts): deep tones in light,
 * pale in dark.
 */
export const surfaceColors = {
  light: {
    background: '#f5f6f8',
    surface: '#ffffff',
    text: '#1f2937',
    textMuted: '#4b5563',
    border: '#e5e7eb',
    danger: '#b91c1c',
    success: '#065f46',
    warning: '#92400e',
    info: '#1d4ed8',
  },
  dark: {
    background: '#0f172a',
    surface: '#1e293b',
    text: '#f1f5f9',
    textMuted: '#94a3b8',
    border: '#334155',
    danger: '#fca5a5',
    success: '#6ee7b7',
    warning: '#fcd34d',
    info: '#93c5fd',
  },
} as const;
