import { createActorContext } from '@xstate/react';
import { googleCalendarCallbackMachine } from '../../../machines/google-calendar-callback/google-calendar-callback.machine.ts';
import type { GoogleReturn } from '../../../machines/google-calendar-callback/actors.ts';

/** The /meetings/authcalendar page's actor; tests pass `logic={machine.provide(...)}` to its Provider. */
export const GoogleCalendarCallbackContext = createActorContext(googleCalendarCallbackMachine);

/** `?code=…&scope=…&state=…` or `?error=access_denied&state=…`, as Google sends the browser back. */
export function readGoogleReturn(search: string): GoogleReturn {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
}
