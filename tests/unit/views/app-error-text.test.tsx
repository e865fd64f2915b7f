import { screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoadedUser, RestoredSession } from '../../../src/machines/auth/session/actors.ts';
import { sessionMachine } from '../../../src/machines/auth/session/session.machine.ts';
import { appError, describeError, type AppError } from '../../../src/services/errors.ts';
import { HttpError } from '../../../src/services/http-error.ts';
import { useErrorText } from '../../../src/views/components/AppErrorText.tsx';
import { SessionContext } from '../../../src/views/contexts/session.ts';
import { SessionLoadingScreen } from '../../../src/views/shell/loading/SessionLoadingScreen.tsx';
import { renderView } from './support/render-app.tsx';

function Printed({ error }: { error: AppError }) {
  return <p>{useErrorText()(error)}</p>;
}

describe('useErrorText', () => {
  it.each([
    [describeError(new HttpError(502, 'Bad Gateway'), 'session'), 'Failed to fetch user data: 502'],
    [
      describeError(Object.assign(new Error('invalid_grant'), { name: 'OAuthSignInException' }), 'sso'),
      'O provedor de autenticação recusou o login: invalid_grant',
    ],
    [appError('errors:login.backendFailed', 'Usuário inativo.'), 'Usuário inativo.'],
    [
      appError('passwordReset:errors.unexpectedStep'),
      'Não foi possível iniciar a redefinição de senha. Contate o suporte.',
    ],
  ])('prints %o in Portuguese, status and detail in place', (error, text) => {
    renderView(<Printed error={error} />);
    expect(screen.getByRole('paragraph').textContent).toBe(text);
  });
});

describe('session loading screen', () => {
  it('says why the user could not be loaded, with the status', async () => {
    const logic = sessionMachine.provide({
      actors: {
        restoreSession: fromPromise<RestoredSession>(async () => 'signedIn'),
        loadUser: fromPromise<LoadedUser, { forceRefresh: boolean; authType: 'cognito' | 'basic' }>(
          async () => {
            throw new HttpError(500, 'HTTP 500');
          },
        ),
      },
    });
    renderView(
      <SessionContext.Provider logic={logic}>
        <SessionLoadingScreen />
      </SessionContext.Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch user data: 500');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});
