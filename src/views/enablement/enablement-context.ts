import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { enablementDashboardMachine } from '../../machines/enablement/enablement-dashboard/enablement-dashboard.machine.ts';

/** The dashboard page's actor: teams, filters and every figure shown. */
export const EnablementDashboardContext = recordedActorContext(enablementDashboardMachine);
