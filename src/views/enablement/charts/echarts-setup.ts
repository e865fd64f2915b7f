/*
 * echarts, tree-shaken to what the dashboard draws: bar, line and radar charts, their grid, legend,
 * tooltip, radar axes and the target band (markArea), on the SVG renderer. Imported only by this page, so
 * only its chunk carries it.
 */
import { BarChart, LineChart, RadarChart } from 'echarts/charts';
import {
  GridComponent,
  LegendPlainComponent,
  MarkAreaComponent,
  RadarComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  LineChart,
  RadarChart,
  GridComponent,
  LegendPlainComponent,
  MarkAreaComponent,
  RadarComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
