import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectCallbackEmail, selectCallbackError } from '../../../machines/sso/selectors.ts';
import { ssoCallbackMachine } from '../../../machines/sso/sso-callback.machine.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { SessionContext } from '../../contexts/session.ts';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import type { PageWithLogic } from '../sso/page-logic.ts';

/**
 * /sso-callback: where the identity provider sends the browser back. Amplify finishes the sign-in; on
 * success the session loads the user and the route gate moves on to /meetings.
 */
export default function SsoCallbackPage({
  logic = ssoCallbackMachine,
}: PageWithLogic<typeof ssoCallbackMachine>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const session = SessionContext.useActorRef();
  const callback = useActorRef(logic, { input: { session } });
  const error = useSelector(callback, selectCallbackError);
  const email = useSelector(callback, selectCallbackEmail);

  if (error) {
    return (
      <AuthScreen title={t('sso:callback.failedTitle')}>
        <AuthForm as="div">
          <AuthAlert role="alert">{errorText(error)}</AuthAlert>
          <AuthLinks>
            <Link href={email ? `/sso?${new URLSearchParams({ email })}` : '/sso'}>
              {t('sso:callback.tryAgain')}
            </Link>
            <Link href="/login">{t('sso:backToLogin')}</Link>
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
