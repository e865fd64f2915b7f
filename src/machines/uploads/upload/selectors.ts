import type { SnapshotFrom } from 'xstate';
import type { UploadTranscriptionStatus } from '../../../api-contract/upload.ts';
import type { uploadMachine } from './upload.machine.ts';
import type { UploadStep } from './context.ts';
import { isTransferStep } from '../upload-transfer/upload-transfer.machine.ts';
import { selectProcessingStep } from '../upload-processing/selectors.ts';

type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** The pipeline as the dialog lists it, in order. */
export const pipelineSteps = ['creating', 'uploading', 'updatingStatus', 'processing', 'polling'] as const;
export type PipelineStep = (typeof pipelineSteps)[number];
export type StepState = 'pending' | 'active' | 'done' | 'failed';

export type TransferFigures = {
  percent: number;
  loaded: number;
  total: number;
  /** Bytes per second so far; null before the first measurable progress. */
  bytesPerSecond: number | null;
  /** Seconds left at the current speed; null while unknown. */
  secondsLeft: number | null;
};

export const selectPhase = (snapshot: UploadSnapshot) =>
  snapshot.matches('idle')
    ? 'idle'
    : snapshot.matches('fileRefused')
      ? 'refused'
      : snapshot.hasTag('busy')
        ? 'running'
        : snapshot.matches('done')
          ? 'done'
          : snapshot.matches('failed')
            ? 'failed'
            : 'cancelled';

export const selectIsTransferring = (snapshot: UploadSnapshot): boolean => snapshot.hasTag('transfer');
/**
 * The transfer child is getting a fresh URL for an expired one. Read from the child, whose state it is; the
 * upload's snapshot changes with every one of the child's (the transfer's onSnapshot), so this is never stale.
 */
export const selectIsRefreshingUrl = (snapshot: UploadSnapshot): boolean =>
  snapshot.children.transfer?.getSnapshot().matches('refreshingUrl') ?? false;
export const selectCanCancel = (snapshot: UploadSnapshot): boolean => snapshot.can({ type: 'upload.cancel' });
export const selectCanRetry = (snapshot: UploadSnapshot): boolean => snapshot.can({ type: 'upload.retry' });
export const selectFileName = (snapshot: UploadSnapshot): string | null =>
  snapshot.context.file?.name ?? null;
export const selectMeetingId = (snapshot: UploadSnapshot): string | null => snapshot.context.meetingId;
export { selectFailure } from '../../shared/selectors.ts';
export const selectServerMessage = (snapshot: UploadSnapshot): string | null =>
  snapshot.context.status?.message ?? null;
export const selectTranscriptionStatus = (snapshot: UploadSnapshot): UploadTranscriptionStatus | null =>
  snapshot.context.status?.transcriptionStatus ?? null;

export function selectTransfer(snapshot: UploadSnapshot): TransferFigures | null {
  const { progress, file } = snapshot.context;
  const resumeFrom = snapshot.context.resumePoint?.bytesReceived ?? 0;
  const total = progress?.total || file?.size || 0;
  const pastTransfer = snapshot.matches('finishing') || snapshot.matches('done');
  if (pastTransfer) return { percent: 100, loaded: total, total, bytesPerSecond: null, secondsLeft: 0 };
  const percentOf = (loaded: number) => (total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0);
  if (!progress)
    return selectIsTransferring(snapshot)
      ? { percent: percentOf(resumeFrom), loaded: resumeFrom, total, bytesPerSecond: null, secondsLeft: null }
      : null;
  const percent = percentOf(progress.loaded);
  // Speed from the bytes sent, not from `loaded`: bytes a resumed transfer found on the server took no time.
  const seconds = progress.elapsedMs / 1000;
  const bytesPerSecond = seconds > 0 && progress.sentBytes > 0 ? progress.sentBytes / seconds : null;
  const secondsLeft = bytesPerSecond
    ? Math.max(0, Math.ceil((total - progress.loaded) / bytesPerSecond))
    : null;
  return { percent, loaded: progress.loaded, total, bytesPerSecond, secondsLeft };
}

const order: Record<PipelineStep, number> = {
  creating: 0,
  uploading: 1,
  updatingStatus: 2,
  processing: 3,
  polling: 4,
};

function currentStep(snapshot: UploadSnapshot): PipelineStep | 'finished' | null {
  if (snapshot.matches('done')) return 'finished';
  if (snapshot.matches('transferring')) return 'uploading';
  // The steps after the transfer are its child's, read from the child (this snapshot changes with each of its).
  const processing = snapshot.children.processing?.getSnapshot();
  if (processing) return selectProcessingStep(processing);
  return snapshot.matches('creating') ? 'creating' : null;
}

// The transfer's steps (its child's) are all the dialog's one 'uploading'.
const asPipelineStep = (step: UploadStep): PipelineStep => (isTransferStep(step) ? 'uploading' : step);

/** Each pipeline step's state, for the checklist the dialog shows after the transfer. */
export function selectSteps(snapshot: UploadSnapshot): { step: PipelineStep; state: StepState }[] {
  const failedStep = snapshot.matches('failed') && snapshot.context.failedStep;
  const current = failedStep ? asPipelineStep(failedStep) : currentStep(snapshot);
  return pipelineSteps.map((step) => {
    if (current === 'finished') return { step, state: 'done' };
    if (current === null) return { step, state: 'pending' };
    if (order[step] < order[current]) return { step, state: 'done' };
    if (order[step] > order[current]) return { step, state: 'pending' };
    return { step, state: failedStep ? 'failed' : 'active' };
  });
}

/**
 * Why the file chosen to resume an interrupted upload is not its file (issue 29, item 4): what differs, what
 * the upload was sending and what was chosen; null while nothing was refused (or the file was unreadable).
 */
export function selectMismatch(snapshot: UploadSnapshot) {
  const { mismatch, resuming, file } = snapshot.context;
  if (!mismatch || !resuming || !file) return null;
  return { mismatch, expected: resuming, chosen: { name: file.name, size: file.size } };
}

/** A file may be handed over to resume an interrupted upload: nothing else is being sent. */
export const selectCanResume = (snapshot: UploadSnapshot): boolean =>
  snapshot.matches('idle') || snapshot.matches('fileRefused');
export const selectIsCheckingFile = (snapshot: UploadSnapshot): boolean => snapshot.matches('checkingFile');
/** The upload this page is sending, which the interrupted list leaves out (null while it may take a file). */
export const selectUploadingMeetingId = (snapshot: UploadSnapshot): string | null =>
  selectCanResume(snapshot) ? null : snapshot.context.meetingId;
