import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  selectStep,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { Hint, StepTitle } from '../login-layout.tsx';
import { CodeForm } from './CodeForm.tsx';

export type CodeChannel = 'totp' | 'email' | 'sms';

/** CONFIRM_SIGN_IN_WITH_TOTP_CODE, _EMAIL_CODE and _SMS_CODE: one 6-digit code. */
export function CodeStep({ actor, channel }: { actor: SignInChallengeRef; channel: CodeChannel }) {
  const { t } = useTranslation();
  const step = useSelector(actor, selectStep);
  const destination = 'destination' in step && step.destination ? step.destination : null;
  return (
    <CodeForm actor={actor} onCode={(code) => actor.send({ type: 'code.submit', code })}>
      <StepTitle>{t(`login:code.${channel}Title`)}</StepTitle>
      <Hint>
        {t(`login:code.${channel}Hint`, { destination: destination ?? t('login:code.someDestination') })}
      </Hint>
    </CodeForm>
  );
}
