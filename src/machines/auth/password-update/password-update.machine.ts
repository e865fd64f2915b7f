/*
 * Forced password update (/update-password, when the user's resetPassword is set).
 * - editing: current password, new password, confirmation; an error comes back here with its message.
 * - changingPassword: ChangePassword at the identity provider.
 * - finishing: the password has changed; the flag is cleared at the provider (clearingResetFlag) and then at
 *   the backend (savingOnServer). A failure here goes to finishFailed, whose retry resumes the finishing
 *   steps: the old password no longer works, so the form cannot simply be sent again.
 * - succeeded: "Senha atualizada com sucesso!"; the session reloads the user (the users resource told it of
 *   the write) while the message shows, then done (final) and the page continues to /meetings.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { AppError } from '../../../services/errors.ts';
import { clearFailure, errorOf, failWith } from '../../shared/failure.ts';
import { passwordUpdateActors, type PasswordChange } from './actors.ts';

export type PasswordUpdateContext = {
  /** Kept in memory from the change until the backend has it, so a failed finishing step can be retried. */
  change: PasswordChange | null;
  failure: AppError | null;
};

export type PasswordUpdateEvent =
  { type: 'password.submit'; oldPassword: string; password: string } | { type: 'update.retry' };

export const passwordUpdateMachine = setup({
  types: {
    context: {} as PasswordUpdateContext,
    events: {} as PasswordUpdateEvent,
  },
  actors: passwordUpdateActors,
  delays: { successDisplay: 1_500 },
  actions: {
    startChange: assign((_, params: PasswordChange) => ({ change: params, failure: null })),
    clearFailure: clearFailure(),
    fail: failWith('passwordUpdate'),
    forgetPasswords: assign({ change: null }),
  },
}).createMachine({
  id: 'passwordUpdate',
  description: 'Troca obrigatória de senha antes de usar o app',
  meta: {
    events: {
      'password.submit': 'Senha atual e nova senha enviadas',
      'xstate.done.actor.changePassword': 'Serviço de identidade trocou a senha',
      'xstate.error.actor.changePassword': 'Troca de senha recusada',
      'xstate.done.actor.clearResetFlag': 'Pedido de troca desmarcado no serviço de identidade',
      'xstate.error.actor.clearResetFlag': 'Desmarcar a troca no serviço de identidade falhou',
      'xstate.done.actor.saveOnServer': 'Nova senha registrada no servidor do Pauta',
      'xstate.error.actor.saveOnServer': 'Registro da nova senha no servidor do Pauta falhou',
      'update.retry': 'Pediu para tentar concluir a troca de novo',
      'xstate.after.successDisplay': 'Aviso de sucesso mostrado pelo tempo previsto',
    },
  },
  context: { change: null, failure: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Esperando a pessoa digitar a senha atual e a nova',
      on: {
        'password.submit': {
          target: 'changingPassword',
          actions: {
            type: 'startChange',
            params: ({ event }) => ({ oldPassword: event.oldPassword, password: event.password }),
          },
        },
      },
    },
    changingPassword: {
      description: 'Trocando a senha no serviço de identidade',
      tags: ['busy'],
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => {
          assertEvent(event, 'password.submit');
          return { oldPassword: event.oldPassword, password: event.password };
        },
        onDone: { target: 'finishing' },
        onError: {
          target: 'editing',
          actions: ['forgetPasswords', { type: 'fail', params: errorOf }],
        },
      },
    },
    finishing: {
      description: 'Senha trocada: concluindo a troca no serviço e no servidor',
      tags: ['busy'],
      initial: 'clearingResetFlag',
      states: {
        clearingResetFlag: {
          description: 'Desmarcando o pedido de troca no serviço de identidade',
          invoke: {
            id: 'clearResetFlag',
            src: 'clearResetFlag',
            onDone: { target: 'savingOnServer' },
            onError: {
              target: '#passwordUpdate.finishFailed',
              actions: { type: 'fail', params: errorOf },
            },
          },
        },
        savingOnServer: {
          description: 'Registrando a nova senha no servidor do Pauta',
          invoke: {
            id: 'saveOnServer',
            src: 'saveOnServer',
            input: ({ context }) => context.change ?? { oldPassword: '', password: '' },
            onDone: { target: '#passwordUpdate.succeeded' },
            onError: {
              target: '#passwordUpdate.finishFailed',
              actions: { type: 'fail', params: errorOf },
            },
          },
        },
      },
    },
    finishFailed: {
      description: 'Falhou ao concluir a troca: mostra o erro e deixa tentar de novo',
      tags: ['error'],
      on: { 'update.retry': { target: 'finishing', actions: 'clearFailure' } },
    },
    succeeded: {
      description: 'Mostrando "Senha atualizada com sucesso!" por um instante',
      tags: ['success'],
      entry: 'forgetPasswords',
      after: { successDisplay: { target: 'done' } },
    },
    done: { type: 'final', tags: ['success'], description: 'Troca concluída: segue para as reuniões' },
  },
});
