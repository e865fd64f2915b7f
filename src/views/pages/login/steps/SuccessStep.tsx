import { useTranslation } from 'react-i18next';
import { SuccessMessage } from '../login-layout.tsx';

/** The migrated user's provider retry succeeded (spec section 4, Login step 3). */
export function SuccessStep() {
  const { t } = useTranslation();
  return <SuccessMessage>{t('login:success')}</SuccessMessage>;
}
