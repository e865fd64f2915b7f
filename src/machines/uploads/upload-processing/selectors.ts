import type { SnapshotFrom } from 'xstate';
import {
  processingSteps,
  type ProcessingStep,
  type uploadProcessingMachine,
} from './upload-processing.machine.ts';

type UploadProcessingSnapshot = SnapshotFrom<typeof uploadProcessingMachine>;

/** The step the processing is at (null once it has ended): the upload dialog's checklist shows it. */
export const selectProcessingStep = (snapshot: UploadProcessingSnapshot): ProcessingStep | null =>
  processingSteps.find((step) => snapshot.matches(step)) ?? null;
