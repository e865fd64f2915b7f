import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectSsoEmail, selectSsoFailure, selectSsoIsBusy } from '../../../machines/auth/sso/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { AuthAlert, AuthForm, AuthLinks, AuthScreen } from '../../components/AuthScreen.tsx';
import { SsoContext } from './sso-context.ts';
import { ssoFormSchema, type SsoFormValues } from './sso-form-schema.ts';
import { pathTo } from '../../../domain/route-paths.ts';

/** The e-mail form of /sso, driven by the page's SSO actor. */
export function SsoScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sso = SsoContext.useActorRef();
  const email = SsoContext.useSelector(selectSsoEmail);
  const error = SsoContext.useSelector(selectSsoFailure);
  const isBusy = SsoContext.useSelector(selectSsoIsBusy);
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
          <Link href={pathTo('/login')}>{t('sso:backToLogin')}</Link>
        </AuthLinks>
      </AuthForm>
    </AuthScreen>
  );
}
