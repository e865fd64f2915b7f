import { useTranslation } from 'react-i18next';
import { selectUserLoadFailure } from '../../../machines/auth/session/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Logo } from '../../components/Logo.tsx';
import { SessionContext } from '../../contexts/session.ts';
import { CenteredScreen } from '../../components/CenteredScreen.tsx';

/**
 * The loading screen while user data is incomplete; when loading the user failed it says why and offers a
 * retry and a way out, so the visitor is never stuck on a spinner.
 */
export function SessionLoadingScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = SessionContext.useActorRef();
  const error = SessionContext.useSelector(selectUserLoadFailure);
  const canRetry = SessionContext.useSelector((snapshot) => snapshot.can({ type: 'session.retry' }));
  if (!error || !canRetry) return <LoadingScreen />;
  return (
    <CenteredScreen role="alert">
      <Logo size={64} />
      <p css={{ margin: 0 }}>{errorText(error)}</p>
      <div css={{ display: 'flex', gap: 12 }}>
        <Button onClick={() => session.send({ type: 'session.retry' })}>{t('common:retry')}</Button>
        <Button variant="secondary" onClick={() => session.send({ type: 'session.signOut' })}>
          {t('layout:header.signOut')}
        </Button>
      </div>
    </CenteredScreen>
  );
}
