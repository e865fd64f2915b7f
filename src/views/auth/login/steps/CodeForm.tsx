import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectIsBusy,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { AuthForm } from '../../../components/AuthScreen.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { codeSchema, type CodeValues } from '../step-schemas.ts';
import { BackButton } from './BackButton.tsx';

/**
 * The 6-digit code form every code step shares (sign-in codes, the first authenticator code at setup):
 * what the step explains first, then the error, the code field, confirm and back.
 */
export function CodeForm({
  actor,
  onCode,
  children,
}: {
  actor: SignInChallengeRef;
  onCode: (code: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  return (
    <AuthForm noValidate onSubmit={handleSubmit(({ code }) => onCode(code.trim()))}>
      {children}
      <LoginErrorAlert actor={actor} />
      <TextField
        label={t('login:code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message ? t(errors.code.message) : undefined}
        {...register('code')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('login:confirming') : t('login:confirm')}
      </Button>
      <BackButton actor={actor} disabled={isBusy} />
    </AuthForm>
  );
}
