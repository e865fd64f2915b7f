/*
 * Microsoft's return to /meetings/authcalendaroutlook (issue 10):
 * - exchanging: the code and state from the address go to GET /api/authcalendaroutlook/{code}/{state}; the
 *   server checks the state is this user's stored one and exchanges the code with its PKCE verifier.
 * - connected: final; the calendar is connected as `account`.
 * - refused: the person pressed Cancelar on Microsoft's page; "Tentar de novo" goes back to it.
 * - failed: the return or the exchange failed (state not this user's, expired or used; code refused;
 *   Microsoft away), in Portuguese; "Tentar de novo" starts over with a new verifier and state.
 * - redirecting: leaving for Microsoft's consent page; a failure to get there is `failed` again.
 */
import { assign, setup } from 'xstate';
import { appError, describeError, type AppError } from '../../services/errors.ts';
import { outlookCallbackActors, isConsentRefused, isIncompleteReturn, type OutlookReturn } from './actors.ts';

export type OutlookCallbackContext = {
  /** The address's code, state and error, as Microsoft wrote them. */
  outlookReturn: OutlookReturn;
  account: string | null;
  error: AppError | null;
};

export const outlookCalendarCallbackMachine = setup({
  types: {
    context: {} as OutlookCallbackContext,
    input: {} as OutlookReturn,
    events: {} as { type: 'retry' },
  },
  actors: outlookCallbackActors,
  guards: {
    consentRefused: (_, params: { error: unknown }) => isConsentRefused(params.error),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({
      error: isIncompleteReturn(params.error)
        ? appError('outlookCalendar:errors.incomplete')
        : describeError(params.error, 'request'),
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'outlookCalendarCallback',
  context: ({ input }) => ({ outlookReturn: input, account: null, error: null }),
  initial: 'exchanging',
  states: {
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => context.outlookReturn,
        onDone: {
          target: 'connected',
          actions: assign({ account: ({ event }) => event.output.accountEmail }),
        },
        onError: [
          {
            guard: { type: 'consentRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    connected: { type: 'final' },
    refused: { on: { retry: 'redirecting' } },
    failed: { tags: ['error'], on: { retry: { target: 'redirecting', actions: 'clearError' } } },
    redirecting: {
      tags: ['busy'],
      invoke: {
        id: 'goToConsentPage',
        src: 'goToConsentPage',
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
