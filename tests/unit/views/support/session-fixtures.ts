import { fromPromise } from 'xstate';
import type { PasswordlessStart } from '../../../../src/machines/auth/login/actors.ts';
import { loginMachine } from '../../../../src/machines/auth/login/login.machine.ts';
import { signInChallengeMachine } from '../../../../src/machines/auth/sign-in-challenge/sign-in-challenge.machine.ts';
import type { LoadedUser, RestoredSession } from '../../../../src/machines/auth/session/actors.ts';
import { sessionMachine } from '../../../../src/machines/auth/session/session.machine.ts';
import type { User } from '../../../../src/api-contract/user.ts';
import type { Team } from '../../../../src/api-contract/team.ts';
import { allCompanyFeatures, type CompanyFeatures } from '../../../../src/api-contract/company-features.ts';
import type { BasicLoginResponse } from '../../../../src/api-contract/auth.ts';
import { HttpError } from '../../../../src/services/http-error.ts';
import type { ChallengeAnswer, SignInNextStep } from '../../../../src/services/identity.ts';

export const sellerUser: User = {
  id: 'user-1',
  emailAddress: 'vendedor@demo.com.br',
  firstName: 'Valéria',
  lastName: 'Souza',
  isAdmin: false,
  companyId: 'company-1',
  importMeeting: 0,
  emailMeeting: 0,
  templateId: null,
  isDefaultTemplate: false,
  resetPassword: false,
  isGMeetConnected: false,
  isOutlookConnected: false,
  isOutlookLegacy: false,
  cognitoId: 'cognito-1',
  authType: 'cognito',
};

export const memberTeam: Team = { id: 'team-1', name: 'Comercial', role: 'member', memberCount: 3 };

export function notAuthorized(): Error {
  return Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
}

type SessionFixture = {
  restored?: RestoredSession;
  user?: User;
  teams?: Team[];
  /** What the company has turned on; everything by default. */
  features?: CompanyFeatures;
  signIn?: (credentials: { email: string; password: string }) => Promise<SignInNextStep>;
  signInWithoutPassword?: (start: PasswordlessStart) => Promise<SignInNextStep>;
  confirmSignIn?: (answer: ChallengeAnswer) => Promise<SignInNextStep>;
  basicLogin?: (credentials: { email: string; password: string }) => Promise<BasicLoginResponse>;
  signOut?: (input: { everywhere: boolean }) => Promise<void>;
};

/** The reference backend's answer to unknown credentials (server/features/auth/auth.routes.ts). */
export function backendRefusal(): HttpError {
  const body = {
    status: 401,
    title: 'Email ou senha incorretos. Por favor, tente novamente.',
    message: 'Email ou senha incorretos. Por favor, tente novamente.',
  };
  return new HttpError(401, body.message, { body });
}

/** The real session and login machines with every outside call replaced. */
export function sessionLogic({
  restored = 'signedOut',
  user = sellerUser,
  teams = [memberTeam],
  features = allCompanyFeatures,
  signIn = () => Promise.reject(notAuthorized()),
  signInWithoutPassword = () => Promise.reject(new Error('no passwordless sign-in expected')),
  confirmSignIn = () => Promise.reject(new Error('no challenge expected')),
  basicLogin = () => Promise.reject(backendRefusal()),
  signOut = () => Promise.resolve(),
}: SessionFixture = {}) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise<RestoredSession>(async () => restored),
      loadUser: fromPromise<LoadedUser, { forceRefresh: boolean; authType: 'cognito' | 'basic' }>(
        async () => ({
          claims: { sub: 'cognito-1', email: user.emailAddress },
          user,
          teams,
          features,
        }),
      ),
      checkSession: fromPromise<void, { authType: 'cognito' | 'basic' }>(async () => undefined),
      signOut: fromPromise<void, { everywhere: boolean }>(({ input }) => signOut(input)),
      login: loginMachine.provide({
        actors: {
          signIn: fromPromise<SignInNextStep, { email: string; password: string }>(({ input }) =>
            signIn(input),
          ),
          signInWithoutPassword: fromPromise<SignInNextStep, PasswordlessStart>(({ input }) =>
            signInWithoutPassword(input),
          ),
          signInChallenge: signInChallengeMachine.provide({
            actors: {
              confirmSignIn: fromPromise<SignInNextStep, { answer: ChallengeAnswer; email: string }>(
                ({ input }) => confirmSignIn(input.answer),
              ),
            },
          }),
          basicLogin: fromPromise<BasicLoginResponse, { email: string; password: string }>(({ input }) =>
            basicLogin(input),
          ),
        },
      }),
    },
  });
}
