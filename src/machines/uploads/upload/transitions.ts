/*
 * Transitions several states of the upload machine (upload.machine.ts) share: cancel, and a failed step.
 */
import type { UploadStep } from './context.ts';

// Once the server knows the upload, it is told about the cancel; before that, cancel ends at once.
export const cancel = { 'upload.cancel': { target: '#upload.cancelling' } } as const;
export const cancelEither = {
  'upload.cancel': [{ guard: 'hasMeeting', target: '#upload.cancelling' }, { target: '#upload.cancelled' }],
} as const;

/** A step's request failed: the upload fails there, and 'upload.retry' repeats that step. */
export function failAt(step: UploadStep) {
  return {
    target: '#upload.failed',
    actions: {
      type: 'assignFailure' as const,
      params: ({ event }: { event: { error: unknown } }) => ({ step, error: event.error }),
    },
  };
}
