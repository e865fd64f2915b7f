import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectIsBusy,
  selectMfaChoices,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { Hint, Stack, StepTitle } from '../login-layout.tsx';
import { BackButton } from './BackButton.tsx';

/**
 * CONTINUE_SIGN_IN_WITH_MFA_SELECTION (which MFA answers this sign-in) and
 * CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION (which MFA to set up): one button per allowed type.
 */
export function MfaChoiceStep({
  actor,
  purpose,
}: {
  actor: SignInChallengeRef;
  purpose: 'selection' | 'setup';
}) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const choices = useSelector(actor, selectMfaChoices);
  const namespace = purpose === 'selection' ? 'mfaSelection' : 'mfaSetupSelection';

  return (
    <Stack>
      <StepTitle>{t(`login:${namespace}.title`)}</StepTitle>
      <Hint>{t(`login:${namespace}.hint`)}</Hint>
      <LoginErrorAlert actor={actor} />
      {choices.map((mfaType) => (
        <Button
          key={mfaType}
          variant="secondary"
          fullWidth
          disabled={isBusy}
          onClick={() => {
            if (purpose === 'selection') actor.send({ type: 'mfa.select', mfaType });
            else if (mfaType !== 'SMS') actor.send({ type: 'mfaSetup.select', mfaType });
          }}
        >
          {t(`login:mfaType.${mfaType}`)}
        </Button>
      ))}
      <BackButton actor={actor} disabled={isBusy} />
    </Stack>
  );
}
