import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectCallbackEmail, selectCallbackFailure } from '../../../machines/auth/sso/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import { SsoCallbackContext } from './sso-callback-context.ts';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';

/** Progress while the callback actor finishes the sign-in, or its failure with the ways back. */
export function SsoCallbackScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const error = SsoCallbackContext.useSelector(selectCallbackFailure);
  const email = SsoCallbackContext.useSelector(selectCallbackEmail);

  if (error) {
    return (
      <AuthScreen title={t('sso:callback.failedTitle')}>
        <AuthForm as="div">
          <AuthAlert role="alert">{errorText(error)}</AuthAlert>
          <AuthLinks>
            <Link href={email ? withQuery(pathTo('/sso'), { email }) : pathTo('/sso')}>
              {t('sso:callback.tryAgain')}
            </Link>
            <Link href={pathTo('/login')}>{t('sso:backToLogin')}</Link>
          </AuthLinks>
        </AuthForm>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('sso:title')}>
      <AuthForm as="output" aria-live="polite">
        <Spinner />
        <p css={{ margin: 0, textAlign: 'center' }}>
          {email ? t('sso:callback.waitingFor', { email }) : t('sso:callback.waiting')}
        </p>
      </AuthForm>
    </AuthScreen>
  );
}
