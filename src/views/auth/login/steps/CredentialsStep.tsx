import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  selectAwaitsSignUpConfirmation,
  selectEmail,
  selectIsBusy,
  type LoginActorRef,
} from '../../../../machines/auth/login/selectors.ts';
import type { PasswordlessStart } from '../../../../machines/auth/login/actors.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { loginFormSchema, type LoginFormValues } from '../login-form-schema.ts';
import { AuthForm, AuthLinks } from '../../../components/AuthScreen.tsx';
import { pathTo } from '../../../../domain/route-paths.ts';

const SignUpInvitation = styled.p(({ theme }) => ({
  margin: 0,
  paddingTop: 12,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: 14,
  textAlign: 'center',
}));

export function CredentialsStep({ actor }: { actor: LoginActorRef | undefined }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, (snapshot) => (snapshot ? selectIsBusy(snapshot) : false));
  const rememberedEmail = useSelector(actor, (snapshot) => (snapshot ? selectEmail(snapshot) : ''));
  const awaitsConfirmation = useSelector(actor, (snapshot) =>
    snapshot ? selectAwaitsSignUpConfirmation(snapshot) : false,
  );
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    clearErrors,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: rememberedEmail, password: '' },
  });

  const submit = handleSubmit(({ email, password }) =>
    actor?.send({ type: 'credentials.submit', email: email.trim(), password }),
  );
  const fieldError = (message?: string) => (message ? t(message) : undefined);
  // Without a password only the e-mail is checked; a password typed meanwhile stays in the field.
  const withoutPassword = async (preferredChallenge: PasswordlessStart['preferredChallenge']) => {
    if (!(await trigger('email'))) return;
    clearErrors('password');
    actor?.send({ type: 'passwordless.submit', email: getValues('email').trim(), preferredChallenge });
  };

  return (
    <AuthForm noValidate onSubmit={submit}>
      <LoginErrorAlert actor={actor} />
      {awaitsConfirmation && (
        <Link href={`${pathTo('/signup')}?${new URLSearchParams({ confirm: rememberedEmail })}`}>
          {t('login:confirmSignUp')}
        </Link>
      )}
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
      <Button
        type="button"
        variant="secondary"
        fullWidth
        disabled={isBusy || !actor}
        onClick={() => void withoutPassword('EMAIL_OTP')}
      >
        {t('login:withoutPassword.emailCode')}
      </Button>
      <Button
        type="button"
        variant="secondary"
        fullWidth
        disabled={isBusy || !actor}
        onClick={() => void withoutPassword(null)}
      >
        {t('login:withoutPassword.otherWays')}
      </Button>
      <AuthLinks>
        <Link href={pathTo('/forgot-password')}>{t('login:forgotPassword')}</Link>
        <Link href={pathTo('/sso')}>{t('login:sso')}</Link>
      </AuthLinks>
      <SignUpInvitation>
        {t('login:signUpQuestion')} <Link href={pathTo('/signup')}>{t('login:signUp')}</Link>
      </SignUpInvitation>
    </AuthForm>
  );
}
