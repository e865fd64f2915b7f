import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectChallenge,
  selectScreen,
  type LoginActorRef,
  type LoginScreen,
} from '../../../machines/auth/login/selectors.ts';
import {
  selectChallengeScreen,
  type ChallengeScreen,
  type SignInChallengeRef,
} from '../../../machines/auth/sign-in-challenge/selectors.ts';
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

/** A screen where the person answers the provider's next step: it talks to the challenge machine. */
function ChallengeStep({ screen, actor }: { screen: ChallengeScreen; actor: SignInChallengeRef }) {
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
  }
}

function Step({
  screen,
  actor,
  challenge,
}: {
  screen: LoginScreen;
  actor: LoginActorRef | undefined;
  challenge: SignInChallengeRef | undefined;
}) {
  // Until the session starts its login machine only the (disabled) credentials form can show.
  if (screen === 'credentials' || !actor) return <CredentialsStep actor={actor} />;
  if (screen === 'resetPassword') return <ResetPasswordStep actor={actor} />;
  if (screen === 'success') return <SuccessStep />;
  return challenge ? <ChallengeStep screen={screen} actor={challenge} /> : <CredentialsStep actor={actor} />;
}

/** /login: the login machine's current screen inside the product's sign-in card. */
export default function LoginPage() {
  const { t } = useTranslation();
  const loginActor = SessionContext.useSelector(selectLoginActor);
  /*
   * The challenge screens send their events straight to the challenge machine (read from the login machine's
   * snapshot) rather than through the login machine: they read that machine's step, failure and busy state
   * anyway, which the login machine's snapshot does not carry, and forwarding would repeat every event there.
   */
  const challenge = useSelector(loginActor, (snapshot) => (snapshot ? selectChallenge(snapshot) : undefined));
  const loginScreen = useSelector(loginActor, (snapshot) =>
    snapshot ? selectScreen(snapshot) : 'credentials',
  );
  const challengeScreen = useSelector(challenge, (snapshot) =>
    snapshot ? selectChallengeScreen(snapshot) : null,
  );
  const screen = challengeScreen ?? loginScreen;

  return (
    <AuthScreen title={t('common:productName')} subtitle={t('login:subtitle')}>
      {/* One form per screen: what was typed on a screen never leaks into the next one. */}
      <Step key={screen} screen={screen} actor={loginActor} challenge={challenge} />
    </AuthScreen>
  );
}
