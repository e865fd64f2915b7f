import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { selectEmail, type LoginActorRef } from '../../../../machines/auth/login/selectors.ts';
import { Hint, Stack, StepTitle } from '../login-layout.tsx';
import { BackButton } from './BackButton.tsx';
import { pathTo, withQuery } from '../../../../domain/route-paths.ts';

/** RESET_PASSWORD: the provider requires a new password; the reset flow starts with the typed e-mail. */
export function ResetPasswordStep({ actor }: { actor: LoginActorRef }) {
  const { t } = useTranslation();
  const email = useSelector(actor, selectEmail);
  return (
    <Stack>
      <StepTitle>{t('login:resetPassword.title')}</StepTitle>
      <Hint>{t('login:resetPassword.hint')}</Hint>
      <Link
        href={withQuery(pathTo('/forgot-password'), { email })}
        // The login lives on in the session: leaving for the reset flow starts it over, so coming back to
        // /login shows the credentials, not this step again.
        onClick={() => actor.send({ type: 'login.restart' })}
        css={{ fontWeight: 600, textAlign: 'center' }}
      >
        {t('login:resetPassword.action')}
      </Link>
      <BackButton actor={actor} />
    </Stack>
  );
}
