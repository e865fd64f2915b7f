import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { calendarSettingsMachine } from '../../machines/calendar/calendar-settings/calendar-settings.machine.ts';

/** One calendar's card (Google or Outlook); the page renders one Provider per calendar. */
export const CalendarSettingsContext = recordedActorContext(calendarSettingsMachine);
