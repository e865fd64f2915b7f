import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectCodeDelivery,
  selectCodeResent,
  selectResetEmail,
  selectResetFailure,
  selectResetIsBusy,
  selectResetScreen,
} from '../../../machines/auth/password-reset/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { resetPasswordSchema, type ResetPasswordValues } from '../forgot-password/password-reset-schemas.ts';
import {
  AuthAlert,
  AuthForm,
  AuthLinks,
  AuthNotice,
  AuthScreen,
  AuthSuccess,
} from '../../components/AuthScreen.tsx';
import { CodeDeliveryNotice } from './CodeDeliveryNotice.tsx';
import { ResetPasswordContext } from './reset-password-context.ts';
import { pathTo } from '../../../domain/route-paths.ts';

/** The code form of /reset-password, or the success message once the actor has reset the password. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = ResetPasswordContext.useActorRef();
  const screen = ResetPasswordContext.useSelector(selectResetScreen);
  const email = ResetPasswordContext.useSelector(selectResetEmail);
  const error = ResetPasswordContext.useSelector(selectResetFailure);
  const isBusy = ResetPasswordContext.useSelector(selectResetIsBusy);
  const delivery = ResetPasswordContext.useSelector(selectCodeDelivery);
  const codeResent = ResetPasswordContext.useSelector(selectCodeResent);
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { email, code: '', newPassword: '', confirmation: '' },
  });

  if (screen === 'completed') {
    return (
      <AuthScreen title={t('passwordReset:resetTitle')}>
        <AuthForm as="div">
          <AuthSuccess>{t('passwordReset:completed')}</AuthSuccess>
          <Link href={pathTo('/login')}>{t('passwordReset:goToLogin')}</Link>
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
          <Link href={pathTo('/login')}>{t('passwordReset:backToLogin')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
