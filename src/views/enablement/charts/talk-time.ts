import { coachingBands } from '../../../domain/coaching/bands.ts';
import type { TalkTime } from '../../../api-contract/enablement.ts';
import { baseOption, rowKey, valueAxis, type ChartContext, type ChartModel } from './chart-model.ts';
import { meetingsLink } from './drill.ts';
import { formatShare } from './format.ts';

// Whole percents, as the table writes them: a bar at 42,3 beside a row saying 42% would not agree.
const toPercent = (share: number | null) => (share === null ? null : Math.round(share * 100));

/** Each seller's share of the spoken time, in bars, over the published target band (markArea). */
export function talkTimeChart({ speaking }: TalkTime, { palette, t, scope }: ChartContext): ChartModel {
  const band = coachingBands.talkRatio;
  const links = speaking.map((seller) => meetingsLink({ ...scope, userId: seller.userId }));
  return {
    option: {
      ...baseOption(
        palette,
        speaking.map((seller) => seller.name),
        { nameEvery: true },
      ),
      yAxis: valueAxis(palette, {
        min: 0,
        max: 100,
        axisLabel: { color: palette.muted, formatter: '{value}%' },
      }),
      series: [
        {
          type: 'bar',
          name: t('charts.talkTime.series'),
          data: speaking.map((seller) => toPercent(seller.talkRatio)),
          markArea: {
            silent: true,
            itemStyle: { color: palette.band },
            label: { color: palette.muted, position: 'insideTopRight' },
            data: [
              [
                { name: t('charts.talkTime.band'), yAxis: toPercent(band.min) },
                { yAxis: toPercent(band.max) },
              ],
            ],
          },
        },
      ],
    },
    columns: [t('table.seller'), t('charts.talkTime.series'), t('table.meetings')],
    rows: speaking.map((seller, index) => ({
      key: rowKey('speaking', index),
      cells: [seller.name, formatShare(seller.talkRatio), String(seller.meetings)],
      link: links[index]!,
    })),
    links,
  };
}
