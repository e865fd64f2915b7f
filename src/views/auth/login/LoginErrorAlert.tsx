import { useSelector } from '@xstate/react';
import { selectFailure, type LoginActorRef } from '../../../machines/auth/login/selectors.ts';
import type { SignInChallengeRef } from '../../../machines/auth/sign-in-challenge/selectors.ts';
import { AuthAlert } from '../../components/AuthScreen.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';

/**
 * The login machine's current error (or, on a challenge screen, the challenge machine's), in the catalogue's
 * words (a backend's own text passes as detail).
 */
export function LoginErrorAlert({ actor }: { actor: LoginActorRef | SignInChallengeRef | undefined }) {
  const errorText = useErrorText();
  const error = useSelector(actor, (snapshot) => (snapshot ? selectFailure(snapshot) : null));
  if (!error) return null;
  return <AuthAlert role="alert">{errorText(error)}</AuthAlert>;
}
