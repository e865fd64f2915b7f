import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectIsBusy,
  selectStep,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { Hint, Stack, StepTitle } from '../login-layout.tsx';
import { BackButton } from './BackButton.tsx';

const knownChallenges = ['EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'];
/** The password is typed on the credentials form: offered here, it sends the person back there. */
const passwordChallenges = ['PASSWORD', 'PASSWORD_SRP'];

/** CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION: the first factors the pool offers for this user. */
export function FirstFactorStep({ actor }: { actor: SignInChallengeRef }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const step = useSelector(actor, selectStep);
  const challenges =
    step.signInStep === 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION'
      ? (step.availableChallenges ?? [])
      : [];
  const withoutPassword = challenges.filter((challenge) => !passwordChallenges.includes(challenge));
  const offersPassword = challenges.some((challenge) => passwordChallenges.includes(challenge));

  return (
    <Stack>
      <StepTitle>{t('login:firstFactor.title')}</StepTitle>
      {offersPassword && <Hint>{t('login:firstFactor.passwordHint')}</Hint>}
      <LoginErrorAlert actor={actor} />
      {withoutPassword.map((challenge) => (
        <Button
          key={challenge}
          variant="secondary"
          fullWidth
          disabled={isBusy}
          onClick={() => actor.send({ type: 'firstFactor.select', challenge })}
        >
          {knownChallenges.includes(challenge) ? t(`login:firstFactor.${challenge}`) : challenge}
        </Button>
      ))}
      <BackButton actor={actor} disabled={isBusy} />
    </Stack>
  );
}
