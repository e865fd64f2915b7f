import { recordedActorContext } from '../contexts/recorded-actor-context.ts';
import { crmIntegrationMachine } from '../../machines/crm/crm-integration/crm-integration.machine.ts';

/** One CRM's card (HubSpot, RD Station CRM or Pipedrive); the section renders one Provider per CRM. */
export const CrmIntegrationContext = recordedActorContext(crmIntegrationMachine);
