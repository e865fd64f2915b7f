/** pt-BR figures for the cards, the tables and the chart labels; '—' when there is nothing to show. */
const none = '—';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatShare = (value: number | null): string => (value === null ? none : percent.format(value));
export const formatNumber = (value: number | null): string => (value === null ? none : decimal.format(value));

/** A number on a chart's axis, the pt-BR way: '0,25', '1.200' (axis steps may need two decimals). */
const axisDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
export const formatAxisNumber = (value: number): string => axisDecimal.format(value);

/**
 * Recorded time is said in minutes while the largest figure is under two hours, where hours would read
 * '0,1' (or round a short call down to '0'), and in hours from there.
 */
export type TimeUnit = 'minutes' | 'hours';
export const timeUnitFor = (hours: readonly (number | null)[]): TimeUnit =>
  Math.max(0, ...hours.map((value) => value ?? 0)) < 2 ? 'minutes' : 'hours';

/** Hours in the unit chosen: whole minutes, or hours to one decimal. */
export const inUnit = (hours: number, unit: TimeUnit): number =>
  unit === 'minutes' ? Math.round(hours * 60) : Math.round(hours * 10) / 10;

/** 'dd/mm' of a calendar date (YYYY-MM-DD), the label of a day or week bucket. */
export const formatDay = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
