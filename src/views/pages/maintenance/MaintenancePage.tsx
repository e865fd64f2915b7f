import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/Logo.tsx';
import type { PageProps } from '../page-props.ts';

const Screen = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  color: theme.colors.textMuted,
}));

export default function MaintenancePage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <Screen>
      <Logo size={64} />
      <h1 css={{ margin: 0, fontSize: 28 }}>{t(titleKey)}</h1>
      <p css={{ margin: 0, maxWidth: 460 }}>{t('pages:maintenance.description')}</p>
    </Screen>
  );
}
