import { useTranslation } from 'react-i18next';
import type { CodeDelivery } from '../../../machines/auth/password-reset/selectors.ts';
import { AuthNotice } from '../../components/AuthScreen.tsx';

const knownMedia = ['EMAIL', 'SMS', 'PHONE'];

/** Where the code went (Cognito's CodeDeliveryDetails: a masked destination and the medium). */
export function CodeDeliveryNotice({ delivery }: { delivery: CodeDelivery }) {
  const { t } = useTranslation();
  if (!delivery.destination) return <AuthNotice>{t('passwordReset:codeSentGeneric')}</AuthNotice>;
  const medium =
    delivery.medium && knownMedia.includes(delivery.medium)
      ? t(`passwordReset:medium.${delivery.medium}`)
      : t('passwordReset:medium.EMAIL');
  return (
    <AuthNotice>{t('passwordReset:codeSentTo', { medium, destination: delivery.destination })}</AuthNotice>
  );
}
