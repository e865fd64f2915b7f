import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo.tsx';
import type { PageProps } from '../../page-props.ts';
import { CenteredScreen } from '../../components/CenteredScreen.tsx';

export default function MaintenancePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <CenteredScreen>
      <Logo size={64} />
      <h1 css={{ margin: 0, fontSize: 28 }}>{t(titleKey)}</h1>
      <p css={{ margin: 0, maxWidth: 460 }}>{t('pages:maintenance.description')}</p>
    </CenteredScreen>
  );
}
