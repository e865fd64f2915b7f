import { colorSchemas, surfaceColors } from './color-schemas.ts';
import type { ThemePreference } from './preference.ts';

/** Puts the preference on the page root: the mode class, the text direction and the colour variables. */
export function applyTheme(preference: ThemePreference, root: HTMLElement): void {
  const { mode } = preference;
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.setAttribute('dir', preference.direction);

  const schema = colorSchemas[preference.themeSchema][mode];
  const surface = surfaceColors[mode];
  const variables: Record<string, string> = {
    '--primary': schema.primary,
    '--primary-deep': schema.primaryDeep,
    '--primary-mild': schema.primaryMild,
    '--primary-subtle': schema.primarySubtle,
    '--neutral': schema.neutral,
    '--background': surface.background,
    '--surface': surface.surface,
    '--text': surface.text,
    '--text-muted': surface.textMuted,
    '--border': surface.border,
    '--danger': surface.danger,
    '--danger-subtle': `${surface.danger}1a`,
    '--success': surface.success,
    '--success-subtle': `${surface.success}1a`,
    '--warning': surface.warning,
    '--warning-subtle': `${surface.warning}1a`,
    '--info': surface.info,
    '--info-subtle': `${surface.info}1a`,
  };
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
}
