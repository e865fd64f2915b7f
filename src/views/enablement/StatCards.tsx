import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '../../api-contract/enablement.ts';
import { statCards, type Trend } from './charts/stat-cards.ts';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 12,
});

const Item = styled.li(({ theme }) => ({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.lg,
  padding: 16,
  display: 'grid',
  gap: 4,
}));

// Triangles pointing up, down and ahead (no change).
const arrows: Record<Trend, string> = { up: 'M6 1 11 10H1Z', down: 'M6 11 1 2h10Z', same: 'M2 1l9 5-9 5Z' };

/** Meetings, hours, average duration and the share with next steps, each against the previous period. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={t('enablement:stats.label')}>
      {statCards(stats, (key, values) => t(`enablement:${key}`, values)).map((card) => (
        <Item key={card.id} data-stat={card.id}>
          <span css={(theme) => ({ fontSize: 13, color: theme.colors.textMuted })}>{card.label}</span>
          <strong css={{ fontSize: 26 }}>{card.value}</strong>
          <span css={(theme) => ({ fontSize: 13, color: theme.colors.textMuted })}>
            {/* The arrow shows the direction; the sentence beside it says it, for every reader. */}
            {card.trend && (
              <svg
                aria-hidden="true"
                data-trend={card.trend}
                width="12"
                height="12"
                viewBox="0 0 12 12"
                css={{ marginInlineEnd: 6, verticalAlign: 'middle' }}
              >
                <path d={arrows[card.trend]} fill="currentColor" />
              </svg>
            )}
            <span>{card.change}</span>
          </span>
        </Item>
      ))}
    </Grid>
  );
}
