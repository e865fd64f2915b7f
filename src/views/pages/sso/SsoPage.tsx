import { zodResolver } from '@hookform/resolvers/zod';
import { useActorRef, useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { selectSsoError, selectSsoIsBusy } from '../../../machines/sso/selectors.ts';
import { ssoMachine } from '../../../machines/sso/sso.machine.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import { ssoFormSchema, type SsoFormValues } from './sso-form-schema.ts';
import type { PageWithLogic } from './page-logic.ts';

/** /sso: the e-mail decides the identity provider; the machine sends the browser there. */
export default function SsoPage({ logic = ssoMachine }: PageWithLogic<typeof ssoMachine>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const sso = useActorRef(logic, { input: { email } });
  const error = useSelector(sso, selectSsoError);
  const isBusy = useSelector(sso, selectSsoIsBusy);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SsoFormValues>({ resolver: zodResolver(ssoFormSchema), defaultValues: { email } });

  const submit = handleSubmit((values) => sso.send({ type: 'email.submit', email: values.email.trim() }));

  return (
    <AuthScreen title={t('sso:title')} subtitle={t('sso:subtitle')}>
      <AuthForm noValidate onSubmit={submit}>
        {error && <AuthAlert role="alert">{errorText(error)}</AuthAlert>}
        <TextField
          label={t('sso:email')}
          type="email"
          autoComplete="username"
          placeholder={t('sso:emailPlaceholder')}
          error={errors.email?.message && t(errors.email.message)}
          {...register('email')}
        />
        <Button type="submit" fullWidth disabled={isBusy}>
          {isBusy ? t('sso:submitting') : t('sso:submit')}
        </Button>
        <AuthLinks>
          <Link href="/login">{t('sso:backToLogin')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
