import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
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
import { attributesSchema } from '../step-schemas.ts';
import { BackButton } from './BackButton.tsx';

const knownAttributes = [
  'name',
  'given_name',
  'family_name',
  'phone_number',
  'email',
  'birthdate',
  'preferred_username',
];

/**
 * CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED with missing attributes: the typed password becomes the new one
 * (spec section 4), so only the attributes the challenge lists are asked for.
 */
export function NewPasswordAttributesStep({ actor }: { actor: SignInChallengeRef }) {
  const { t } = useTranslation();
  const isBusy = useSelector(actor, selectIsBusy);
  const step = useSelector(actor, selectStep);
  const attributes = useMemo(
    () =>
      step.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' ? (step.missingAttributes ?? []) : [],
    [step],
  );
  const schema = useMemo(() => attributesSchema(attributes), [attributes]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(attributes.map((name) => [name, ''])),
  });

  const submit = handleSubmit((values) => actor.send({ type: 'newPassword.submit', attributes: values }));
  const label = (name: string) =>
    knownAttributes.includes(name) ? t(`login:newPassword.attributes.${name}`) : name;

  return (
    <AuthForm noValidate onSubmit={submit}>
      <StepTitle>{t('login:newPassword.title')}</StepTitle>
      <Hint>{t('login:newPassword.hint')}</Hint>
      <LoginErrorAlert actor={actor} />
      {attributes.map((name) => {
        const message = errors[name]?.message;
        return (
          <TextField
            key={name}
            label={label(name)}
            error={message ? t(message) : undefined}
            {...register(name)}
          />
        );
      })}
      <Button type="submit" fullWidth disabled={isBusy}>
        {isBusy ? t('login:confirming') : t('login:confirm')}
      </Button>
      <BackButton actor={actor} disabled={isBusy} />
    </AuthForm>
  );
}
