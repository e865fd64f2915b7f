import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ChallengeScreen } from '../sign-in-challenge/selectors.ts';
import type { loginMachine } from './login.machine.ts';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
export type LoginActorRef = ActorRefFrom<typeof loginMachine>;

/** The screens the login machine shows itself. */
type LoginOwnScreen = 'credentials' | 'resetPassword' | 'success';
/** The screen the login page shows; one per step where the person acts. */
export type LoginScreen = LoginOwnScreen | ChallengeScreen;

/** The login machine's own screen; during the challenge its machine says which (selectChallengeScreen). */
export function selectScreen(snapshot: LoginSnapshot): LoginOwnScreen {
  if (snapshot.matches('announcingSuccess')) return 'success';
  if (snapshot.matches('signedIn')) return snapshot.context.migrated ? 'success' : 'credentials';
  if (snapshot.matches('resetPassword')) return 'resetPassword';
  return 'credentials';
}

/** The sign-in challenge machine while the provider's next step is answered; its screens talk to it. */
export const selectChallenge = (snapshot: LoginSnapshot) => snapshot.children.challenge;

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';
export const selectEmail = (snapshot: LoginSnapshot): string => snapshot.context.email;
/** The provider refused the sign-in until the account's e-mail is confirmed: the page offers /signup's code. */
export const selectAwaitsSignUpConfirmation = (snapshot: LoginSnapshot): boolean =>
  snapshot.matches('confirmSignUp');
