import { describe, expect, it } from 'vitest';
import { displayName } from '../../../../../src/domain/display-name.ts';
import {
  selectDisplayName,
  selectLoginActor,
  selectRouteSession,
  selectUserLoadFailure,
} from '../../../../../src/machines/auth/session/selectors.ts';
import type { SessionContext } from '../../../../../src/machines/auth/session/context.ts';
import { sessionMachine } from '../../../../../src/machines/auth/session/session.machine.ts';
import { sendError } from '../../../../model/fixtures.ts';
import { allCompanyFeatures } from '../../../../../src/api-contract/company-features.ts';
import { initialContext, signedInContext, startSessionIn } from './support.ts';

const snapshotOf = (
  value: Parameters<typeof sessionMachine.resolveState>[0]['value'],
  context: SessionContext,
) => sessionMachine.resolveState({ value, context });

const idle = { authenticated: { userData: 'idle', validity: 'waiting' } };
const leaderContext: SessionContext = {
  ...signedInContext,
  user: { ...signedInContext.user!, isAdmin: true, resetPassword: true },
  teams: [
    { id: 't1', name: 'Comercial', role: 'ADMIN', memberCount: 3 },
    { id: 't2', name: 'Outro', role: null, memberCount: 1 },
  ],
  features: { ...signedInContext.features, enablement: false },
};

describe('selectRouteSession', () => {
  it.each([
    ['initializing', 'initializing', initialContext, 'initializing'],
    ['loadingUser without a user', 'loadingUser', initialContext, 'initializing'],
    ['signingOut without a user (legacy sign-out)', 'signingOut', initialContext, 'initializing'],
    ['signingOut with a user', 'signingOut', signedInContext, 'authenticated'],
    ['authenticated', idle, signedInContext, 'authenticated'],
    ['userLoadFailed', 'userLoadFailed', { ...initialContext, isInitializing: false }, 'authenticated'],
    ['unauthenticated', 'unauthenticated', { ...initialContext, isInitializing: false }, 'unauthenticated'],
  ] as const)('%s -> %s', (_, value, context, status) => {
    expect(selectRouteSession(snapshotOf(value, context)).status).toBe(status);
  });

  it('carries the flags and the team roles the guards need', () => {
    expect(selectRouteSession(snapshotOf(idle, leaderContext))).toEqual({
      status: 'authenticated',
      isUserDataComplete: true,
      resetPassword: true,
      isAdmin: true,
      teamRoles: ['ADMIN'],
      features: { ...allCompanyFeatures, enablement: false },
    });
  });

  it('is all false without a user', () => {
    expect(selectRouteSession(snapshotOf('initializing', initialContext))).toEqual({
      status: 'initializing',
      isUserDataComplete: false,
      resetPassword: false,
      isAdmin: false,
      teamRoles: [],
      // Until the user is loaded nothing is off: no route decision reads it before then.
      features: allCompanyFeatures,
    });
  });
});

describe('user selectors', () => {
  it('selects the user, its display name and the load error', () => {
    const snapshot = snapshotOf(idle, signedInContext);
    expect(selectDisplayName(snapshot, 'Usuário')).toBe('Paula Souza');
    expect(selectDisplayName(snapshotOf('unauthenticated', initialContext), 'Usuário')).toBe('Usuário');

    const failed = {
      ...initialContext,
      failure: { key: 'errors:userFetch', status: '500', detail: null },
    } as const;
    expect(selectUserLoadFailure(snapshotOf('userLoadFailed', failed))).toEqual(failed.failure);
  });

  it('selects the login child only while unauthenticated', () => {
    const unauthenticated = startSessionIn('unauthenticated', initialContext);
    // A restored snapshot has no children: restarting the invoke creates the login child.
    sendError(unauthenticated, 'login', new Error('restart'));
    expect(selectLoginActor(unauthenticated.getSnapshot())?.getSnapshot().value).toEqual({
      editing: 'ready',
    });
    expect(selectLoginActor(snapshotOf(idle, signedInContext))).toBeUndefined();
  });
});

describe('displayName', () => {
  it.each([
    [{ firstName: 'Paula', lastName: 'Souza', emailAddress: 'p@x.com' }, 'Paula Souza'],
    [{ firstName: 'Paula', lastName: null, emailAddress: 'p@x.com' }, 'Paula'],
    [{ firstName: null, lastName: 'Souza', emailAddress: 'paula.souza@x.com' }, 'paula.souza'],
    [{ firstName: '  ', lastName: '', emailAddress: '' }, 'Usuário'],
    [null, 'Usuário'],
  ])('%j -> %s', (user, expected) => {
    expect(displayName(user, 'Usuário')).toBe(expected);
  });
});
