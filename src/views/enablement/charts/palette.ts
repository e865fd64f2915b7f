import { colorSchemas, surfaceColors } from '../../../theme/color-schemas.ts';
import type { ThemePreference } from '../../../theme/preference.ts';

/** The colours a chart draws with, as values: echarts cannot read the CSS variables the styles use. */
export type ChartPalette = {
  /** The page's font: echarts measures its labels with it, so they are laid out at their real width. */
  font: string;
  text: string;
  muted: string;
  border: string;
  /** The tooltip's background. */
  surface: string;
  /** The target band behind the bars. */
  band: string;
  series: string[];
};

/** The same schema and mode the page's CSS variables come from (applyTheme), so charts follow a switch. */
export function chartPalette(
  preference: Pick<ThemePreference, 'themeSchema' | 'mode'>,
  font: string,
): ChartPalette {
  const schema = colorSchemas[preference.themeSchema][preference.mode];
  const surface = surfaceColors[preference.mode];
  return {
    font,
    text: surface.text,
    muted: surface.textMuted,
    border: surface.border,
    surface: surface.surface,
    band: `${surface.success}29`,
    series: [schema.primary, surface.warning, surface.success, surface.danger, surface.info],
  };
}
