import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectScreen,
  type LoginActorRef,
  type LoginScreen,
} from '../../../machines/auth/login/selectors.ts';
import { selectLoginActor } from '../../../machines/auth/session/selectors.ts';
import { SessionContext } from '../../contexts/session.ts';
import { AuthScreen } from '../../components/AuthScreen.tsx';
import { CodeStep } from './steps/CodeStep.tsx';
import { CredentialsStep } from './steps/CredentialsStep.tsx';
import { CustomChallengeStep } from './steps/CustomChallengeStep.tsx';
import { EmailSetupStep } from './steps/EmailSetupStep.tsx';
import { FirstFactorStep } from './steps/FirstFactorStep.tsx';
import { MfaChoiceStep } from './steps/MfaChoiceStep.tsx';
import { NewPasswordAttributesStep } from './steps/NewPasswordAttributesStep.tsx';
import { ResetPasswordStep } from './steps/ResetPasswordStep.tsx';
import { SuccessStep } from './steps/SuccessStep.tsx';
import { TotpSetupStep } from './steps/TotpSetupStep.tsx';

function Step({ screen, actor }: { screen: LoginScreen; actor: LoginActorRef | undefined }) {
  // Until the session starts its login machine only the (disabled) credentials form can show.
  if (screen === 'credentials' || !actor) return <CredentialsStep actor={actor} />;
  switch (screen) {
    case 'totpCode':
      return <CodeStep actor={actor} channel="totp" />;
    case 'emailCode':
      return <CodeStep actor={actor} channel="email" />;
    case 'smsCode':
      return <CodeStep actor={actor} channel="sms" />;
    case 'mfaSelection':
      return <MfaChoiceStep actor={actor} purpose="selection" />;
    case 'mfaSetupSelection':
      return <MfaChoiceStep actor={actor} purpose="setup" />;
    case 'totpSetup':
      return <TotpSetupStep actor={actor} />;
    case 'emailSetup':
      return <EmailSetupStep actor={actor} />;
    case 'customChallenge':
      return <CustomChallengeStep actor={actor} />;
    case 'firstFactorSelection':
      return <FirstFactorStep actor={actor} />;
    case 'newPasswordAttributes':
      return <NewPasswordAttributesStep actor={actor} />;
    case 'resetPassword':
      return <ResetPasswordStep actor={actor} />;
    case 'success':
      return <SuccessStep />;
  }
}

/** /login: the login machine's current screen inside the product's sign-in card. */
export default function LoginPage() {
  const { t } = useTranslation();
  const loginActor = SessionContext.useSelector(selectLoginActor);
  const screen = useSelector(loginActor, (snapshot) => (snapshot ? selectScreen(snapshot) : 'credentials'));

  return (
    <AuthScreen title={t('common:productName')} subtitle={t('login:subtitle')}>
      {/* One form per screen: what was typed on a screen never leaks into the next one. */}
      <Step key={screen} screen={screen} actor={loginActor} />
    </AuthScreen>
  );
}
