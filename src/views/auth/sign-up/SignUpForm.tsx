import styled from '@emotion/styled';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { companyNameMaxLength } from '../../../api-contract/sign-up.ts';
import { pathTo } from '../../../domain/route-paths.ts';
import {
  selectSignUpAccount,
  selectSignUpFailure,
  selectSignUpIsBusy,
} from '../../../machines/auth/sign-up/selectors.ts';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { AuthAlert, AuthForm, AuthLinks } from '../../components/AuthScreen.tsx';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { PasswordRules } from './PasswordRules.tsx';
import { SignUpContext } from './sign-up-context.ts';
import { personNameMaxLength, signUpFormSchema, type SignUpFormValues } from './sign-up-schema.ts';

const NameRow = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: 16,
});

/** The account form: starts from what the machine kept, so a refusal loses nothing typed. */
export function SignUpForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const signUp = SignUpContext.useActorRef();
  const kept = SignUpContext.useSelector(selectSignUpAccount);
  const failure = SignUpContext.useSelector(selectSignUpFailure);
  const isBusy = SignUpContext.useSelector(selectSignUpIsBusy);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<SignUpFormValues>({ resolver: zodResolver(signUpFormSchema), defaultValues: kept });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit((values) =>
    signUp.send({
      type: 'signUp.submit',
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      email: values.email.trim(),
      password: values.password,
      companyName: values.companyName.trim(),
    }),
  );
  const fieldError = (message: string | undefined, max?: number) =>
    message ? t(message, { max }) : undefined;

  return (
    <AuthForm noValidate onSubmit={submit}>
      {failure && <AuthAlert role="alert">{errorText(failure)}</AuthAlert>}
      <NameRow>
        <TextField
          label={t('signUp:givenName')}
          autoComplete="given-name"
          error={fieldError(errors.givenName?.message, personNameMaxLength)}
          {...register('givenName')}
        />
        <TextField
          label={t('signUp:familyName')}
          autoComplete="family-name"
          error={fieldError(errors.familyName?.message, personNameMaxLength)}
          {...register('familyName')}
        />
      </NameRow>
      <TextField
        label={t('signUp:email')}
        type="email"
        autoComplete="username"
        placeholder={t('signUp:emailPlaceholder')}
        error={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <TextField
        label={t('signUp:password')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.password?.message)}
        description={<PasswordRules password={password} />}
        {...register('password')}
      />
      <TextField
        label={t('signUp:companyName')}
        autoComplete="organization"
        placeholder={t('signUp:companyNamePlaceholder')}
        error={fieldError(errors.companyName?.message, companyNameMaxLength)}
        {...register('companyName')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('signUp:submitting') : t('signUp:submit')}
      </Button>
      <AuthLinks>
        <Link href={pathTo('/login')}>{t('signUp:haveAccount')}</Link>
      </AuthLinks>
    </AuthForm>
  );
}
