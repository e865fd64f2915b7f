import type { TFunction } from 'i18next';
import type { CoachingBand } from '../../../domain/coaching/bands.ts';

/** A coaching figure as people read it: 43%, 2 min 40 s, 0,8 s, 12, 4,1 por minuto. */
export function formatCoachingValue(t: TFunction, unit: CoachingBand['unit'], value: number | null): string {
  if (value === null) return t('coaching:value.unknown');
  if (unit === 'seconds' && value >= 60) {
    return t('coaching:value.minutes', { minutes: Math.floor(value / 60), seconds: Math.round(value % 60) });
  }
  return t(`coaching:value.${unit}`, { value });
}

/** "Meta: 35% a 65%", "Meta: até 2 min 30 s", "Meta: pelo menos 50 s". */
export function formatBand(t: TFunction, band: CoachingBand): string {
  const min = band.min === null ? null : formatCoachingValue(t, band.unit, band.min);
  const max = band.max === null ? null : formatCoachingValue(t, band.unit, band.max);
  if (min !== null && max !== null) return t('coaching:band.between', { min, max });
  return max !== null ? t('coaching:band.atMost', { max }) : t('coaching:band.atLeast', { min });
}
