import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.tsx';
import { Spinner } from './Spinner.tsx';

const Screen = styled.output(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 20,
  background: theme.colors.background,
  color: theme.colors.textMuted,
}));

/** Shown while the session is not ready to decide what the visitor may see. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Screen aria-live="polite">
      <Logo size={64} />
      <Spinner size={28} aria-hidden />
      <span>{t('common:loading')}</span>
    </Screen>
  );
}

/** The smaller sibling, inside a layout while a page's code arrives. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <output css={{ display: 'flex', alignItems: 'center', gap: 12, padding: '32px 0' }}>
      <Spinner aria-hidden />
      <span>{t('common:loading')}</span>
    </output>
  );
}
