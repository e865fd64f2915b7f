import type { ThemeSchemaName } from './preference.ts';

export type SchemaColors = {
  primary: string;
  primaryDeep: string;
  primaryMild: string;
  primarySubtle: string;
  neutral: string;
};

/** The six colour schemas of spec section 2, each with its light and dark values. */
export const colorSchemas: Record<ThemeSchemaName, Record<'light' | 'dark', SchemaColors>> = {
  default: {
    light: {
      primary: '#2a85ff',
      primaryDeep: '#0069f6',
      primaryMild: '#4996ff',
      primarySubtle: '#2a85ff1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#2a85ff',
      primaryDeep: '#0069f6',
      primaryMild: '#4996ff',
      primarySubtle: '#2a85ff1a',
      neutral: '#ffffff',
    },
  },
  dark: {
    light: {
      primary: '#18181b',
      primaryDeep: '#09090b',
      primaryMild: '#27272a',
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
      primary: '#e11d74',
      primaryDeep: '#be185d',
      primaryMild: '#ec4899',
      primarySubtle: '#e11d741a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#f0529c',
      primaryDeep: '#e11d74',
      primaryMild: '#f472b6',
      primarySubtle: '#f0529c26',
      neutral: '#ffffff',
    },
  },
  green: {
    light: {
      primary: '#0caf60',
      primaryDeep: '#088d50',
      primaryMild: '#34c779',
      primarySubtle: '#0caf601a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#0caf60',
      primaryDeep: '#088d50',
      primaryMild: '#34c779',
      primarySubtle: '#0caf6026',
      neutral: '#ffffff',
    },
  },
  purple: {
    light: {
      primary: '#8c62ff',
      primaryDeep: '#704acc',
      primaryMild: '#a182ff',
      primarySubtle: '#8c62ff1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#8c62ff',
      primaryDeep: '#704acc',
      primaryMild: '#a182ff',
      primarySubtle: '#8c62ff26',
      neutral: '#ffffff',
    },
  },
  orange: {
    light: {
      primary: '#fb732c',
      primaryDeep: '#cc5c24',
      primaryMild: '#fc8f56',
      primarySubtle: '#fb732c1a',
      neutral: '#ffffff',
    },
    dark: {
      primary: '#fb732c',
      primaryDeep: '#cc5c24',
      primaryMild: '#fc8f56',
      primarySubtle: '#fb732c26',
      neutral: '#ffffff',
    },
  },
};

/** Surface colours follow the mode only, whatever the schema. */
export const surfaceColors = {
  light: {
    background: '#f5f6f8',
    surface: '#ffffff',
    text: '#1f2937',
    textMuted: '#6b7280',
    border: '#e5e7eb',
  },
  dark: {
    background: '#0f172a',
    surface: '#1e293b',
    text: '#f1f5f9',
    textMuted: '#94a3b8',
    border: '#334155',
  },
} as const;
