import { useTranslation } from 'react-i18next';
import { AuthSuccess } from '../../../components/AuthScreen.tsx';

/** The migrated user's provider retry succeeded (spec section 4, Login step 3). */
export function SuccessStep() {
  const { t } = useTranslation();
  return <AuthSuccess>{t('login:success')}</AuthSuccess>;
}
