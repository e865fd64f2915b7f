import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectError, type LoginActorRef } from '../../../machines/login/selectors.ts';
import { AuthAlert } from '../../components/AuthScreen.tsx';

/** The login machine's current error, in the catalogue's words (a backend's own text passes as detail). */
export function LoginErrorAlert({ actor }: { actor: LoginActorRef | undefined }) {
  const { t } = useTranslation();
  const error = useSelector(actor, (snapshot) => (snapshot ? selectError(snapshot) : null));
  if (!error) return null;
  return <AuthAlert role="alert">{t(error.key, { detail: error.detail })}</AuthAlert>;
}
