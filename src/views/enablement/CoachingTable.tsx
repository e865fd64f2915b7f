import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SellerSkills } from '../../api-contract/enablement.ts';
import { Card } from '../components/Card.tsx';
import type { DrillScope } from './charts/drill.ts';
import { meetingsLink } from './charts/drill.ts';
import { bandText, coachingMetricKeys, coachingRows } from './charts/skills.ts';

const cell = { padding: '6px 8px', textAlign: 'start', verticalAlign: 'top' } as const;

/** Each seller's coaching metrics over the period, with the published target band under each heading. */
export function CoachingTable({ skills, scope }: { skills: SellerSkills; scope: DrillScope }) {
  const { t } = useTranslation();
  const translate = (key: string, values?: Record<string, string | number>) => t(`enablement:${key}`, values);
  const rows = coachingRows(skills);
  return (
    <Card as="section" aria-labelledby="coaching-title" css={{ padding: 16, minWidth: 0 }}>
      <h2 id="coaching-title" css={{ margin: 0, fontSize: 16 }}>
        {t('enablement:coaching.title')}
      </h2>
      <p css={(theme) => ({ margin: '4px 0 12px', fontSize: 13, color: theme.colors.textMuted })}>
        {t('enablement:coaching.intro')}
      </p>
      {rows.length === 0 ? (
        <p css={{ margin: 0 }}>{t('enablement:charts.noData')}</p>
      ) : (
        // Scrolls sideways on a phone; the sellers' links inside make it reachable by keyboard.
        <div css={{ overflowX: 'auto' }}>
          <table css={{ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' }}>
            <thead>
              <tr>
                <th scope="col" css={cell}>
                  {t('enablement:table.seller')}
                </th>
                {coachingMetricKeys.map((metric) => (
                  <th key={metric} scope="col" css={cell}>
                    {t(`enablement:metrics.${metric}`)}
                    <br />
                    <small css={(theme) => ({ fontWeight: 400, color: theme.colors.textMuted })}>
                      {t('enablement:coaching.target', { band: bandText(metric, translate) })}
                    </small>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} data-row-key={row.key}>
                  <th scope="row" css={cell}>
                    <Link href={meetingsLink({ ...scope, userId: row.userId })}>{row.name}</Link>
                  </th>
                  {row.cells.map((item) => (
                    <td key={item.metric} css={cell}>
                      {item.value}
                      {item.verdict && (
                        <>
                          <br />
                          <small
                            css={(theme) => ({
                              color: item.verdict === 'within' ? theme.colors.success : theme.colors.warning,
                            })}
                          >
                            {t(`enablement:coaching.verdict.${item.verdict}`)}
                          </small>
                        </>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
