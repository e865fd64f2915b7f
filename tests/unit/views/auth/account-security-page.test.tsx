import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { accountSecurityMachine } from '../../../../src/machines/auth/account-security/account-security.machine.ts';
import type { AccountSecurity, Passkey, TrackedDevice } from '../../../../src/services/identity-security.ts';
import { AccountSecurityContext } from '../../../../src/views/auth/account-security/account-security-context.ts';
import { AccountSecurityScreen } from '../../../../src/views/auth/account-security/AccountSecurityScreen.tsx';
import { SessionContext } from '../../../../src/views/contexts/session.ts';
import {
  emailMfa,
  loadedSecurity,
  namedError,
  rememberedDevice,
  stalledSecurityActors,
  storedPasskey,
} from '../../../model/auth/account-security.fixtures.ts';
import { renderView } from '../support/render-app.tsx';
import { sessionLogic } from '../support/session-fixtures.ts';

type Actors = Parameters<typeof accountSecurityMachine.provide>[0]['actors'];

function renderSecurity(
  actors: Actors = {},
  signOut = vi.fn<(input: { everywhere: boolean }) => Promise<void>>(async () => undefined),
) {
  const logic = accountSecurityMachine.provide({
    actors: { ...stalledSecurityActors, loadSecurity: fromPromise(async () => loadedSecurity), ...actors },
  });
  renderView(
    <SessionContext.Provider logic={sessionLogic({ restored: 'signedIn', signOut })}>
      <AccountSecurityContext.Provider logic={logic}>
        <AccountSecurityScreen />
      </AccountSecurityContext.Provider>
    </SessionContext.Provider>,
  );
  return { signOut };
}

describe('/config/security', () => {
  it('shows the MFA choice, the passkeys and this device, in Portuguese', async () => {
    renderSecurity();
    expect(await screen.findByRole('radio', { name: 'Desligada: só a senha' })).toHaveProperty(
      'checked',
      true,
    );
    for (const name of ['Aplicativo autenticador', 'Código por e-mail', 'Código por SMS'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    const passkeys = screen.getByRole('list', { name: 'Chaves de acesso cadastradas' });
    expect(within(passkeys).getByText('Notebook do trabalho')).toBeTruthy();
    const devices = screen.getByRole('list', { name: 'Dispositivos lembrados' });
    expect(within(devices).getByText(/Este dispositivo/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lembrar este dispositivo' })).toBeTruthy();
  });

  it('adds a named passkey, and shows the spec message when the browser prompt is cancelled', async () => {
    const added: Passkey = { id: 'credencial-2', name: 'Celular', createdAt: '2026-11-28T10:00:00.000Z' };
    let tries = 0;
    renderSecurity({
      addPasskey: fromPromise<Passkey[], { name: string }>(async ({ input }) => {
        tries += 1;
        if (tries === 1) throw namedError('PasskeyRegistrationCanceled');
        expect(input.name).toBe('Celular');
        return [storedPasskey, added];
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nome da nova chave (opcional)' }), 'Celular');
    await user.click(screen.getByRole('button', { name: 'Adicionar chave de acesso' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O registro da passkey foi cancelado.');
    // What was typed stays, so trying again needs no retyping.
    expect(screen.getByRole('textbox', { name: 'Nome da nova chave (opcional)' })).toHaveProperty(
      'value',
      'Celular',
    );
    await user.click(screen.getByRole('button', { name: 'Adicionar chave de acesso' }));
    expect(await screen.findByText('Celular')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a passkey and forgets a remembered device by their names', async () => {
    const removed = vi.fn<(id: string) => void>();
    const forgotten = vi.fn<(id: string) => void>();
    renderSecurity({
      loadSecurity: fromPromise<AccountSecurity>(async () => ({
        ...loadedSecurity,
        devices: [rememberedDevice],
      })),
      removePasskey: fromPromise<Passkey[], { id: string }>(async ({ input }) => {
        removed(input.id);
        return [];
      }),
      forgetDevice: fromPromise<TrackedDevice[] | null, { id: string }>(async ({ input }) => {
        forgotten(input.id);
        return [];
      }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Remover a chave de acesso Notebook do trabalho' }),
    );
    expect(await screen.findByText('Nenhuma chave de acesso cadastrada.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Esquecer o dispositivo Chromium no Linux' }));
    expect(await screen.findByText('Nenhum dispositivo lembrado.')).toBeTruthy();
    expect(removed).toHaveBeenCalledWith(storedPasskey.id);
    expect(forgotten).toHaveBeenCalledWith(rememberedDevice.id);
  });

  it('saves e-mail as the MFA, and sets the authenticator app up with its QR secret and first code', async () => {
    renderSecurity({
      saveMfa: fromPromise(async () => emailMfa),
      startTotpSetup: fromPromise(async () => ({ sharedSecret: 'JBSWY3DP', setupUri: 'otpauth://totp/x' })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Código por e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Salvar escolha' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Código por e-mail' })).toHaveProperty('checked', true),
    );
    await user.click(screen.getByRole('radio', { name: 'Aplicativo autenticador' }));
    await user.click(screen.getByRole('button', { name: 'Salvar escolha' }));
    expect((await screen.findByLabelText('Código secreto')).textContent).toBe('JBSWY3DP');
    await user.click(screen.getByRole('button', { name: 'Ativar aplicativo' }));
    expect(await screen.findByText('Digite os 6 dígitos do código.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByRole('radio', { name: 'Código por e-mail' })).toHaveProperty('checked', true);
  });

  it('signs out everywhere through the session', async () => {
    const { signOut } = renderSecurity();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sair de todos os dispositivos' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ everywhere: true }));
  });
});
