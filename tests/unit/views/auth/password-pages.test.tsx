import type { AttributeUpdateStep } from '../../../../src/services/identity-password.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type {
  PasswordResetConfirmation,
  ResetPasswordStep,
} from '../../../../src/machines/auth/password-reset/actors.ts';
import { passwordResetMachine } from '../../../../src/machines/auth/password-reset/password-reset.machine.ts';
import type { PasswordChange } from '../../../../src/machines/auth/password-update/actors.ts';
import { passwordUpdateMachine } from '../../../../src/machines/auth/password-update/password-update.machine.ts';
import { SessionContext } from '../../../../src/views/contexts/session.ts';
import {
  ForgotPasswordContext,
  forgotPasswordOptions,
} from '../../../../src/views/auth/forgot-password/forgot-password-context.ts';
import { ForgotPasswordScreen } from '../../../../src/views/auth/forgot-password/ForgotPasswordScreen.tsx';
import {
  ResetPasswordContext,
  resetPasswordOptions,
} from '../../../../src/views/auth/reset-password/reset-password-context.ts';
import { ResetPasswordScreen } from '../../../../src/views/auth/reset-password/ResetPasswordScreen.tsx';
import { UpdatePasswordContext } from '../../../../src/views/auth/update-password/update-password-context.ts';
import { UpdatePasswordScreen } from '../../../../src/views/auth/update-password/UpdatePasswordScreen.tsx';
import { renderApp, renderView } from '../support/render-app.tsx';
import { sessionLogic } from '../support/session-fixtures.ts';

const namedError = (name: string, message = name) => Object.assign(new Error(message), { name });
const codeStep: ResetPasswordStep = {
  step: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
  delivery: { destination: 'j***@d***', medium: 'EMAIL' },
};

function resetLogic({
  sendCode = async () => codeStep,
  confirmReset = async () => undefined,
}: {
  sendCode?: (input: { email: string }) => Promise<ResetPasswordStep>;
  confirmReset?: (input: PasswordResetConfirmation) => Promise<void>;
} = {}) {
  return passwordResetMachine.provide({
    actors: {
      sendCode: fromPromise<ResetPasswordStep, { email: string }>(({ input }) => sendCode(input)),
      confirmReset: fromPromise<void, PasswordResetConfirmation>(({ input }) => confirmReset(input)),
    },
  });
}

describe('ForgotPasswordPage', () => {
  it('prefills the e-mail from the address and reports a refusal in Portuguese', async () => {
    const user = userEvent.setup();
    const search = '?email=joao%40demo.com.br';
    renderView(
      <ForgotPasswordContext.Provider
        logic={resetLogic({ sendCode: () => Promise.reject(namedError('LimitExceededException')) })}
        options={forgotPasswordOptions(search)}
      >
        <ForgotPasswordScreen />
      </ForgotPasswordContext.Provider>,
      `/forgot-password${search}`,
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('joao@demo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    );
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('joao@demo.com.br');
  });

  it('is what the /forgot-password route shows, with the real machine and the e-mail from the address', async () => {
    renderApp('/forgot-password?email=joao%40demo.com.br');
    const field = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(field.value).toBe('joao@demo.com.br');
  });
});

describe('ResetPasswordPage', () => {
  const search = '?email=joao%40demo.com.br&destination=j***%40d***&medium=EMAIL';

  /** /reset-password as /forgot-password hands it over, with the given logic in place of the real one. */
  function renderReset(logic: ReturnType<typeof resetLogic>) {
    return renderView(
      <ResetPasswordContext.Provider logic={logic} options={resetPasswordOptions(search)}>
        <ResetPasswordScreen />
      </ResetPasswordContext.Provider>,
      `/reset-password${search}`,
    );
  }

  async function fillReset(user: ReturnType<typeof userEvent.setup>, confirmation = 'Nova@Senha2026') {
    await user.type(screen.getByLabelText('Código de verificação'), '123456');
    await user.type(screen.getByLabelText('Nova senha'), 'Nova@Senha2026');
    await user.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
  }

  it('is what the /reset-password route shows, with the real machine at the code form', async () => {
    renderApp(`/reset-password${search}`);
    expect(await screen.findByText('Enviamos um código por e-mail para j***@d***.')).toBeTruthy();
  });

  it('says where the code went', () => {
    renderReset(resetLogic());
    expect(screen.getByText('Enviamos um código por e-mail para j***@d***.')).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('joao@demo.com.br');
  });

  it('refuses a confirmation that does not match', async () => {
    const user = userEvent.setup();
    const confirmReset = vi.fn<(input: PasswordResetConfirmation) => Promise<void>>(async () => undefined);
    renderReset(resetLogic({ confirmReset }));
    await fillReset(user, 'Outra@Senha2026');
    expect(await screen.findByText('As senhas não coincidem.')).toBeTruthy();
    expect(confirmReset).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the code is wrong, then succeeds with a link to the login', async () => {
    const user = userEvent.setup();
    const confirmReset = vi
      .fn<(input: PasswordResetConfirmation) => Promise<void>>()
      .mockRejectedValueOnce(namedError('CodeMismatchException'))
      .mockResolvedValueOnce(undefined);
    renderReset(resetLogic({ confirmReset }));
    await fillReset(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Código inválido. Verifique o código recebido e tente novamente.',
    );
    expect((screen.getByLabelText('Nova senha') as HTMLInputElement).value).toBe('Nova@Senha2026');
    expect(confirmReset).toHaveBeenCalledWith({
      email: 'joao@demo.com.br',
      code: '123456',
      newPassword: 'Nova@Senha2026',
    });

    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }));
    expect(await screen.findByText('Senha redefinida com sucesso! Entre com a nova senha.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o login' }).getAttribute('href')).toBe('/login');
  });

  it('shows the expired-code message and sends a new code on request', async () => {
    const user = userEvent.setup();
    const sendCode = vi.fn<(input: { email: string }) => Promise<ResetPasswordStep>>(async () => codeStep);
    renderReset(
      resetLogic({ sendCode, confirmReset: () => Promise.reject(namedError('ExpiredCodeException')) }),
    );
    await fillReset(user);
    expect((await screen.findByRole('alert')).textContent).toBe('O código expirou. Solicite um novo código.');
    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByText('Um novo código foi enviado.')).toBeTruthy();
    expect(sendCode).toHaveBeenCalledWith({ email: 'joao@demo.com.br' });
  });
});

