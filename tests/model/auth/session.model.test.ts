import { expect, it } from 'vitest';
import type { sessionActors } from '../../../src/machines/auth/session/actors.ts';
import { sessionMachine } from '../../../src/machines/auth/session/session.machine.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { loadedSeller, namedError } from '../fixtures.ts';
import { runModel, type ActorFixtures } from '../support/model-run.ts';
import { testSessionMachine } from '../../unit/machines/auth/session/support.ts';

const fixtures = {
  restoreSession: {
    done: ['legacy', 'signedIn', 'basic', 'signedOut'],
    error: [new Error('storage unavailable')],
  },
  loadUser: {
    done: [loadedSeller],
    error: [new HttpError(401, 'Unauthorized'), new HttpError(500, 'Internal Server Error')],
  },
  checkSession: { done: [undefined], error: [namedError('MissingTokenError'), namedError('NetworkError')] },
  signOut: { done: [undefined], error: [namedError('NetworkError')] },
  login: {
    done: [
      { email: 'vendedor@demo.com.br', authType: 'cognito' },
      { email: 'legado@demo.com.br', authType: 'basic' },
    ],
    error: [new Error('login crashed')],
  },
  // The feeds never end: what they report is the user events 'session.signedIn', 'user.changed' and
  // 'session.ended'.
  watchRedirectSignIn: { done: [], error: [] },
  watchUserChanges: { done: [], error: [] },
  watchEndedSessions: { done: [], error: [] },
} satisfies ActorFixtures<typeof sessionActors>;

it('session: every state and transition, replayed on a real actor', async () => {
  await runModel({
    name: 'session',
    machine: sessionMachine,
    sut: testSessionMachine(),
    userEvents: [
      { type: 'session.signOut' },
      { type: 'user.changed' },
      { type: 'session.retry' },
      { type: 'session.signedIn' },
      { type: 'session.ended' },
    ],
    fixtures,
    invariants: {
      loadingUser: (actual) => expect(actual.context.authType).not.toBeNull(),
      authenticated: (actual) => {
        expect(actual.context.authType).not.toBeNull();
        expect(actual.context.user).not.toBeNull();
        expect(actual.children.watchUserChanges).toBeDefined();
      },
      userLoadFailed: (actual) => {
        expect(actual.hasTag('error')).toBe(true);
        expect(actual.context.failure?.key).toBe('errors:userFetch');
      },
      unauthenticated: (actual) => {
        expect(actual.context.user).toBeNull();
        expect(actual.context.authType).toBeNull();
        expect(actual.children.login).toBeDefined();
        expect(actual.children.watchRedirectSignIn).toBeDefined();
      },
    },
  });
}, 60_000);
