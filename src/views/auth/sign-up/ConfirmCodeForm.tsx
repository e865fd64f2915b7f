import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectCanResendCode,
  selectSignUpAccount,
  selectSignUpCodeResent,
  selectSignUpDelivery,
  selectSignUpFailure,
  selectSignUpIsBusy,
} from '../../../machines/auth/sign-up/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { AuthAlert, AuthForm, AuthNotice } from '../../components/AuthScreen.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { SignUpContext } from './sign-up-context.ts';
import { confirmCodeSchema, type ConfirmCodeValues } from './sign-up-schema.ts';

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: 13, color: theme.colors.textMuted }));

/** The e-mailed code: confirms the account, which then signs in with the password just chosen. */
export function ConfirmCodeForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signUp = SignUpContext.useActorRef();
  const { email } = SignUpContext.useSelector(selectSignUpAccount);
  const delivery = SignUpContext.useSelector(selectSignUpDelivery);
  const codeResent = SignUpContext.useSelector(selectSignUpCodeResent);
  const canResend = SignUpContext.useSelector(selectCanResendCode);
  const failure = SignUpContext.useSelector(selectSignUpFailure);
  const isBusy = SignUpContext.useSelector(selectSignUpIsBusy);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ConfirmCodeValues>({ resolver: zodResolver(confirmCodeSchema), defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) => signUp.send({ type: 'code.submit', code: code.trim() }));

  return (
    <AuthForm noValidate onSubmit={submit}>
      <AuthNotice>
        {delivery?.destination
          ? t('signUp:code.sentTo', { destination: delivery.destination })
          : t('signUp:code.sentGeneric', { email })}
        {codeResent && ` ${t('signUp:code.resent')}`}
      </AuthNotice>
      {failure && <AuthAlert role="alert">{errorText(failure)}</AuthAlert>}
      <TextField
        label={t('signUp:code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message && t(errors.code.message)}
        {...register('code')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('signUp:code.submitting') : t('signUp:code.submit')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        disabled={isBusy || !canResend}
        onClick={() => signUp.send({ type: 'code.resend' })}
      >
        {t('signUp:code.resend')}
      </Button>
      {!canResend && !isBusy && <Hint>{t('signUp:code.resendWait')}</Hint>}
      <Button
        type="button"
        variant="ghost"
        fullWidth
        disabled={isBusy}
        onClick={() => signUp.send({ type: 'signUp.edit' })}
      >
        {t('signUp:code.otherEmail')}
      </Button>
    </AuthForm>
  );
}
