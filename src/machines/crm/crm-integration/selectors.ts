import type { SnapshotFrom } from 'xstate';
import type { crmIntegrationMachine } from './crm-integration.machine.ts';

type CrmIntegrationSnapshot = SnapshotFrom<typeof crmIntegrationMachine>;

export { selectFailure, selectIsBusy } from '../../shared/selectors.ts';

export type CrmCardState =
  'loading' | 'loadFailed' | 'disconnected' | 'connecting' | 'connected' | 'confirmingRemove' | 'removing';

const cardStates: CrmCardState[] = [
  'loadFailed',
  'disconnected',
  'connecting',
  'connected',
  'confirmingRemove',
  'removing',
];

export const selectCardState = (snapshot: CrmIntegrationSnapshot): CrmCardState =>
  cardStates.find((state) => snapshot.matches(state)) ?? 'loading';

export const selectProvider = (snapshot: CrmIntegrationSnapshot) => snapshot.context.provider;
export const selectMaskedKey = (snapshot: CrmIntegrationSnapshot) =>
  snapshot.context.integration?.maskedKey ?? null;
export const selectDraft = (snapshot: CrmIntegrationSnapshot) => snapshot.context.draft;
