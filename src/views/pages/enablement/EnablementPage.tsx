import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { dashboardViewOf } from '../../../machines/enablement-dashboard/filters.ts';
import texts from '../../../i18n/resources/pt-BR/enablement.ts';
import { SessionContext } from '../../contexts/session.ts';
import type { PageProps } from '../page-props.ts';
import { EnablementDashboardContext } from './enablement-context.ts';
import { EnablementScreen } from './EnablementScreen.tsx';

/** /enablement/dashboard: the team and filters start from the address, so a shared or reloaded view is the same. */
export default function EnablementPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  // This page's texts come in its own chunk (see i18n/later/pt-BR.ts); silent, as nothing else reads them.
  if (!i18n.hasResourceBundle('pt-BR', 'enablement')) {
    i18n.addResourceBundle('pt-BR', 'enablement', texts, true, false, { silent: true });
  }
  const isAdmin = SessionContext.useSelector((snapshot) => snapshot.context.user?.isAdmin ?? false);
  const search = useSearch();
  const [initial] = useState(() => dashboardViewOf(search));
  return (
    <EnablementDashboardContext.Provider options={{ input: { isAdmin, ...initial } }}>
      <EnablementScreen title={t(titleKey)} />
    </EnablementDashboardContext.Provider>
  );
}
