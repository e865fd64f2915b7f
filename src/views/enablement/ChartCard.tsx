// The ES module build: the CommonJS one (lib/) hands Vite's production build its exports object, not the component.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import type { ChartModel } from './charts/chart-model.ts';
import { echarts } from './charts/echarts-setup.ts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden to the eye, but shown while the keyboard is inside it, so a focused link is never invisible. */
const hiddenTable = {
  ...visuallyHidden,
  '&:focus-within': { position: 'static', width: 'auto', height: 'auto', clip: 'auto', overflowX: 'auto' },
} as const;

type ChartCardProps = { id: string; title: string; note?: string; model: ChartModel; height?: number };

/**
 * One chart with its figures as a table: hidden to the eye (the chart says it) but always there for screen
 * readers, shown on demand. A click on a bar or point, like a row's link, opens those meetings.
 */
export function ChartCard({ id, title, note, model, height = 280 }: ChartCardProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [showsTable, setShowsTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  // echarts-for-react binds the handler again when it changes: with the links of the figures shown now.
  const onEvents = useMemo(
    () => ({
      click: ({ dataIndex }: { dataIndex: number }) => {
        const link = model.links[dataIndex];
        if (link) navigate(link);
      },
    }),
    [model.links, navigate],
  );
  const empty = model.rows.length === 0;
  return (
    <Card as="section" aria-labelledby={headingId} data-chart={id} css={{ padding: 16, minWidth: 0 }}>
      <div
        css={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          flexWrap: 'wrap',
        }}
      >
        <h2 id={headingId} css={{ margin: 0, fontSize: 16 }}>
          {title}
        </h2>
        {!empty && (
          <Button
            variant="ghost"
            aria-expanded={showsTable}
            aria-controls={tableId}
            onClick={() => setShowsTable((shown) => !shown)}
          >
            {t(showsTable ? 'enablement:charts.hideTable' : 'enablement:charts.showTable')}
          </Button>
        )}
      </div>
      {note && (
        <p css={(theme) => ({ margin: '4px 0 0', fontSize: 13, color: theme.colors.textMuted })}>{note}</p>
      )}
      {empty ? (
        <p css={(theme) => ({ margin: '16px 0 0', color: theme.colors.textMuted })}>
          {t('enablement:charts.noData')}
        </p>
      ) : (
        <>
          <div aria-hidden="true" css={{ cursor: 'pointer' }}>
            <ReactEChartsCore
              echarts={echarts}
              option={model.option}
              notMerge
              opts={{ renderer: 'svg' }}
              style={{ height, width: '100%' }}
              onEvents={onEvents}
            />
          </div>
          <div id={tableId} css={showsTable ? { overflowX: 'auto', marginTop: 12 } : hiddenTable}>
            <table css={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
              <caption css={visuallyHidden}>{title}</caption>
              <thead>
                <tr>
                  {model.columns.map((column) => (
                    <th key={column} scope="col" css={{ textAlign: 'start', padding: '4px 8px' }}>
                      {column}
                    </th>
                  ))}
                  <th scope="col" css={{ textAlign: 'start', padding: '4px 8px' }}>
                    {t('enablement:table.link')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {model.rows.map((row) => (
                  <tr key={row.key} data-row-key={row.key}>
                    {row.cells.map((cell, index) =>
                      index === 0 ? (
                        <th
                          key={index}
                          scope="row"
                          css={{ textAlign: 'start', padding: '4px 8px', fontWeight: 500 }}
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={index} css={{ padding: '4px 8px' }}>
                          {cell}
                        </td>
                      ),
                    )}
                    <td css={{ padding: '4px 8px' }}>
                      <Link
                        href={row.link}
                        aria-label={t('enablement:charts.openMeetingsOf', {
                          item: row.cells.slice(0, 2).join(', '),
                        })}
                      >
                        {t('enablement:charts.openMeetings')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
