import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, useSearch } from 'wouter';
import { passwordResetMachine } from '../../../machines/password-reset/password-reset.machine.ts';
import {
  selectCodeDelivery,
  selectResetEmail,
  selectResetError,
  selectResetIsBusy,
  selectResetScreen,
} from '../../../machines/password-reset/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import type { PageWithLogic } from '../sso/page-logic.ts';
import { resetPasswordAddress } from './reset-password-address.ts';
import { forgotPasswordSchema, type ForgotPasswordValues } from './password-reset-schemas.ts';

/** /forgot-password: asks for a code; once it is sent, /reset-password takes over with where it went. */
export default function ForgotPasswordPage({
  logic = passwordResetMachine,
}: PageWithLogic<typeof passwordResetMachine>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initialEmail = new URLSearchParams(useSearch()).get('email') ?? '';
  const reset = useActorRef(logic, { input: { email: initialEmail } });
  const screen = useSelector(reset, selectResetScreen);
  const error = useSelector(reset, selectResetError);
  const isBusy = useSelector(reset, selectResetIsBusy);
  const email = useSelector(reset, selectResetEmail);
  const delivery = useSelector(reset, selectCodeDelivery);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: initialEmail },
  });

  if (screen !== 'email') return <Redirect to={resetPasswordAddress(email, delivery)} />;

  const submit = handleSubmit((values) => reset.send({ type: 'email.submit', email: values.email.trim() }));

  return (
    <AuthScreen title={t('passwordReset:forgotTitle')} subtitle={t('passwordReset:forgotSubtitle')}>
      <AuthForm noValidate onSubmit={submit}>
        {error && <AuthAlert role="alert">{errorText(error)}</AuthAlert>}
        <TextField
          label={t('passwordReset:email')}
          type="email"
          autoComplete="username"
          placeholder={t('passwordReset:emailPlaceholder')}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={isBusy}>
          {isBusy ? t('passwordReset:sendingCode') : t('passwordReset:sendCode')}
        </Button>
        <AuthLinks>
          <Link href="/login">{t('passwordReset:backToLogin')}</Link>
          <Link href="/reset-password">{t('passwordReset:haveCode')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
