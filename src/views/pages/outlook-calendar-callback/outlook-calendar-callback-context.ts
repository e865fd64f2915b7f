import { createActorContext } from '@xstate/react';
import { outlookCalendarCallbackMachine } from '../../../machines/outlook-calendar-callback/outlook-calendar-callback.machine.ts';
import type { OutlookReturn } from '../../../machines/outlook-calendar-callback/actors.ts';

/** The /meetings/authcalendaroutlook page's actor; tests pass `logic={machine.provide(...)}` to its Provider. */
export const OutlookCalendarCallbackContext = createActorContext(outlookCalendarCallbackMachine);

/** `?code=…&state=…&session_state=…` or `?error=access_denied&error_description=…&state=…` (response_mode=query), as Microsoft sends the browser back. */
export function readOutlookReturn(search: string): OutlookReturn {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
}
