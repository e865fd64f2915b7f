/*
 * SSO return (/sso-callback): Amplify exchanges the code (PKCE) on its own; this machine waits for the result.
 * - waiting: listening to the redirect's Hub events (those that came before the page mounted are replayed).
 *   Nothing within redirectTimeout means there was no flow to finish (an old or hand-typed address).
 * - signedIn: final; the session heard the same sign-in from the identity service and loads the user.
 * - failed: the federated error in Portuguese; the page offers the way back to /sso.
 */
import { assign, setup } from 'xstate';
import { appError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith, showFailure } from '../../shared/failure.ts';
import { ssoCallbackActors, type RedirectReport } from './actors.ts';

export type SsoCallbackContext = {
  /** The e-mail that started the flow (the custom state of the round trip), when it came back. */
  email: string | null;
  failure: AppError | null;
};

export const ssoCallbackMachine = setup({
  types: {
    context: {} as SsoCallbackContext,
    events: {} as RedirectReport,
  },
  actors: ssoCallbackActors,
  delays: { redirectTimeout: 20_000 },
  actions: {
    assignEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    showFailure: showFailure(),
    fail: failWith('sso'),
  },
}).createMachine({
  id: 'ssoCallback',
  description: 'Volta do SSO: espera o resultado da entrada feita no provedor',
  meta: {
    events: {
      'redirect.customState': 'E-mail que iniciou o SSO recebido de volta',
      'redirect.signedIn': 'Entrada pelo provedor de SSO concluída',
      'redirect.failed': 'Provedor de SSO recusou a entrada',
      'xstate.error.actor.redirectOutcome': 'Não foi possível acompanhar o retorno do SSO',
      'xstate.after.redirectTimeout': 'Nenhum retorno do SSO em 20 segundos',
    },
  },
  context: { email: null, failure: null },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'Esperando o resultado da entrada no provedor de SSO',
      tags: ['busy'],
      invoke: {
        id: 'redirectOutcome',
        src: 'redirectOutcome',
        // Listening itself failed (the identity library could not be reached): say so, do not hang.
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
      after: {
        redirectTimeout: {
          target: 'failed',
          actions: { type: 'showFailure', params: appError('sso:errors.noRedirect') },
        },
      },
      on: {
        'redirect.customState': {
          actions: { type: 'assignEmail', params: ({ event }) => ({ email: event.state }) },
        },
        'redirect.signedIn': { target: 'signedIn' },
        'redirect.failed': {
          target: 'failed',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    signedIn: { type: 'final', description: 'Entrou pelo SSO: a sessão carrega os dados da pessoa' },
    failed: { tags: ['error'], description: 'Falhou: mostra o erro e o caminho de volta ao SSO' },
  },
});
