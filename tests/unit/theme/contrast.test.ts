// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { colorSchemas, surfaceColors } from '../../../src/theme/color-schemas.ts';
import { themeSchemaNames } from '../../../src/theme/preference.ts';

/*
 * The WCAG AA pairs of every schema in both modes, checked on the tokens themselves: the e2e axe sweep
 * (tests/e2e/accessibility.spec.ts) finds a failing screen, this says which token broke it, in milliseconds.
 */

type Rgb = [number, number, number];

function rgbOf(hex: string): { rgb: Rgb; alpha: number } {
  const digits = hex.replace('#', '');
  const channel = (index: number) => parseInt(digits.slice(index, index + 2), 16);
  return { rgb: [channel(0), channel(2), channel(4)], alpha: digits.length === 8 ? channel(6) / 255 : 1 };
}

/** `top` (maybe translucent) painted over the opaque `below`. */
function over(top: string, below: string): Rgb {
  const { rgb, alpha } = rgbOf(top);
  const base = rgbOf(below).rgb;
  return rgb.map((value, index) => value * alpha + base[index]! * (1 - alpha)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(text: string, background: Rgb): number {
  const [lighter, darker] = [luminance(over(text, '#000000')), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const modes = ['light', 'dark'] as const;
const normalText = 4.5;

describe.each(themeSchemaNames.flatMap((schema) => modes.map((mode) => [schema, mode] as const)))(
  'the %s schema in %s mode',
  (schema, mode) => {
    const colors = colorSchemas[schema][mode];
    const surface = surfaceColors[mode];
    const grounds = {
      background: over(surface.background, '#000000'),
      surface: over(surface.surface, '#000000'),
      'primarySubtle on surface': over(colors.primarySubtle, surface.surface),
      'primarySubtle on background': over(colors.primarySubtle, surface.background),
    };

    it.each(Object.entries(grounds))('primary, text and muted text read on %s', (_, ground) => {
      expect(contrast(colors.primary, ground)).toBeGreaterThanOrEqual(normalText);
      expect(contrast(surface.text, ground)).toBeGreaterThanOrEqual(normalText);
      expect(contrast(surface.textMuted, ground)).toBeGreaterThanOrEqual(normalText);
    });

    it('neutral text reads on a primary button, resting and hovered', () => {
      expect(contrast(colors.neutral, over(colors.primary, '#000000'))).toBeGreaterThanOrEqual(normalText);
      expect(contrast(colors.neutral, over(colors.primaryDeep, '#000000'))).toBeGreaterThanOrEqual(
        normalText,
      );
    });

    it.each(['danger', 'success', 'warning', 'info'] as const)(
      '%s reads on the page, the surface and its own tint',
      (tone) => {
        const color = surface[tone];
        for (const below of [surface.background, surface.surface]) {
          expect(contrast(color, over(below, '#000000'))).toBeGreaterThanOrEqual(normalText);
          expect(contrast(color, over(`${color}1a`, below))).toBeGreaterThanOrEqual(normalText);
        }
      },
    );
  },
);
