import { useTheme } from '@emotion/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters } from '../../machines/enablement/enablement-dashboard/filters.ts';
import type { Dashboard } from '../../services/enablement/enablement.ts';
import { useThemePreference } from '../contexts/theme-preference.tsx';
import type { ChartContext } from './charts/chart-model.ts';
import { businessDate, type DrillScope } from './charts/drill.ts';
import { meetingTypesChart } from './charts/meeting-types.ts';
import { chartPalette } from './charts/palette.ts';
import { sellerSkillsChart } from './charts/skills.ts';
import { talkTimeChart } from './charts/talk-time.ts';
import { activityChart, engagementChart, nextStepsChart } from './charts/time-series.ts';

/** The meetings behind what is shown: this team, seller and type, over the period the server answered for. */
export function drillScope(teamId: string, filters: DashboardFilters, dashboard: Dashboard): DrillScope {
  return {
    teamId,
    userId: filters.userId,
    meetingType: filters.meetingType,
    startDate: businessDate(dashboard.stats.range.start),
    endDate: businessDate(dashboard.stats.range.end),
  };
}

/** Every chart of the dashboard, drawn again when the figures, the language or the theme change. */
export function useChartModels(teamId: string, filters: DashboardFilters, dashboard: Dashboard) {
  const { t, i18n } = useTranslation();
  const { preference } = useThemePreference();
  const { themeSchema, mode } = preference;
  const font = useTheme().font.family;
  return useMemo(() => {
    const scope = drillScope(teamId, filters, dashboard);
    const context: ChartContext = {
      palette: chartPalette({ themeSchema, mode }, font),
      t: (key, values) => t(`enablement:${key}`, values),
      scope,
    };
    return {
      scope,
      activity: activityChart(dashboard.chartData, context),
      talkTime: talkTimeChart(dashboard.talkTime, context),
      meetingTypes: meetingTypesChart(dashboard.meetingTypes, context),
      nextSteps: nextStepsChart(dashboard.nextSteps, context),
      engagement: engagementChart(dashboard.engagement, context),
      skills: sellerSkillsChart(dashboard.skills, context),
    };
    // i18n.language: the texts drawn inside the charts follow a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [teamId, filters, dashboard, themeSchema, mode, font, t, i18n.language]);
}
