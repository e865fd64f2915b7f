import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectEmail,
  selectIsBusy,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { Hint, StepTitle } from '../login-layout.tsx';
import { AuthForm } from '../../../components/AuthScreen.tsx';
import { emailSetupSchema, type EmailSetupValues } from '../step-schemas.ts';
import { BackButton } from './BackButton.tsx';

/** CONTINUE_SIGN_IN_WITH_EMAIL_SETUP: the address that will receive the codes (the sign-in e-mail by default). */
export function EmailSetupStep({ actor }: { actor: SignInChallengeRef }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const signInEmail = useSelector(actor, selectEmail);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailSetupValues>({
    resolver: zodResolver(emailSetupSchema),
    defaultValues: { email: signInEmail },
  });

  const submit = handleSubmit(({ email }) => actor.send({ type: 'emailSetup.submit', email: email.trim() }));

  return (
    <AuthForm noValidate onSubmit={submit}>
      <StepTitle>{t('login:emailSetup.title')}</StepTitle>
      <Hint>{t('login:emailSetup.hint')}</Hint>
      <LoginErrorAlert actor={actor} />
      <TextField
        label={t('login:email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message ? t(errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('login:confirming') : t('login:confirm')}
      </Button>
      <BackButton actor={actor} disabled={isBusy} />
    </AuthForm>
  );
}
