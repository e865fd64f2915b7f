import type { EChartsCoreOption } from 'echarts/core';
import type { DrillScope } from './drill.ts';
import { formatAxisNumber } from './format.ts';
import type { ChartPalette } from './palette.ts';

/** One line of a chart's table view; `key` is the series name and the item's index (spec section 3). */
export type ChartRow = { key: string; cells: string[]; link: string };

/**
 * A chart as a pure value: the echarts option, the same figures as a table for screen readers, and where a
 * click on each category (data index) leads.
 */
export type ChartModel = {
  option: EChartsCoreOption;
  columns: string[];
  rows: ChartRow[];
  links: string[];
};

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type ChartContext = { palette: ChartPalette; t: Translate; scope: DrillScope };

export const rowKey = (series: string, index: number): string => `${series}-${index}`;

/** A tooltip on the page's surface, so dark mode does not pop up a white box. */
export const tooltip = (palette: ChartPalette, trigger: 'axis' | 'item') => ({
  trigger,
  backgroundColor: palette.surface,
  borderColor: palette.border,
  textStyle: { color: palette.text },
});

/**
 * Axes, legend and tooltip in the theme's colours; no animation, so a filter change redraws at once.
 * `nameEvery`: every category is labelled (sellers: echarts would drop every other name that does not fit),
 * each name breaking into lines at about a word's width instead.
 */
export function baseOption(
  palette: ChartPalette,
  categories: string[],
  { nameEvery = false }: { nameEvery?: boolean } = {},
): EChartsCoreOption {
  const axisLine = { lineStyle: { color: palette.border } };
  return {
    animation: false,
    color: palette.series,
    textStyle: { color: palette.text, fontFamily: palette.font },
    tooltip: tooltip(palette, 'axis'),
    legend: { top: 0, textStyle: { color: palette.text } },
    // The axis labels stay inside the chart (echarts 6's form of the former containLabel).
    grid: {
      left: 8,
      right: 16,
      top: 40,
      bottom: 8,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisLine,
      // A tick under each label's own bar, not between bars: with one seller a month's bars are thin and the
      // labels skip days, and a bar between two labels read as belonging to neither.
      axisTick: { alignWithLabel: true },
      axisLabel: nameEvery
        ? { color: palette.muted, interval: 0, width: 72, overflow: 'break' }
        : { color: palette.muted },
    },
  };
}

/** A value axis whose labels are written the pt-BR way (a comma for decimals), like the cards and tables. */
export const valueAxis = (palette: ChartPalette, extra: Record<string, unknown> = {}) => ({
  type: 'value',
  axisLabel: { color: palette.muted, formatter: formatAxisNumber },
  splitLine: { lineStyle: { color: palette.border } },
  ...extra,
});
