import type { SnapshotFrom } from 'xstate';
import type { crmIntegrationMachine } from './crm-integration.machine.ts';

type CrmIntegrationSnapshot = SnapshotFrom<typeof crmIntegrationMachine>;

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
export const selectFailure = (snapshot: CrmIntegrationSnapshot) => snapshot.context.failure;
export const selectIsBusy = (snapshot: CrmIntegrationSnapshot): boolean => snapshot.hasTag('busy');
