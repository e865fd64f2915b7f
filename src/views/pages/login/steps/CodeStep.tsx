import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { selectIsBusy, selectStep, type LoginActorRef } from '../../../../machines/login/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { Hint, StepTitle } from '../login-layout.tsx';
import { AuthForm } from '../../../components/AuthScreen.tsx';
import { codeSchema, type CodeValues } from '../step-schemas.ts';
import { BackButton } from './BackButton.tsx';

export type CodeChannel = 'totp' | 'email' | 'sms';

/** CONFIRM_SIGN_IN_WITH_TOTP_CODE, _EMAIL_CODE and _SMS_CODE: one 6-digit code. */
export function CodeStep({ actor, channel }: { actor: LoginActorRef; channel: CodeChannel }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const step = useSelector(actor, selectStep);
  const destination = step && 'destination' in step && step.destination ? step.destination : null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) => actor.send({ type: 'code.submit', code: code.trim() }));

  return (
    <AuthForm noValidate onSubmit={submit}>
      <StepTitle>{t(`login:code.${channel}Title`)}</StepTitle>
      <Hint>
        {t(`login:code.${channel}Hint`, { destination: destination ?? t('login:code.someDestination') })}
      </Hint>
      <LoginErrorAlert actor={actor} />
      <TextField
        label={t('login:code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...register('code')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('login:confirming') : t('login:confirm')}
      </Button>
      <BackButton actor={actor} disabled={isBusy} />
    </AuthForm>
  );
}
