import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo } from '../../../domain/route-paths.ts';
import { selectSignUpFailure, selectSignUpScreen } from '../../../machines/auth/sign-up/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { AuthAlert, AuthNotice, AuthScreen, AuthSuccess } from '../../components/AuthScreen.tsx';
import { ConfirmCodeForm } from './ConfirmCodeForm.tsx';
import { SignUpContext } from './sign-up-context.ts';
import { SignUpForm } from './SignUpForm.tsx';

/** The end of a visit that could not sign in here (no password typed in it, or more steps): the login takes over. */
function OnToLogin() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const failure = SignUpContext.useSelector(selectSignUpFailure);
  return (
    <>
      <AuthSuccess>{t('signUp:confirmed')}</AuthSuccess>
      {failure && <AuthAlert role="alert">{errorText(failure)}</AuthAlert>}
      <Link href={pathTo('/login')}>{t('signUp:goToLogin')}</Link>
    </>
  );
}

/** The screen the sign-up machine is at; once signed in, the session (told by the machine) takes over. */
export function SignUpScreen() {
  const { t } = useTranslation();
  const screen = SignUpContext.useSelector(selectSignUpScreen);

  const title = screen === 'form' ? t('signUp:title') : t('signUp:code.title');
  return (
    <AuthScreen title={title} subtitle={screen === 'form' ? t('signUp:subtitle') : undefined}>
      {screen === 'form' && <SignUpForm />}
      {screen === 'code' && <ConfirmCodeForm />}
      {screen === 'signedIn' && <AuthNotice>{t('signUp:signingIn')}</AuthNotice>}
      {screen === 'confirmed' && <OnToLogin />}
    </AuthScreen>
  );
}
