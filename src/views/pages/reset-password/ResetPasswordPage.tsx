import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import {
  passwordResetMachine,
  startAtCode,
} from '../../../machines/password-reset/password-reset.machine.ts';
import {
  selectCodeDelivery,
  selectCodeResent,
  selectResetError,
  selectResetIsBusy,
  selectResetScreen,
} from '../../../machines/password-reset/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from '../forgot-password/password-reset-schemas.ts';
import { readResetPasswordAddress } from '../forgot-password/reset-password-address.ts';
import {
  AuthAlert,
  AuthForm,
  AuthLinks,
  AuthNotice,
  AuthScreen,
  AuthSuccess,
} from '../../components/AuthScreen.tsx';
import type { PageWithLogic } from '../sso/page-logic.ts';
import { CodeDeliveryNotice } from './CodeDeliveryNotice.tsx';

/** /reset-password: code, new password and confirmation; the code can be sent again from here. */
export default function ResetPasswordPage({
  logic = passwordResetMachine,
}: PageWithLogic<typeof passwordResetMachine>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const handedOver = readResetPasswordAddress(useSearch());
  const reset = useActorRef(logic, {
    input: { email: handedOver.email },
    snapshot: startAtCode(logic, handedOver),
  });
  const screen = useSelector(reset, selectResetScreen);
  const error = useSelector(reset, selectResetError);
  const isBusy = useSelector(reset, selectResetIsBusy);
  const delivery = useSelector(reset, selectCodeDelivery);
  const codeResent = useSelector(reset, selectCodeResent);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email: handedOver.email, code: '', newPassword: '', confirmation: '' },
  });

  if (screen === 'completed') {
    return (
      <AuthScreen title={t('passwordReset:resetTitle')}>
        <AuthForm as="div">
          <AuthSuccess>{t('passwordReset:completed')}</AuthSuccess>
          <Link href="/login">{t('passwordReset:goToLogin')}</Link>
        </AuthForm>
      </AuthScreen>
    );
  }

  const submit = handleSubmit((values) =>
    reset.send({
      type: 'reset.submit',
      email: values.email.trim(),
      code: values.code.trim(),
      newPassword: values.newPassword,
    }),
  );
  const resend = async () => {
    if (await trigger('email')) reset.send({ type: 'code.resend', email: getValues('email').trim() });
  };
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <AuthScreen title={t('passwordReset:resetTitle')} subtitle={t('passwordReset:resetSubtitle')}>
      <AuthForm noValidate onSubmit={submit}>
        {error && <AuthAlert role="alert">{errorText(error)}</AuthAlert>}
        {!error && codeResent && <AuthNotice>{t('passwordReset:codeResent')}</AuthNotice>}
        {delivery && <CodeDeliveryNotice delivery={delivery} />}
        <TextField
          label={t('passwordReset:email')}
          type="email"
          autoComplete="username"
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('passwordReset:code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          error={fieldError(errors.code?.message)}
          {...register('code')}
        />
        <TextField
          label={t('passwordReset:newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('passwordReset:confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.confirmation?.message)}
          {...register('confirmation')}
        />
        <Button type="submit" fullWidth disabled={isBusy}>
          {isBusy ? t('passwordReset:submitting') : t('passwordReset:submit')}
        </Button>
        <Button variant="secondary" fullWidth disabled={isBusy} onClick={() => void resend()}>
          {t('passwordReset:resendCode')}
        </Button>
        <AuthLinks>
          <Link href="/login">{t('passwordReset:backToLogin')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
