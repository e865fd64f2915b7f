import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Redirect } from 'wouter';
import {
  selectCodeDelivery,
  selectResetEmail,
  selectResetFailure,
  selectResetIsBusy,
  selectResetScreen,
} from '../../../machines/auth/password-reset/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import { ForgotPasswordContext } from './forgot-password-context.ts';
import { resetPasswordAddress } from './reset-password-address.ts';
import { forgotPasswordSchema, type ForgotPasswordValues } from './password-reset-schemas.ts';
import { pathTo } from '../../../domain/route-paths.ts';

/** The e-mail form of /forgot-password; leaves for /reset-password once the actor has sent a code. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = ForgotPasswordContext.useActorRef();
  const screen = ForgotPasswordContext.useSelector(selectResetScreen);
  const error = ForgotPasswordContext.useSelector(selectResetFailure);
  const isBusy = ForgotPasswordContext.useSelector(selectResetIsBusy);
  const email = ForgotPasswordContext.useSelector(selectResetEmail);
  const delivery = ForgotPasswordContext.useSelector(selectCodeDelivery);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email },
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
          <Link href={pathTo('/login')}>{t('passwordReset:backToLogin')}</Link>
          <Link href={pathTo('/reset-password')}>{t('passwordReset:haveCode')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
