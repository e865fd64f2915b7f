import type { SnapshotFrom } from 'xstate';
import type { webhookSettingsMachine } from './webhook-settings.machine.ts';

type Snapshot = SnapshotFrom<typeof webhookSettingsMachine>;

export const selectWebhookView = (snapshot: Snapshot): 'loading' | 'failed' | 'ready' =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('loadFailed') ? 'failed' : 'loading';
export const selectIntegration = (snapshot: Snapshot) => snapshot.context.integration;
export const selectDraft = (snapshot: Snapshot) => snapshot.context.draft;
export const selectSecret = (snapshot: Snapshot) => snapshot.context.secret;
export const selectTestResult = (snapshot: Snapshot) => snapshot.context.testResult;
export const selectLoadFailure = (snapshot: Snapshot) => snapshot.context.loadFailure;
export const selectSaveFailure = (snapshot: Snapshot) => snapshot.context.saveFailure;
export const selectTestFailure = (snapshot: Snapshot) => snapshot.context.testFailure;
/** Which write is under way, for the button that shows it; null when none. */
export const selectBusyWith = (
  snapshot: Snapshot,
): 'saving' | 'regenerating' | 'removing' | 'testing' | 'refreshing' | null => {
  for (const state of ['saving', 'regenerating', 'removing', 'testing', 'refreshing'] as const) {
    if (snapshot.matches({ ready: state })) return state;
  }
  return null;
};
export const selectConfirmingRemoval = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'confirmingRemoval' });
