import type { TFunction } from 'i18next';
import type { DailyReportConfig, DailyReportOptions } from '../../api-contract/daily-report.ts';

/** "Equipes: Comercial · Vendedores: Lucas Almeida": who a report covers, by name. */
export function coverageText(report: DailyReportConfig, options: DailyReportOptions, t: TFunction): string {
  const nameOf = (list: Array<{ id: string; name: string }>, id: string) =>
    list.find((item) => item.id === id)?.name ?? t('reports:unknownEntry');
  const parts = [
    report.teamIds.length > 0 &&
      t('reports:coversTeams', { names: report.teamIds.map((id) => nameOf(options.teams, id)).join(', ') }),
    report.sellerIds.length > 0 &&
      t('reports:coversSellers', {
        names: report.sellerIds.map((id) => nameOf(options.sellers, id)).join(', '),
      }),
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}
