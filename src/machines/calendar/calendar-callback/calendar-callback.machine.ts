/*
 * A calendar provider's return (issue 10): Google's to /meetings/authcalendar, Microsoft's to
 * /meetings/authcalendaroutlook; `kind` says which.
 * - exchanging: the code and state from the address go to the calendar's exchange (Google:
 *   GET /api/authcalendar/{code}?state=; Outlook: GET /api/authcalendaroutlook/{code}/{state}, where the server
 *   checks the state is this user's stored one and exchanges the code with its PKCE verifier).
 * - connected: final; the calendar is connected as `account`.
 * - refused: the person pressed Cancelar on the provider's page; "Tentar de novo" goes back to it.
 * - failed: the return or the exchange failed (state not this user's, expired or used; code refused or used;
 *   the provider away), in Portuguese; "Tentar de novo" starts over at the provider's page (a code and its
 *   state are good once; Outlook also gets a new verifier).
 * - redirecting: leaving for the provider's consent page; a failure to get there is `failed` again.
 */
import { assign, setup } from 'xstate';
import type { CalendarKind } from '../../../api-contract/calendar.ts';
import { appError, describeError, type AppError } from '../../../services/errors.ts';
import { clearFailure, showFailure } from '../../shared/failure.ts';
import {
  calendarCallbackActors,
  isConsentRefused,
  isIncompleteReturn,
  type CalendarCallbackInput,
  type ProviderReturn,
} from './actors.ts';

export type CalendarCallbackContext = {
  kind: CalendarKind;
  /** The address's code, state and error, as the provider wrote them. */
  providerReturn: ProviderReturn;
  account: string | null;
  failure: AppError | null;
};

// An address without its code or state is said in the calendar's own words; anything else is a request's.
const failureOf = ({ context, event }: { context: CalendarCallbackContext; event: { error: unknown } }) =>
  isIncompleteReturn(event.error)
    ? appError(`${context.kind}Calendar:errors.incomplete`)
    : describeError(event.error, 'request');

export const calendarCallbackMachine = setup({
  types: {
    context: {} as CalendarCallbackContext,
    input: {} as CalendarCallbackInput,
    events: {} as { type: 'retry' },
  },
  actors: calendarCallbackActors,
  guards: {
    consentRefused: (_, params: { error: unknown }) => isConsentRefused(params.error),
  },
  actions: {
    showFailure: showFailure(),
    clearFailure: clearFailure(),
    takeAccount: assign((_, account: string) => ({ account })),
  },
}).createMachine({
  id: 'calendarCallback',
  description: 'Volta do Google ou do Outlook depois de autorizar o acesso à agenda',
  meta: {
    events: {
      'xstate.done.actor.exchangeCode': 'Servidor trocou o código e conectou a agenda',
      'xstate.error.actor.exchangeCode': 'Autorização da agenda recusada ou falhou',
      retry: 'Pessoa pediu para tentar de novo',
      'xstate.error.actor.goToConsentPage': 'Falhou ao abrir a página de autorização',
    },
  },
  context: ({ input }) => ({
    kind: input.kind,
    providerReturn: input.providerReturn,
    account: null,
    failure: null,
  }),
  initial: 'exchanging',
  states: {
    exchanging: {
      description: 'Enviando o código de autorização ao servidor para conectar a agenda',
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => ({ kind: context.kind, providerReturn: context.providerReturn }),
        onDone: {
          target: 'connected',
          actions: { type: 'takeAccount', params: ({ event }) => event.output.accountEmail },
        },
        onError: [
          {
            guard: { type: 'consentRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          {
            target: 'failed',
            actions: { type: 'showFailure', params: failureOf },
          },
        ],
      },
    },
    connected: { description: 'Agenda conectada', type: 'final' },
    refused: {
      description: 'Pessoa recusou o acesso na página do provedor; oferece tentar de novo',
      on: { retry: 'redirecting' },
    },
    failed: {
      description: 'Falhou ao conectar: mostra o motivo e oferece tentar de novo',
      tags: ['error'],
      on: { retry: { target: 'redirecting', actions: 'clearFailure' } },
    },
    redirecting: {
      description: 'Saindo para a página de autorização do Google ou do Outlook',
      tags: ['busy'],
      invoke: {
        id: 'goToConsentPage',
        src: 'goToConsentPage',
        input: ({ context }) => ({ kind: context.kind }),
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: failureOf },
        },
      },
    },
  },
});
