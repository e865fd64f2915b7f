/*
 * SSO (/sso): the e-mail's domain decides the identity provider, then the browser leaves for it.
 * - editing: the e-mail form; a failed attempt comes back here with the error and the typed e-mail kept.
 * - lookingUp: the backend maps the domain to a provider (none: "Não foi possível encontrar o provedor...").
 * - redirecting: Amplify stores state and PKCE verifier and sends the browser to the hosted UI.
 * - redirected: final; the page is being replaced by the provider's, so the form stays busy.
 * /sso-callback (sso-callback.machine.ts) picks the flow up when the provider sends the browser back.
 */
import { assertEvent, assign, setup } from 'xstate';
import { appError, type AppError } from '../../../services/errors.ts';
import { errorOf, failWith, showFailure } from '../../shared/failure.ts';
import { ssoActors } from './actors.ts';

export type SsoContext = { email: string; provider: string | null; failure: AppError | null };
export type SsoEvent = { type: 'email.submit'; email: string };
export type SsoInput = { email?: string };

export const ssoMachine = setup({
  types: {
    context: {} as SsoContext,
    events: {} as SsoEvent,
    input: {} as SsoInput,
  },
  actors: ssoActors,
  guards: {
    hasProvider: (_, params: { provider: string | null }) => params.provider !== null,
  },
  actions: {
    startLookup: assign((_, params: { email: string }) => ({
      email: params.email,
      provider: null,
      failure: null,
    })),
    assignProvider: assign((_, params: { provider: string | null }) => ({ provider: params.provider })),
    showFailure: showFailure(),
    fail: failWith('sso'),
  },
}).createMachine({
  id: 'sso',
  description: 'Entrada por SSO: o domínio do e-mail escolhe o provedor da empresa',
  meta: {
    events: {
      'email.submit': 'E-mail para entrar por SSO enviado',
      'xstate.done.actor.findProvider': 'Servidor do Pauta respondeu qual é o provedor',
      'xstate.error.actor.findProvider': 'Busca do provedor de SSO falhou',
      'xstate.done.actor.redirectToProvider': 'Navegador enviado ao provedor de SSO',
      'xstate.error.actor.redirectToProvider': 'Envio ao provedor de SSO falhou',
    },
  },
  context: ({ input }) => ({ email: input.email ?? '', provider: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      description: 'Esperando a pessoa digitar o e-mail corporativo',
      on: {
        'email.submit': {
          target: 'lookingUp',
          actions: { type: 'startLookup', params: ({ event }) => ({ email: event.email }) },
        },
      },
    },
    lookingUp: {
      description: 'Procurando o provedor de SSO do domínio do e-mail',
      tags: ['busy'],
      invoke: {
        id: 'findProvider',
        src: 'findProvider',
        input: ({ event }) => {
          assertEvent(event, 'email.submit');
          return { email: event.email };
        },
        onDone: [
          {
            guard: { type: 'hasProvider', params: ({ event }) => ({ provider: event.output }) },
            target: 'redirecting',
            actions: { type: 'assignProvider', params: ({ event }) => ({ provider: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'showFailure', params: appError('sso:errors.providerNotFound') },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    redirecting: {
      description: 'Enviando o navegador ao provedor de SSO',
      tags: ['busy'],
      invoke: {
        id: 'redirectToProvider',
        src: 'redirectToProvider',
        input: ({ context }) => ({ provider: context.provider ?? '', email: context.email }),
        onDone: { target: 'redirected' },
        onError: {
          target: 'editing',
          actions: { type: 'fail', params: errorOf },
        },
      },
    },
    redirected: {
      type: 'final',
      tags: ['busy'],
      description: 'Navegador saindo para a página do provedor de SSO',
    },
  },
});
