import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectEmail, selectErrorKey, selectIsBusy } from '../../../machines/login/selectors.ts';
import { selectLoginActor } from '../../../machines/session/selectors.ts';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Logo } from '../../components/Logo.tsx';
import { TextField } from '../../components/TextField.tsx';
import { SessionContext } from '../../contexts/session.ts';
import { loginFormSchema, type LoginFormValues } from './login-form-schema.ts';

const Page = styled.div(({ theme }) => ({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
  background: `radial-gradient(circle at top, ${theme.colors.primarySubtle}, transparent 60%)`,
}));

const Panel = styled(Card)({ width: '100%', maxWidth: 420, padding: 32 });

const Brand = styled.div({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 8,
  marginBottom: 24,
});

const Title = styled.h1(({ theme }) => ({
  margin: 0,
  fontSize: 28,
  fontWeight: 800,
  color: theme.colors.text,
}));

const Subtitle = styled.p(({ theme }) => ({ margin: 0, color: theme.colors.textMuted, textAlign: 'center' }));

const Alert = styled.p(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.dangerSubtle,
  color: theme.colors.danger,
  fontSize: 14,
}));

const Links = styled.div({ display: 'flex', justifyContent: 'space-between', fontSize: 14 });

export default function LoginPage() {
  const { t } = useTranslation();
  const loginActor = SessionContext.useSelector(selectLoginActor);
  const errorKey = useSelector(loginActor, (snapshot) => (snapshot ? selectErrorKey(snapshot) : null));
  const isBusy = useSelector(loginActor, (snapshot) => (snapshot ? selectIsBusy(snapshot) : false));
  const rememberedEmail = useSelector(loginActor, (snapshot) => (snapshot ? selectEmail(snapshot) : ''));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: rememberedEmail, password: '' },
  });

  const submit = handleSubmit(({ email, password }) =>
    loginActor?.send({ type: 'credentials.submit', email: email.trim(), password }),
  );
  const fieldError = (message?: string) => (message ? t(message) : undefined);

  return (
    <Page>
      <Panel>
        <Brand>
          <Logo size={56} />
          <Title>{t('common:productName')}</Title>
          <Subtitle>{t('login:subtitle')}</Subtitle>
        </Brand>
        <form noValidate onSubmit={submit} css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {errorKey && <Alert role="alert">{t(errorKey)}</Alert>}
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
          <Button type="submit" fullWidth disabled={isBusy || !loginActor}>
            {isBusy ? t('login:submitting') : t('login:submit')}
          </Button>
          <Links>
            <Link href="/forgot-password">{t('login:forgotPassword')}</Link>
            <Link href="/sso">{t('login:sso')}</Link>
          </Links>
        </form>
      </Panel>
    </Page>
  );
}
