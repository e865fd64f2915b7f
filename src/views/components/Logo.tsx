import { useTranslation } from 'react-i18next';

export function Logo({ size = 40 }: { size?: number }) {
  const { t } = useTranslation();
  return <img src="/logo.svg" width={size} height={size} alt={t('common:productName')} />;
}
