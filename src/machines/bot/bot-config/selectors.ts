import type { SnapshotFrom } from 'xstate';
import type { botConfigMachine } from './bot-config.machine.ts';

type Snapshot = SnapshotFrom<typeof botConfigMachine>;

export type BotConfigView = 'loading' | 'failed' | 'ready';

export const selectBotConfigView = (snapshot: Snapshot): BotConfigView =>
  snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
export const selectBotConfig = (snapshot: Snapshot) => snapshot.context.config;
export const selectLoadFailure = (snapshot: Snapshot) => snapshot.context.loadFailure;
export const selectNameProblem = (snapshot: Snapshot) => snapshot.context.nameProblem;
export const selectPendingImage = (snapshot: Snapshot) => snapshot.context.pendingImage;
export const selectImageProblem = (snapshot: Snapshot) => snapshot.context.imageProblem;
export const selectWriteFailure = (snapshot: Snapshot) => snapshot.context.writeFailure;
export const selectLastSaved = (snapshot: Snapshot) => snapshot.context.lastSaved;
/** The kind of write in flight, or null when none is. */
export const selectSaving = (snapshot: Snapshot) =>
  snapshot.matches({ ready: 'saving' }) ? (snapshot.context.pendingWrite?.kind ?? null) : null;

/**
 * The image status as shown: the one being saved while it is, else the stored one; off while there is no
 * picture, since the bot then enters with the default avatar whatever is stored.
 */
export const selectShownImageStatus = (snapshot: Snapshot) => {
  const pending = snapshot.context.pendingWrite;
  if (pending?.kind === 'imageStatus') return pending.status;
  if (!snapshot.context.config?.image) return 'inactive';
  return snapshot.context.config.imageStatus;
};

/** Whether there is a picture to show or hide. */
export const selectHasImage = (snapshot: Snapshot) => Boolean(snapshot.context.config?.image);

/** Whether the privacy e-mail shows as on: the value being saved while it is, else the stored one. */
export const selectShownPrivacyEmail = (snapshot: Snapshot) => {
  const pending = snapshot.context.pendingWrite;
  return pending?.kind === 'privacyEmail'
    ? pending.enabled
    : (snapshot.context.config?.privacyEmailEnabled ?? false);
};
