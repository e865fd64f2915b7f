/*
 * Google's return to /meetings/authcalendar (issue 10):
 * - exchanging: the code and state from the address go to GET /api/authcalendar/{code}?state=.
 * - connected: final; the calendar is connected as `account`.
 * - refused: the person pressed Cancelar on Google's page; "Tentar de novo" goes back to it.
 * - failed: the exchange or the return failed (state not this user's, code used, Google away), in Portuguese;
 *   "Tentar de novo" starts over at Google's page (a code and its state are good once).
 * - redirecting: leaving for Google's consent page; a failure to get its address is `failed` again.
 */
import { assign, setup } from 'xstate';
import { appError, describeError, type AppError } from '../../services/errors.ts';
import { googleCallbackActors, isConsentRefused, isIncompleteReturn, type GoogleReturn } from './actors.ts';

export type GoogleCallbackContext = {
  /** The address's code, state and error, as Google wrote them. */
  googleReturn: GoogleReturn;
  account: string | null;
  error: AppError | null;
};

export const googleCalendarCallbackMachine = setup({
  types: {
    context: {} as GoogleCallbackContext,
    input: {} as GoogleReturn,
    events: {} as { type: 'retry' },
  },
  actors: googleCallbackActors,
  guards: {
    consentRefused: (_, params: { error: unknown }) => isConsentRefused(params.error),
  },
  actions: {
    showError: assign((_, params: { error: unknown }) => ({
      error: isIncompleteReturn(params.error)
        ? appError('googleCalendar:errors.incomplete')
        : describeError(params.error, 'request'),
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'googleCalendarCallback',
  context: ({ input }) => ({ googleReturn: input, account: null, error: null }),
  initial: 'exchanging',
  states: {
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeCode',
        src: 'exchangeCode',
        input: ({ context }) => context.googleReturn,
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
