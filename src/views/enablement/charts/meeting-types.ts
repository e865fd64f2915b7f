import type { MeetingTypes } from '../../../api-contract/enablement.ts';
import { baseOption, rowKey, valueAxis, type ChartContext, type ChartModel } from './chart-model.ts';
import { meetingsLink } from './drill.ts';

const types = ['INTERNAL', 'EXTERNAL'] as const;
const formats = ['VIDEO', 'AUDIO'] as const;

/** Finished meetings by type (bars) and format (stacked); a click opens that type's meetings. */
export function meetingTypesChart(
  { meetingType }: MeetingTypes,
  { palette, t, scope }: ChartContext,
): ChartModel {
  const count = (type: string, format: string) =>
    meetingType
      .filter((item) => item.meetingType === type && item.meetingFormat === format)
      .reduce((sum, item) => sum + item.count, 0);
  const links = types.map((type) => meetingsLink({ ...scope, meetingType: type }));
  return {
    option: {
      ...baseOption(
        palette,
        types.map((type) => t(`types.${type}`)),
      ),
      yAxis: valueAxis(palette, { minInterval: 1 }),
      series: formats.map((format) => ({
        type: 'bar',
        stack: 'format',
        name: t(`formats.${format}`),
        data: types.map((type) => count(type, format)),
      })),
    },
    columns: [t('table.type'), t('table.format'), t('table.meetings')],
    rows: meetingType.map((item, index) => ({
      key: rowKey('meetingType', index),
      cells: [t(`types.${item.meetingType}`), t(`formats.${item.meetingFormat}`), String(item.count)],
      link: links[types.indexOf(item.meetingType)]!,
    })),
    links,
  };
}
