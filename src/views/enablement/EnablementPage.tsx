import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { dashboardViewOf } from '../../machines/enablement/enablement-dashboard/filters.ts';
import { usePageTexts } from '../../i18n/page-texts.ts';
import enablement from '../../i18n/resources/pt-BR/enablement.ts';
import { SessionContext } from '../contexts/session.ts';
import type { PageProps } from '../page-props.ts';
import { EnablementDashboardContext } from './enablement-context.ts';
import { EnablementScreen } from './EnablementScreen.tsx';

/** /enablement/dashboard: the team and filters start from the address, so a shared or reloaded view is the same. */
export default function EnablementPage({ titleKey }: PageProps) {
  usePageTexts({ enablement });
  const { t } = useTranslation();
  const isAdmin = SessionContext.useSelector((snapshot) => snapshot.context.user?.isAdmin ?? false);
  const search = useSearch();
  const [initial] = useState(() => dashboardViewOf(search));
  return (
    <EnablementDashboardContext.Provider options={{ input: { isAdmin, ...initial } }}>
      <EnablementScreen title={t(titleKey)} />
    </EnablementDashboardContext.Provider>
  );
}
