import { useTranslation } from 'react-i18next';
import { CenteredScreen } from './CenteredScreen.tsx';
import { Logo } from './Logo.tsx';
import { Spinner } from './Spinner.tsx';

/** Shown while the session is not ready to decide what the visitor may see; `message` says why, if known. */
export function LoadingScreen({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <CenteredScreen as="output" aria-live="polite">
      <Logo size={64} />
      <Spinner size={28} aria-hidden />
      <span>{message ?? t('common:loading')}</span>
    </CenteredScreen>
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
