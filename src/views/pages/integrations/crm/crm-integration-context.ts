import { createActorContext } from '@xstate/react';
import { actorRecorder } from '../../../../devtools/inspector/recorder.ts';
import { crmIntegrationMachine } from '../../../../machines/crm-integration/crm-integration.machine.ts';

/** One CRM's card (HubSpot, RD Station CRM or Pipedrive); the section renders one Provider per CRM. */
export const CrmIntegrationContext = createActorContext(crmIntegrationMachine, { inspect: actorRecorder });
