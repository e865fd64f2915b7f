import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  selectIsBusy,
  selectStep,
  type SignInChallengeRef,
} from '../../../../machines/auth/sign-in-challenge/selectors.ts';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { LoginErrorAlert } from '../LoginErrorAlert.tsx';
import { Hint, StepTitle } from '../login-layout.tsx';
import { AuthForm } from '../../../components/AuthScreen.tsx';
import { answerSchema, type AnswerValues } from '../step-schemas.ts';
import { BackButton } from './BackButton.tsx';

/** CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE: the pool's own question (additionalInfo), answered as text. */
export function CustomChallengeStep({ actor }: { actor: SignInChallengeRef }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const step = useSelector(actor, selectStep);
  const info = step.signInStep === 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' ? (step.additionalInfo ?? {}) : {};
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerValues>({ resolver: zodResolver(answerSchema), defaultValues: { answer: '' } });

  const submit = handleSubmit(({ answer }) =>
    actor.send({ type: 'customChallenge.submit', answer: answer.trim() }),
  );

  return (
    <AuthForm noValidate onSubmit={submit}>
      <StepTitle>{t('login:customChallenge.title')}</StepTitle>
      {Object.entries(info).map(([key, value]) => (
        <Hint key={key}>{value}</Hint>
      ))}
      <LoginErrorAlert actor={actor} />
      <TextField
        label={t('login:customChallenge.answer')}
        error={errors.answer?.message ? t(errors.answer.message) : undefined}
        {...register('answer')}
      />
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('login:confirming') : t('login:confirm')}
      </Button>
      <BackButton actor={actor} disabled={isBusy} />
    </AuthForm>
  );
}
