import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectEmail, selectIsBusy, type LoginActorRef } from '../../../../machines/auth/login/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { loginFormSchema, type LoginFormValues } from '../login-form-schema.ts';
import { AuthForm, AuthLinks } from '../../../components/AuthScreen.tsx';
import { pathTo } from '../../../../domain/route-paths.ts';

export function CredentialsStep({ actor }: { actor: LoginActorRef | undefined }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, (snapshot) => (snapshot ? selectIsBusy(snapshot) : false));
  const rememberedEmail = useSelector(actor, (snapshot) => (snapshot ? selectEmail(snapshot) : ''));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: rememberedEmail, password: '' },
  });

  const submit = handleSubmit(({ email, password }) =>
    actor?.send({ type: 'credentials.submit', email: email.trim(), password }),
  );
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <AuthForm noValidate onSubmit={submit}>
      <LoginErrorAlert actor={actor} />
      <TextField
        label={t('login:email')}
        type="email"
        autoComplete="username"
        placeholder={t('login:emailPlaceholder')}
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('login:password')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" fullWidth disabled={isBusy || !actor}>
        {isBusy ? t('login:submitting') : t('login:submit')}
      </Button>
      <AuthLinks>
        <Link href={pathTo('/forgot-password')}>{t('login:forgotPassword')}</Link>
        <Link href={pathTo('/sso')}>{t('login:sso')}</Link>
      </AuthLinks>
    </AuthForm>
  );
}
