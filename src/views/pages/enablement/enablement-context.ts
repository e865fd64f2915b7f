import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../devtools/inspector/recorder.ts';
import { enablementDashboardMachine } from '../../../machines/enablement-dashboard/enablement-dashboard.machine.ts';

/** The dashboard page's actor: teams, filters and every figure shown. */
export const EnablementDashboardContext = createActorContext(enablementDashboardMachine, {
  inspect: actorRecorder,
});