function updateLogic(changePassword: (input: PasswordChange) => Promise<void>) {
  return passwordUpdateMachine.provide({
    actors: {
      changePassword: fromPromise<void, PasswordChange>(({ input }) => changePassword(input)),
      clearResetFlag: fromPromise<AttributeUpdateStep>(async () => ({ step: 'DONE' })),
      saveOnServer: fromPromise<void, PasswordChange>(async () => undefined),
    },
  });
}

function renderUpdate(changePassword: (input: PasswordChange) => Promise<void>) {
  return renderView(
    <SessionContext.Provider logic={sessionLogic()}>
      <UpdatePasswordContext.Provider logic={updateLogic(changePassword)}>
        <UpdatePasswordScreen />
      </UpdatePasswordContext.Provider>
    </SessionContext.Provider>,
    '/update-password',
  );
}

async function submitUpdate(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Senha atual'), 'Demo@2026!');
  await user.type(screen.getByLabelText('Nova senha'), 'Trocada@2026');
  await user.type(screen.getByLabelText('Confirmar nova senha'), 'Trocada@2026');
  await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
}

describe('UpdatePasswordPage', () => {
  it('changes the password and says so', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn<(input: PasswordChange) => Promise<void>>(async () => undefined);
    renderUpdate(changePassword);
    await submitUpdate(user);
    expect(await screen.findByText('Senha atualizada com sucesso!')).toBeTruthy();
    expect(changePassword).toHaveBeenCalledWith({ oldPassword: 'Demo@2026!', password: 'Trocada@2026' });
  });

  it.each([
    [
      namedError('LimitExceededException'),
      'Muitas tentativas de login. Aguarde alguns minutos antes de tentar novamente ou contate o suporte.',
    ],
    [new Error('boom'), 'Erro inesperado ao atualizar senha. Tente novamente'],
  ])('shows the spec message on failure (%s)', async (error, message) => {
    const user = userEvent.setup();
    renderUpdate(() => Promise.reject(error));
    await submitUpdate(user);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = userEvent.setup();
    const changePassword = vi.fn<(input: PasswordChange) => Promise<void>>(async () => undefined);
    renderUpdate(changePassword);
    await user.type(screen.getByLabelText('Senha atual'), 'Demo@2026!');
    await user.type(screen.getByLabelText('Nova senha'), 'Demo@2026!');
    await user.type(screen.getByLabelText('Confirmar nova senha'), 'Demo@2026!');
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));
    expect(await screen.findByText('A nova senha deve ser diferente da atual.')).toBeTruthy();
    await waitFor(() => expect(changePassword).not.toHaveBeenCalled());
  });
});
