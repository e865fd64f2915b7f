import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { calendarSettingsMachine } from '../../../machines/calendar-settings/calendar-settings.machine.ts';

/** One calendar's card (Google or Outlook); the page renders one Provider per calendar. */
export const CalendarSettingsContext = createActorContext(calendarSettingsMachine, {
  inspect: actorRecorder,
});
