import { recordedActorContext } from '../../contexts/recorded-actor-context.ts';
import { calendarCallbackMachine } from '../../../machines/calendar/calendar-callback/calendar-callback.machine.ts';
import type { ProviderReturn } from '../../../machines/calendar/calendar-callback/actors.ts';

/**
 * The /meetings/authcalendar and /meetings/authcalendaroutlook page's actor; tests pass
 * `logic={machine.provide(...)}` to its Provider.
 */
export const CalendarCallbackContext = recordedActorContext(calendarCallbackMachine);

/**
 * The query the provider sends the browser back with. Google: `?code=…&scope=…&state=…` or
 * `?error=access_denied&state=…`; Microsoft (response_mode=query): `?code=…&state=…&session_state=…` or
 * `?error=access_denied&error_description=…&state=…`.
 */
export function readProviderReturn(search: string): ProviderReturn {
  const params = new URLSearchParams(search);
  return { code: params.get('code'), state: params.get('state'), error: params.get('error') };
}
